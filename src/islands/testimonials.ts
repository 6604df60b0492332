import { padCount, selectIndex } from "../ui/pager.ts";

/**
 * Testimonials: one button per testimonial in the segmented bar; the counter shows the current
 * one as '01' / the zero-padded total. The index starts at 0; one outside the list is ignored.
 */
export function mount(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLElement>("[data-testimonial]")];
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-testimonial-button]")];
  const counter = root.querySelector("[data-testimonial-current]");
  let index = 0;
  const show = (next: number) => {
    index = selectIndex(index, next, items.length);
    items.forEach((item, position) => {
      // A class, not the hidden attribute, so the no-JavaScript style can show them all.
      item.classList.toggle("hidden", position !== index);
    });
    buttons.forEach((button, position) => {
      if (position === index) button.setAttribute("aria-current", "true");
      else button.removeAttribute("aria-current");
    });
    if (counter) counter.textContent = padCount(index + 1);
  };
  for (const button of buttons) {
    button.addEventListener("click", () => show(Number(button.dataset.testimonialButton)));
  }
}
