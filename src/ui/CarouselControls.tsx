export interface CarouselStrings {
  "carousel.previous": string;
  "carousel.next": string;
  "carousel.goTo": string;
  "carousel.pause": string;
  "carousel.play": string;
}

interface Props {
  count: number;
  current: number;
  paused: boolean;
  strings: CarouselStrings;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePause: () => void;
}

const arrowClass =
  "absolute top-[40%] z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-white text-ink shadow-md ring-1 ring-slate-200 hover:bg-brand-50 lg:grid";

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`size-6 ${flip ? "rotate-180" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/** Arrows (from 1024 px, as the spec says), one dot per slide, and a Pause/Play button. */
export function CarouselControls(props: Props) {
  const { count, current, paused, strings } = props;
  return (
    <>
      <button
        type="button"
        className={`${arrowClass} -left-2`}
        aria-label={strings["carousel.previous"]}
        onClick={props.onPrevious}
      >
        <Chevron />
      </button>
      <button
        type="button"
        className={`${arrowClass} -right-2`}
        aria-label={strings["carousel.next"]}
        onClick={props.onNext}
      >
        <Chevron flip />
      </button>
      <div className="mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={props.onTogglePause}
          className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          aria-label={paused ? strings["carousel.play"] : strings["carousel.pause"]}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            <path d={paused ? "M8 5v14l11-7z" : "M7 5h4v14H7zm6 0h4v14h-4z"} />
          </svg>
        </button>
        <ul className="flex items-center">
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
            <li key={index}>
              <button
                type="button"
                onClick={() => props.onGoTo(index)}
                aria-label={strings["carousel.goTo"].replace("{n}", String(index + 1))}
                aria-current={index === current ? "true" : undefined}
                className="group grid size-8 place-items-center"
              >
                <span className="block size-2.5 rounded-full bg-slate-300 transition-all group-aria-[current]:w-6 group-aria-[current]:bg-brand-600" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
