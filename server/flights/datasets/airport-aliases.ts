/**
 * Other names travellers type for the airports of `airports.ts`: old names (Rangoon, Pagan,
 * Akyab), other spellings (Kyaukphyu, Don Muang), the airport's own place (Mingaladon, Nyaung-U)
 * and the destination it serves (Ngapali, Inle Lake), in English and in Myanmar. The airport search
 * (`airport-match.ts`) finds an airport by these after its code, city, name and country, and a
 * search's `from` and `to` take any of them whole. Spellings that differ only in how Burmese is
 * typed (stacked or not, kinzi, Zawgyi) need no row: the search reads them alike.
 */
export const AIRPORT_ALIASES_VERSION = "2026-11-29";

export interface AirportAliases {
  iataCode: string;
  en: readonly string[];
  my: readonly string[];
}

export const AIRPORT_ALIASES: readonly AirportAliases[] = [
  { iataCode: "RGN", en: ["Rangoon", "Mingaladon"], my: ["မင်္ဂလာဒုံ"] },
  { iataCode: "MDL", en: ["Tada-U", "Yadanabon"], my: ["တံတားဦး", "ရတနာပုံ"] },
  { iataCode: "NYU", en: ["Pagan", "Nyaung-U", "Nyaung Oo"], my: ["ညောင်ဦး"] },
  { iataCode: "HEH", en: ["Inle Lake", "Taunggyi", "Kalaw"], my: ["အင်းလေး", "တောင်ကြီး", "ကလော"] },
  { iataCode: "NYT", en: ["Nay Pyi Taw", "Naypyitaw", "Nay Pyi Daw"], my: [] },
  { iataCode: "SNW", en: ["Ngapali", "Sandoway"], my: ["ငပလီ"] },
  { iataCode: "KYP", en: ["Kyaukphyu"], my: [] },
  { iataCode: "AKY", en: ["Akyab"], my: [] },
  { iataCode: "KET", en: ["Kyaingtong", "Keng Tung"], my: [] },
  { iataCode: "THL", en: ["Tachilek"], my: [] },
  { iataCode: "TVY", en: ["Tavoy"], my: [] },
  { iataCode: "MGZ", en: ["Mergui", "Beik"], my: [] },
  { iataCode: "KAW", en: ["Victoria Point", "Kawthoung"], my: [] },
  { iataCode: "MNU", en: ["Moulmein"], my: [] },
  { iataCode: "PBU", en: ["Fort Hertz"], my: [] },
  { iataCode: "KMV", en: ["Kalemyo", "Kale"], my: ["ကလေးမြို့"] },
  { iataCode: "BKK", en: ["Krung Thep"], my: ["ဗန်ကောက်", "ဆုဝဏ္ဏဘူမိ"] },
  { iataCode: "DMK", en: ["Don Muang", "Krung Thep"], my: ["ဗန်ကောက်", "ဒွန်မောင်း"] },
  { iataCode: "SIN", en: ["Changi"], my: ["ချန်ဂီ"] },
  { iataCode: "KUL", en: ["KLIA", "Sepang"], my: [] },
  { iataCode: "HAN", en: ["Ha Noi"], my: [] },
  { iataCode: "SGN", en: ["Saigon", "HCMC"], my: ["ဆိုင်ဂုံ"] },
  { iataCode: "CAN", en: ["Canton"], my: ["ကန်တုံ"] },
  { iataCode: "ICN", en: ["Inchon"], my: [] },
  { iataCode: "DEL", en: ["New Delhi"], my: ["နယူးဒေလီ"] },
  { iataCode: "CCU", en: ["Calcutta"], my: ["ကာလကတ္တား"] },
];
