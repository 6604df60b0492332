import "keen-slider/keen-slider.min.css";
import KeenSlider from "keen-slider";
import { autoplayPlugin, bindPauseButton, prefersReducedMotion } from "../ui/autoplay.ts";

/** Spec section 9: one logo per 3000 ms, linear, with no delay between moves. */
export const AIRLINE_SPEED_MS = 3000;
export const AIRLINE_DELAY_MS = 0;
const linear = { duration: AIRLINE_SPEED_MS, easing: (t: number) => t };

/**
 * Popular Airlines: a continuously scrolling strip showing 5, 4, 3 or 2 logos at widths of at
 * least 1024, below 1024, below 768 and below 640 px; it stops while hovered, focused, paused
 * or when the visitor prefers reduced motion.
 */
export function mount(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  if (!track || !pause) return;
  let paused = prefersReducedMotion();
  const slider = new KeenSlider(
    track,
    {
      loop: true,
      drag: false,
      renderMode: "performance",
      slides: { perView: 2 },
      breakpoints: {
        "(min-width: 640px)": { slides: { perView: 3 } },
        "(min-width: 768px)": { slides: { perView: 4 } },
        "(min-width: 1024px)": { slides: { perView: 5 } },
      },
    },
    [
      autoplayPlugin({
        afterMs: AIRLINE_DELAY_MS,
        isPaused: () => paused,
        step: (s) => s.moveToIdx(s.track.details.abs + 1, true, linear),
        halt: (s) => s.animator.stop(),
        onState: (state) => {
          root.dataset.autoplay = state;
        },
      }),
    ],
  );
  bindPauseButton(
    pause,
    () => paused,
    (next) => {
      paused = next;
    },
    slider,
  );
}
