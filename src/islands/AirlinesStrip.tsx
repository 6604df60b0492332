import "keen-slider/keen-slider.min.css";
import { useKeenSlider } from "keen-slider/react";
import { useEffect, useRef, useState } from "react";
import { type AutoplayState, autoplayPlugin, prefersReducedMotion } from "../ui/autoplay.ts";

export interface AirlineLogo {
  id: string;
  name: string;
  image: { src: string; width: number; height: number; alt: string };
}

interface Props {
  airlines: AirlineLogo[];
  strings: { label: string; "carousel.pause": string; "carousel.play": string };
}

/** Spec section 9: the strip moves one logo per 3000 ms, linearly, with no pause between moves. */
export const AIRLINE_SPEED_MS = 3000;
export const AIRLINE_DELAY_MS = 0;
const linear = { duration: AIRLINE_SPEED_MS, easing: (t: number) => t };

/**
 * Popular Airlines: a continuously scrolling strip showing 5, 4, 3 or 2 logos at widths of at
 * least 1024, below 1024, below 768 and below 640 px. The logos are listed twice so the loop
 * never shows a gap; the copies are hidden from assistive technology.
 */
export default function AirlinesStrip({ airlines, strings }: Props) {
  const [paused, setPaused] = useState(false);
  const [state, setState] = useState<AutoplayState>("playing");
  const pausedRef = useRef(false);
  const [ref, slider] = useKeenSlider<HTMLUListElement>(
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
        isPaused: () => pausedRef.current,
        step: (s) => s.moveToIdx(s.track.details.abs + 1, true, linear),
        halt: (s) => s.animator.stop(),
        onState: setState,
      }),
    ],
  );
  const setPausedNow = (value: boolean) => {
    pausedRef.current = value;
    setPaused(value);
    slider.current?.emit("optionsChanged");
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount.
  useEffect(() => {
    if (prefersReducedMotion()) setPausedNow(true);
  }, []);
  const slides = [...airlines, ...airlines];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={strings.label}
      data-autoplay={state}
      className="flex items-center gap-2"
    >
      <ul ref={ref} className="keen-slider min-w-0 flex-1">
        {slides.map((airline, index) => {
          const copy = index >= airlines.length;
          return (
            <li
              key={`${airline.id}-${copy ? "copy" : "main"}`}
              aria-hidden={copy ? "true" : undefined}
              className="keen-slider__slide shrink-0 basis-1/2 px-2 sm:basis-1/3 md:basis-1/4 lg:basis-1/5"
            >
              <img
                src={airline.image.src}
                width={airline.image.width}
                height={airline.image.height}
                alt={copy ? "" : airline.image.alt}
                loading="lazy"
                decoding="async"
                className="mx-auto h-16 w-auto"
              />
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => setPausedNow(!pausedRef.current)}
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
        aria-label={paused ? strings["carousel.play"] : strings["carousel.pause"]}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d={paused ? "M8 5v14l11-7z" : "M7 5h4v14H7zm6 0h4v14h-4z"} />
        </svg>
      </button>
    </section>
  );
}
