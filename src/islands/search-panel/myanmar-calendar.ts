import type { Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";

const months = [
  "ဇန်နဝါရီ",
  "ဖေဖော်ဝါရီ",
  "မတ်",
  "ဧပြီ",
  "မေ",
  "ဇွန်",
  "ဇူလိုင်",
  "ဩဂုတ်",
  "စက်တင်ဘာ",
  "အောက်တိုဘာ",
  "နိုဝင်ဘာ",
  "ဒီဇင်ဘာ",
];
const days = ["တနင်္ဂနွေ", "တနင်္လာ", "အင်္ဂါ", "ဗုဒ္ဓဟူး", "ကြာသပတေး", "သောကြာ", "စနေ"];
const shortDays = ["နွေ", "လာ", "ဂါ", "ဟူး", "တေး", "ကြာ", "နေ"];

/**
 * date-fns has no Burmese locale: this one is English with Myanmar month and weekday names,
 * enough for react-datepicker's header, weekday row and day labels on /my/.
 */
export const myanmarCalendarLocale: Locale = {
  ...enUS,
  code: "my",
  localize: {
    ...enUS.localize,
    month: (index: number) => months[index] ?? "",
    day: (index: number, options?: { width?: string }) =>
      (options?.width === "short" || options?.width === "narrow" ? shortDays : days)[index] ?? "",
  },
};
