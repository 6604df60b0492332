import { useState } from "react";
import { padCount, selectIndex } from "../ui/pager.ts";

export interface Testimonial {
  id: string;
  name: string;
  trip: string;
  description: string;
}

interface Props {
  testimonials: Testimonial[];
  strings: { "testimonials.show": string };
}

/**
 * One testimonial at a time, a segmented bar with one button per testimonial, and the counter
 * ('01' / the zero-padded total). The first one is in the static HTML.
 */
export default function Testimonials({ testimonials, strings }: Props) {
  const [index, setIndex] = useState(0);
  const current = testimonials[index];
  if (!current) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <figure
        aria-live="polite"
        className="min-h-48 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10"
      >
        <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 text-accent-500" fill="currentColor">
          <path d="M0 24V13C0 5 4 1 12 0v5c-4 1-6 3-6 7h6v12zm20 0V13c0-8 4-12 12-13v5c-4 1-6 3-6 7h6v12z" />
        </svg>
        <blockquote className="mt-4 text-lg leading-relaxed text-slate-700">
          <p>{current.description}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
          >
            {current.name.slice(0, 1)}
          </span>
          <span>
            <span className="block font-semibold">{current.name}</span>
            <span className="block text-sm text-slate-600">{current.trip}</span>
          </span>
        </figcaption>
      </figure>
      <div className="mt-6 flex items-center gap-4">
        <ul className="flex flex-1 gap-2">
          {testimonials.map((testimonial, position) => (
            <li key={testimonial.id} className="flex-1">
              <button
                type="button"
                onClick={() => setIndex(selectIndex(index, position, testimonials.length))}
                aria-label={strings["testimonials.show"].replace("{n}", String(position + 1))}
                aria-current={position === index ? "true" : undefined}
                className="group block w-full py-3"
              >
                <span className="block h-1.5 rounded-full bg-slate-300 group-aria-[current]:bg-brand-600" />
              </button>
            </li>
          ))}
        </ul>
        <p className="shrink-0 font-semibold tabular-nums text-slate-700">
          <span className="text-brand-700">{padCount(index + 1)}</span> / {padCount(testimonials.length)}
        </p>
      </div>
    </div>
  );
}
