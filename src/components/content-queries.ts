import { getCollection } from "astro:content";
import type { Locale } from "../i18n/locales.ts";

const byOrder = <T extends { data: { order: number } }>(a: T, b: T) => a.data.order - b.data.order;

/** The destinations carousel's slides in `locale`, in their editor-given order. */
export async function destinationsFor(locale: Locale) {
  const entries = (await getCollection("destinations")).sort(byOrder);
  return entries.map(({ data }) => ({
    id: data.id,
    name: data.name[locale],
    image: { ...data.image, alt: data.image.alt[locale] },
  }));
}

/** The airline logos in `locale`. */
export async function airlinesFor(locale: Locale) {
  const entries = (await getCollection("airlines")).sort(byOrder);
  return entries.map(({ data }) => ({
    id: data.id,
    name: data.name,
    image: { ...data.image, alt: data.image.alt[locale] },
  }));
}

/** The testimonials in `locale`. */
export async function testimonialsFor(locale: Locale) {
  const entries = (await getCollection("testimonials")).sort(byOrder);
  return entries.map(({ data }) => ({
    id: data.id,
    name: data.name[locale],
    trip: data.trip[locale],
    description: data.description[locale],
  }));
}

/** The Why Choose Us cards in `locale`. */
export async function whyCardsFor(locale: Locale) {
  const entries = (await getCollection("whyChooseUs")).sort(byOrder);
  return entries.map(({ data }) => ({
    id: data.id,
    icon: data.icon,
    title: data.title[locale],
    text: data.text[locale],
  }));
}

/** The FAQ entries (Markdown) of `locale`, ready to render. */
export async function faqsFor(locale: Locale) {
  return (await getCollection("faqs", (entry) => entry.id.startsWith(`${locale}/`))).sort(byOrder);
}
