import type { UIKey } from "../en.ts";

/** Myanmar texts of a booking's history and of the history page offline (spread into src/i18n/my.ts). */
export const historyMy: Partial<Record<UIKey, string>> = {
  "history.title": "မှတ်တမ်း",
  "history.PAID": "ဘွတ်ကင်လုပ်ပြီး {amount} ပေးချေခဲ့သည်",
  "history.CHANGED": "ရက်စွဲကို {from} မှ {to} သို့ ပြောင်းခဲ့သည်",
  "history.charged": "ပြောင်းလဲခအဖြစ် {amount} ပေးချေခဲ့သည်",
  "history.free": "ပြောင်းလဲမှုအတွက် ကုန်ကျစရိတ် မရှိခဲ့ပါ",
  "history.MOVED": "လေကြောင်းလိုင်းက {date} ရက်နေ့ {flight} ၏ အချိန်ကို ပြောင်းခဲ့သည်- {previous} → {time}",
  "history.CANCELLED_FLIGHT": "လေကြောင်းလိုင်းက {date} ရက်နေ့ {flight} ကို ဖျက်သိမ်းခဲ့သည်",
  "history.answer.ACCEPTED": "သင်က အချိန်အသစ်ကို လက်ခံခဲ့သည်",
  "history.answer.REFUNDED": "သင်က ငွေအပြည့်ပြန်အမ်း၍ ပယ်ဖျက်ခဲ့သည်",
  "history.answer.MOVED": "သင်က အခမဲ့ အခြားလေယာဉ်သို့ ပြောင်းခဲ့သည်",
  "history.answer.open": "သင့်အဖြေကို စောင့်နေပါသည်",
  "history.CANCELLED": "ပယ်ဖျက်ခဲ့သည်- {amount} ကို သင့်ပိုက်ဆံအိတ်ထဲသို့ ပြန်အမ်းခဲ့သည်",
  "history.cancelledNothing": "ပယ်ဖျက်ခဲ့သည်- ပြန်အမ်းငွေ မရှိပါ",
  "history.cancelledForChange": "လေကြောင်းလိုင်း၏ ပြောင်းလဲမှုကြောင့် ပယ်ဖျက်ခဲ့သည်- {amount} ကို အပြည့်ပြန်အမ်းခဲ့သည်",
  "history.other": "ဘွတ်ကင်ကို ပြင်ဆင်ခဲ့သည်",
  "history.otherFlights": "ယခုလေယာဉ် {to}၊ ယခင် {from}",
  "history.otherAmount": "ငွေပမာဏ- {amount}",
  "history.changedWas": "ပြောင်းထားသည် · ယခင် {flights}",
  "history.findAnswer": "ဤပြောင်းလဲမှုကို ဖြေကြားရန် ဘွတ်ကင်ပြုလုပ်ခဲ့သော အကောင့်ဖြင့် ဝင်ရောက်ပါ။",
  "history.offline.title": "အင်တာနက် ချိတ်ဆက်မှု မရှိပါ",
  "history.offline.kept": "ဤဘွတ်ကင်များကို ဤစက်ပေါ်တွင် သိမ်းထားပါသည်။ သင့်ဘွတ်ကင်စာရင်း အပြည့်အစုံအတွက် အင်တာနက် ချိတ်ဆက်မှု လိုအပ်ပါသည်။",
  "history.offline.none": "ဤစက်ပေါ်တွင် သိမ်းထားသော ဘွတ်ကင် မရှိပါ။ သင့်ဘွတ်ကင်စာရင်းအတွက် အင်တာနက် ချိတ်ဆက်မှု လိုအပ်ပါသည်။",
  "history.offline.saved": "{date} {time} တွင် သိမ်းထားသည်",
  "history.offline.open": "သိမ်းထားသော မိတ္တူကို ဖွင့်မည်",
};
