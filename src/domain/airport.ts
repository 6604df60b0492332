/** One entry of `GET /apis/airports`. */
export interface Airport {
  iataCode: string;
  name: string;
  city: string;
  /** The city in Myanmar. */
  cityMy: string;
  country: string;
  countryCode: string;
  /** True for an airport in Myanmar. */
  domestic: boolean;
  terminals: string[];
  /** The airport's fixed offset from UTC, in minutes (none of its countries keeps summer time). */
  utcOffsetMinutes: number;
}
