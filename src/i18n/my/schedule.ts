import type { UIKey } from "../en.ts";

/** Myanmar texts of an airline's schedule change on a booking (spread into src/i18n/my.ts). */
export const scheduleMy: Partial<Record<UIKey, string>> = {
  "schedule.MOVED": "သင့်လေယာဉ် {flight} သည် {date} တွင် {previous} အစား {time} ၌ ထွက်ခွာပါမည်",
  "schedule.CANCELLED": "{date} ရက်နေ့ သင့်လေယာဉ် {flight} ကို လေကြောင်းလိုင်းက ဖျက်သိမ်းလိုက်ပါသည်",
  "schedule.local": "အချိန်များသည် လေဆိပ်ဒေသစံတော်ချိန် ဖြစ်ပါသည်။ ဤပြောင်းလဲမှုအကြောင်း သင့်ထံ အီးမေးလ် ပို့ပြီးပါပြီ။",
  "schedule.badge.MOVED": "အချိန်ဇယား ပြောင်းလဲထားသည်",
  "schedule.badge.CANCELLED": "လေယာဉ်ခရီးစဉ် ဖျက်သိမ်းထားသည်",
  "schedule.accept": "အချိန်အသစ်ကို လက်ခံမည်",
  "schedule.accepting": "လက်ခံနေသည်...",
  "schedule.accepted": "ပြီးပါပြီ။ သင့်ဘွတ်ကင်နှင့် အီးလက်မှတ်တွင် အချိန်အသစ်ကို ပြသထားပါသည်။",
  "schedule.refund": "ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်မည်",
  "schedule.refundTitle": "ဘွတ်ကင် {id} ကို ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်ရန်",
  "schedule.refundBody":
    "လေကြောင်းလိုင်းက သင့်လေယာဉ်ခရီးစဉ်ကို ပြောင်းလဲခဲ့သဖြင့် သင်ပေးချေခဲ့သည့်ငွေ အားလုံး {amount} ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ပြန်အမ်းပါမည်။ မည်သည့်ကြေးမျှ မဖြတ်ပါ။ သင့်ထိုင်ခုံများကို ပြန်လည်ရောင်းချပါမည်။",
  "schedule.refundConfirm": "ပယ်ဖျက်ပြီး {amount} ပြန်အမ်းမည်",
  "schedule.refunded": "ဘွတ်ကင်ကို ပယ်ဖျက်ပြီးပါပြီ။ သင်ပေးချေခဲ့သည့်ငွေ အားလုံး {amount} ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ပြန်ထည့်ပြီးပါပြီ။",
  "schedule.error.NO_OPEN_CHANGE": "ဤပြောင်းလဲမှုကို ဖြေကြားပြီး ဖြစ်ပါသည်။ သင့်ဘွတ်ကင်ကို ကြည့်ရန် စာမျက်နှာကို ပြန်ဖွင့်ပါ။",
  "schedule.error.FLIGHT_CANCELLED":
    "လေကြောင်းလိုင်းက ဤလေယာဉ်ကို ဖျက်သိမ်းလိုက်သဖြင့် လက်ခံရန် အချိန်အသစ် မရှိပါ။ ငွေအပြည့်ပြန်အမ်းခြင်းကိုသာ ရွေးချယ်နိုင်ပါသည်။",
  "schedule.error.ALREADY_CANCELLED": "ဤဘွတ်ကင်ကို ပယ်ဖျက်ပြီး ဖြစ်ပါသည်။",
  "schedule.error.DEPARTED": "သင့်ပထမလေယာဉ် ထွက်ခွာသွားပြီ ဖြစ်သဖြင့် ဤဘွတ်ကင်ကို ငွေပြန်မအမ်းနိုင်တော့ပါ။",
};
