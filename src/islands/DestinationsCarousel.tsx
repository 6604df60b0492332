import "keen-slider/keen-slider.min.css";
import { useKeenSlider } from "keen-slider/react";
import { useEffect, useRef, useState } from "react";
import { type AutoplayState, autoplayPlugin, prefersReducedMotion } from "../ui/autoplay.ts";
import { CarouselControls, type CarouselStrings } from "../ui/CarouselControls.tsx";

export interface Destination {
  id: string;
  name: string;
  image: { src: string; width: number; height: number; alt: string };
}

interface Props {
  destinations: Destination[];
  strings: CarouselStrings & { label: string };
}

/** Spec section 9: speed 500 ms, autoplay 3000 ms, breakpoints 1280/1024/640. */
export const DESTINATION_SPEED_MS = 500;
export const DESTINATION_AUTOPLAY_MS = 3000;

/**
 * Popular Destinations: a looping, auto-playing carousel showing 4 slides from 1280 px, 3 from
 * 1024 px, 2 from 640 px and 1 centred below. Before hydration the same layout comes from CSS.
 */
export default function DestinationsCarousel({ destinations, strings }: Props) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [state, setState] = useState<AutoplayState>("playing");
  const pausedRef = useRef(paused);
  const [ref, slider] = useKeenSlider<HTMLUListElement>(
    {
      loop: true,
      defaultAnimation: { duration: DESTINATION_SPEED_MS },
      // Gutters are padding inside each slide, so the CSS widths below match before hydration.
      slides: { perView: 1, origin: "center" },
      breakpoints: {
        "(min-width: 640px)": { slides: { perView: 2 } },
        "(min-width: 1024px)": { slides: { perView: 3 } },
        "(min-width: 1280px)": { slides: { perView: 4 } },
      },
      slideChanged: (s) => setCurrent(s.track.details.rel),
    },
    [
      autoplayPlugin({
        afterMs: DESTINATION_AUTOPLAY_MS,
        isPaused: () => pausedRef.current,
        step: (s) => s.next(),
        onState: setState,
      }),
    ],
  );
  const setPausedNow = (value: boolean) => {
    pausedRef.current = value;
    setPaused(value);
    slider.current?.emit("optionsChanged");
  };
  // After hydration, so the server HTML and the first client render agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount.
  useEffect(() => {
    if (prefersReducedMotion()) setPausedNow(true);
  }, []);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={strings.label}
      data-autoplay={state}
      className="relative"
    >
      <ul ref={ref} className="keen-slider">
        {destinations.map((destination, index) => (
          <li
            key={destination.id}
            className="keen-slider__slide shrink-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3 lg:px-3 xl:basis-1/4"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${destinations.length}`}
          >
            <figure className="overflow-hidden rounded-2xl bg-slate-100 shadow-sm">
              <img
                src={destination.image.src}
                width={destination.image.width}
                height={destination.image.height}
                alt={destination.image.alt}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <figcaption className="px-4 py-3 text-lg font-semibold">{destination.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <CarouselControls
        count={destinations.length}
        current={current}
        paused={paused}
        strings={strings}
        onPrevious={() => slider.current?.prev()}
        onNext={() => slider.current?.next()}
        onGoTo={(index) => slider.current?.moveToIdx(index)}
        onTogglePause={() => setPausedNow(!pausedRef.current)}
      />
    </section>
  );
}
