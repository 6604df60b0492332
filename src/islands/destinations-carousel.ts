import "keen-slider/keen-slider.min.css";
import KeenSlider from "keen-slider";
import { autoplayPlugin, bindPauseButton, prefersReducedMotion } from "../ui/autoplay.ts";

/** Spec section 9: speed 500 ms, autoplay 3000 ms, breakpoints 1280/1024/640. */
export const DESTINATION_SPEED_MS = 500;
export const DESTINATION_AUTOPLAY_MS = 3000;

/**
 * Popular Destinations: a looping carousel showing 4 slides from 1280 px, 3 from 1024 px, 2
 * from 640 px and 1 centred below, moving every 3 s unless hovered, focused, paused or the
 * visitor prefers reduced motion.
 */
export function mount(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  if (!track || !pause) return;
  let paused = prefersReducedMotion();
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const slider = new KeenSlider(
    track,
    {
      loop: true,
      defaultAnimation: { duration: DESTINATION_SPEED_MS },
      slides: { perView: 1, origin: "center" },
      breakpoints: {
        "(min-width: 640px)": { slides: { perView: 2 } },
        "(min-width: 1024px)": { slides: { perView: 3 } },
        "(min-width: 1280px)": { slides: { perView: 4 } },
      },
      slideChanged: (s) => {
        dots.forEach((dot, index) => {
          if (index === s.track.details.rel) dot.setAttribute("aria-current", "true");
          else dot.removeAttribute("aria-current");
        });
      },
    },
    [
      autoplayPlugin({
        afterMs: DESTINATION_AUTOPLAY_MS,
        isPaused: () => paused,
        step: (s) => s.next(),
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
  root.querySelector("[data-carousel-prev]")?.addEventListener("click", () => slider.prev());
  root.querySelector("[data-carousel-next]")?.addEventListener("click", () => slider.next());
  for (const dot of dots)
    dot.addEventListener("click", () => slider.moveToIdx(Number(dot.dataset.carouselDot)));
}
