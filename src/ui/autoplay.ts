import type { KeenSliderInstance, KeenSliderPlugin } from "keen-slider";

/** Spec section 4, "Carousel autoplay states". */
export type AutoplayState = "playing" | "hovered" | "focused" | "paused";

export interface AutoplayInputs {
  /** The visitor pressed Pause, or prefers reduced motion. */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}

/**
 * Which state the carousel is in: an explicit pause wins, then focus, then hover.
 * @example autoplayState({ paused: false, hovered: true, focused: false }) // "hovered"
 */
export function autoplayState({ paused, hovered, focused }: AutoplayInputs): AutoplayState {
  if (paused) return "paused";
  if (focused) return "focused";
  if (hovered) return "hovered";
  return "playing";
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A keen-slider plugin that calls `step(slider)` whenever the carousel should move on
 * (`afterMs` after the last move) and `halt(slider)` when it should stop, tracking hover and
 * focus on the carousel. `isPaused` reads the Pause button's state; emit "optionsChanged" after
 * changing it.
 */
export function autoplayPlugin(options: {
  afterMs: number;
  isPaused: () => boolean;
  step: (slider: KeenSliderInstance) => void;
  halt?: (slider: KeenSliderInstance) => void;
  onState?: (state: AutoplayState) => void;
}): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inputs = { hovered: false, focused: false };
    const state = () => autoplayState({ paused: options.isPaused(), ...inputs });
    const schedule = () => {
      clearTimeout(timer);
      const current = state();
      options.onState?.(current);
      if (current !== "playing") {
        options.halt?.(slider);
        return;
      }
      timer = setTimeout(() => options.step(slider), options.afterMs);
    };
    const set = (key: keyof typeof inputs, value: boolean) => () => {
      inputs[key] = value;
      schedule();
    };
    slider.on("created", () => {
      const root = slider.container.parentElement ?? slider.container;
      // The carousel may start under the pointer or with the focus already in it (a keyboard
      // reaching its controls is what loaded it).
      inputs.hovered = root.matches(":hover");
      inputs.focused = root.contains(document.activeElement);
      root.addEventListener("mouseenter", set("hovered", true));
      root.addEventListener("mouseleave", set("hovered", false));
      root.addEventListener("focusin", set("focused", true));
      root.addEventListener("focusout", (event) => {
        if (!root.contains(event.relatedTarget as Node | null)) set("focused", false)();
      });
      schedule();
    });
    slider.on("dragStarted", () => clearTimeout(timer));
    slider.on("animationEnded", schedule);
    slider.on("updated", schedule);
    slider.on("destroyed", () => clearTimeout(timer));
    // The Pause button emits this hook so the plugin re-reads `isPaused`.
    slider.on("optionsChanged", schedule);
  };
}

/**
 * Wires a carousel's Pause/Play button: flips `paused`, keeps its label and `data-paused` in
 * step, and tells the slider so the autoplay plugin re-reads `isPaused()`.
 * @example bindPauseButton(button, () => paused, (next) => { paused = next; }, slider);
 */
export function bindPauseButton(
  button: HTMLButtonElement,
  isPaused: () => boolean,
  setPaused: (paused: boolean) => void,
  slider: { emit(event: "optionsChanged"): void },
): void {
  const show = () => {
    button.toggleAttribute("data-paused", isPaused());
    button.setAttribute(
      "aria-label",
      (isPaused() ? button.dataset.labelPlay : button.dataset.labelPause) ?? "",
    );
  };
  show();
  button.addEventListener("click", () => {
    setPaused(!isPaused());
    show();
    slider.emit("optionsChanged");
  });
}
