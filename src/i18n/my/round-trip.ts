import type { UIKey } from "../en.ts";

/** Myanmar texts of a round trip chosen leg by leg (spread into resultsMy, the results area; ADR 0071). */
export const roundTripMy: Partial<Record<UIKey, string>> = {
  "legs.step1": "အဆင့် ၁ (၂ ဆင့်အနက်)",
  "legs.step2": "အဆင့် ၂ (၂ ဆင့်အနက်)",
  "legs.outboundHeading": "အသွားခရီးစဉ်ကို ရွေးပါ",
  "legs.returnHeading": "အပြန်ခရီးစဉ်ကို ရွေးပါ",
  "legs.tripFrom": "အသွားအပြန် အနည်းဆုံးဈေး",
  "legs.tripTotal": "အသွားအပြန် စုစုပေါင်း",
  "legs.chosenOutbound": "သင်ရွေးထားသော အသွားခရီးစဉ်",
  "legs.change": "ပြောင်းရန်",
  "legs.changeLabel": "အသွားခရီးစဉ်ကို ပြောင်းရန်",
  "legs.noReturns": "ဤအသွားခရီးစဉ်နှင့် ကိုက်ညီသော အပြန်ခရီးစဉ် မရှိပါ။ အခြားအသွားခရီးစဉ်တစ်ခုကို ရွေးပါ။",
  "legs.familiesLater":
    "အိတ်ပိုယူနိုင်သော သို့မဟုတ် ပြောင်းလဲရလွယ်ကူသော လက်မှတ်အမျိုးအစားများသည် ခရီးစဉ်တစ်ခုလုံးအတွက် ဖြစ်ပါသည်။ ဤအသွားခရီးစဉ်ကို ရွေးပြီးနောက် အပြန်ခရီးစဉ်၏ အသေးစိတ်တွင် ကြည့်နိုင်ပါသည်။",
  "legs.chooseOutbound": "ဤအသွားခရီးစဉ်ကို ရွေးရန်",
};
