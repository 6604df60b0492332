import type { UIKey } from "../en.ts";

/** Myanmar texts of an airline's schedule change on a booking (spread into src/i18n/my.ts). */
export const scheduleMy: Partial<Record<UIKey, string>> = {
  "schedule.MOVED": "သင့်လေယာဉ် {flight} သည် {date} တွင် {previous} အစား {time} ၌ ထွက်ခွာပါမည်",
  "schedule.CANCELLED": "{date} ရက်နေ့ သင့်လေယာဉ် {flight} ကို လေကြောင်းလိုင်းက ဖျက်သိမ်းလိုက်ပါသည်",
  "schedule.local": "အချိန်များသည် လေဆိပ်ဒေသစံတော်ချိန် ဖြစ်ပါသည်။ ဤပြောင်းလဲမှုအကြောင်း သင့်ထံ အီးမေးလ် ပို့ပြီးပါပြီ။",
  "schedule.badge.MOVED": "အချိန်ဇယား ပြောင်းလဲထားသည်",
  "schedule.badge.CANCELLED": "လေယာဉ်ခရီးစဉ် ဖျက်သိမ်းထားသည်",
};
