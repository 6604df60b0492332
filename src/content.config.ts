import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";

/** A text in both languages: `en` for English pages, `my` (Burmese script) for /my pages. */
const localized = z
  .object({
    en: z.string().min(1).describe("English text"),
    my: z.string().min(1).describe("Myanmar text, in Burmese script"),
  })
  .strict();

/** A picture in public/images: its path, its size in pixels and what it shows. */
const picture = z
  .object({
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9/-]+\.svg$/)
      .describe("Path under public/, e.g. /images/destinations/bagan.svg"),
    width: z.number().int().positive().describe("Width in pixels (keeps the page from jumping)"),
    height: z.number().int().positive().describe("Height in pixels"),
    alt: localized.describe("What the picture shows, for people who cannot see it"),
  })
  .strict();

const order = z.number().int().min(0).describe("Position in the list, smallest first");

/** FAQs on the contact page: one Markdown file per question and language (faqs/en, faqs/my). */
const faqs = defineCollection({
  loader: glob({ pattern: "{en,my}/*.md", base: "./src/content/faqs" }),
  schema: z
    .object({
      question: z.string().min(1).describe("The question, shown on the closed disclosure"),
      order,
    })
    .strict(),
});

/** The About Us text: one Markdown file per language (about/en.md, about/my.md). */
const about = defineCollection({
  loader: glob({ pattern: "{en,my}.md", base: "./src/content/about" }),
  schema: z
    .object({
      title: z.string().min(1).describe("The page's main heading"),
      lead: z.string().min(1).describe("One sentence under the heading"),
      images: z
        .array(
          z
            .object({
              src: z
                .string()
                .regex(/^\/images\/[a-z0-9/-]+\.svg$/)
                .describe("Path under public/"),
              width: z.number().int().positive().describe("Width in pixels"),
              height: z.number().int().positive().describe("Height in pixels"),
              alt: z.string().min(1).describe("What the picture shows, in this file's language"),
            })
            .strict(),
        )
        .length(2)
        .describe("The two pictures beside the text"),
    })
    .strict(),
});

/** Popular Destinations carousel (the spec's four pictures). */
const destinations = defineCollection({
  loader: file("./src/content/destinations.json"),
  schema: z.object({ id: z.string(), name: localized.describe("City name"), order, image: picture }).strict(),
});

/** Testimonials: the travellers' words shown one at a time on the home page. */
const testimonials = defineCollection({
  loader: file("./src/content/testimonials.json"),
  schema: z
    .object({
      id: z.string(),
      name: localized.describe("The traveller's name"),
      trip: localized.describe("Their trip, e.g. 'Yangon to Bangkok'"),
      description: localized.describe("What they said"),
      order,
    })
    .strict(),
});

/** Popular Airlines strip: text-mark logos (no real trademarks). */
const airlines = defineCollection({
  loader: file("./src/content/airlines.json"),
  schema: z
    .object({ id: z.string(), name: z.string().describe("Airline name"), order, image: picture })
    .strict(),
});

/** Why Choose Us cards (the spec: four cards titled 'Best price guarantee'). */
const whyChooseUs = defineCollection({
  loader: file("./src/content/why-choose-us.json"),
  schema: z
    .object({
      id: z.string(),
      title: localized.describe("Card title"),
      text: localized.describe("One or two sentences under the title"),
      icon: z.enum(["price", "support", "payment", "ticket"]).describe("Which drawn icon the card shows"),
      order,
    })
    .strict(),
});

export const collections = { faqs, about, destinations, testimonials, airlines, whyChooseUs };
