/**
 * Airports the inventory serves. UTC offsets are fixed: none of these countries keeps daylight
 * saving time, so an offset per airport is exact all year; each airport names its IANA time zone
 * too (a calendar names the zone of each flight's times), one zone per country here. Terminals: where a domestic and an
 * international terminal differ, `domesticTerminal` names the domestic one.
 */
import type { Airport } from "../../../src/domain/airport.ts";

export const AIRPORTS_VERSION = "2026-11-21";

/**
 * An airport of the inventory: what the API answers of it (but `domestic`, which its country
 * code says) and, where it differs from the international one, its domestic terminal.
 */
export interface AirportData extends Omit<Airport, "domestic"> {
  domesticTerminal?: string;
}

const mm = (
  iataCode: string,
  city: string,
  cityMy: string,
  name: string,
  terminals = ["1"],
): AirportData => ({
  iataCode,
  name,
  city,
  cityMy,
  country: "Myanmar",
  countryCode: "MM",
  utcOffsetMinutes: 390,
  timeZone: "Asia/Yangon",
  terminals,
});

const abroad = (
  iataCode: string,
  city: string,
  cityMy: string,
  name: string,
  country: Country,
  terminals: string[],
  domesticTerminal?: string,
): AirportData => ({
  iataCode,
  name,
  city,
  cityMy,
  country: country[0],
  countryCode: country[1],
  utcOffsetMinutes: country[2],
  timeZone: country[3],
  terminals,
  ...(domesticTerminal ? { domesticTerminal } : {}),
});

/** A country: its name, its code, its offset from UTC in minutes and its IANA time zone. */
type Country = [string, string, number, string];

const TH: Country = ["Thailand", "TH", 420, "Asia/Bangkok"];
const VN: Country = ["Vietnam", "VN", 420, "Asia/Ho_Chi_Minh"];
const CN: Country = ["China", "CN", 480, "Asia/Shanghai"];
const IN: Country = ["India", "IN", 330, "Asia/Kolkata"];

export const AIRPORTS: readonly AirportData[] = [
  { ...mm("RGN", "Yangon", "ရန်ကုန်", "Yangon International Airport", ["1", "3"]), domesticTerminal: "3" },
  mm("MDL", "Mandalay", "မန္တလေး", "Mandalay International Airport"),
  mm("NYU", "Bagan", "ပုဂံ", "Nyaung U Airport"),
  mm("HEH", "Heho", "ဟဲဟိုး", "Heho Airport"),
  mm("NYT", "Naypyidaw", "နေပြည်တော်", "Naypyidaw International Airport"),
  mm("SNW", "Thandwe", "သံတွဲ", "Thandwe Airport (Ngapali)"),
  mm("KYP", "Kyaukpyu", "ကျောက်ဖြူ", "Kyaukpyu Airport"),
  mm("AKY", "Sittwe", "စစ်တွေ", "Sittwe Airport"),
  mm("MYT", "Myitkyina", "မြစ်ကြီးနား", "Myitkyina Airport"),
  mm("KET", "Kengtung", "ကျိုင်းတုံ", "Kengtung Airport"),
  mm("THL", "Tachileik", "တာချီလိတ်", "Tachileik Airport"),
  mm("LSH", "Lashio", "လားရှိုး", "Lashio Airport"),
  mm("TVY", "Dawei", "ထားဝယ်", "Dawei Airport"),
  mm("MGZ", "Myeik", "မြိတ်", "Myeik Airport"),
  mm("KAW", "Kawthaung", "ကော့သောင်း", "Kawthaung Airport"),
  mm("MNU", "Mawlamyine", "မော်လမြိုင်", "Mawlamyine Airport"),
  mm("LIW", "Loikaw", "လွိုင်ကော်", "Loikaw Airport"),
  mm("PBU", "Putao", "ပူတာအို", "Putao Airport"),
  mm("BMO", "Bhamo", "ဗန်းမော်", "Bhamo Airport"),
  mm("KMV", "Kalay", "ကလေး", "Kalay Airport"),
  abroad("BKK", "Bangkok", "ဘန်ကောက်", "Suvarnabhumi Airport", TH, ["1"]),
  abroad("DMK", "Bangkok", "ဘန်ကောက်", "Don Mueang International Airport", TH, ["1", "2"], "2"),
  abroad(
    "SIN",
    "Singapore",
    "စင်ကာပူ",
    "Singapore Changi Airport",
    ["Singapore", "SG", 480, "Asia/Singapore"],
    ["1", "2", "3"],
  ),
  abroad(
    "KUL",
    "Kuala Lumpur",
    "ကွာလာလမ်ပူ",
    "Kuala Lumpur International Airport",
    ["Malaysia", "MY", 480, "Asia/Kuala_Lumpur"],
    ["1", "2"],
  ),
  abroad("HAN", "Hanoi", "ဟနွိုင်း", "Noi Bai International Airport", VN, ["2"]),
  abroad("SGN", "Ho Chi Minh City", "ဟိုချီမင်းစီးတီး", "Tan Son Nhat International Airport", VN, ["2"]),
  abroad("KMG", "Kunming", "ကူမင်း", "Kunming Changshui International Airport", CN, ["1"]),
  abroad("CAN", "Guangzhou", "ကွမ်ကျိုး", "Guangzhou Baiyun International Airport", CN, ["1", "2"]),
  abroad(
    "ICN",
    "Seoul",
    "ဆိုးလ်",
    "Incheon International Airport",
    ["South Korea", "KR", 540, "Asia/Seoul"],
    ["1", "2"],
  ),
  abroad(
    "NRT",
    "Tokyo",
    "တိုကျို",
    "Narita International Airport",
    ["Japan", "JP", 540, "Asia/Tokyo"],
    ["1", "2"],
  ),
  abroad("DEL", "Delhi", "ဒေလီ", "Indira Gandhi International Airport", IN, ["3"]),
  abroad("CCU", "Kolkata", "ကိုလ်ကတ္တား", "Netaji Subhas Chandra Bose International Airport", IN, ["2"]),
  abroad(
    "DXB",
    "Dubai",
    "ဒူဘိုင်း",
    "Dubai International Airport",
    ["United Arab Emirates", "AE", 240, "Asia/Dubai"],
    ["3"],
  ),
  abroad(
    "PNH",
    "Phnom Penh",
    "ဖနွမ်းပင်",
    "Phnom Penh International Airport",
    ["Cambodia", "KH", 420, "Asia/Phnom_Penh"],
    ["1"],
  ),
];
