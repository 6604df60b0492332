import type { UIKey } from "../en.ts";

/** Myanmar texts of the booking app's shell, downloaded first when Myanmar is chosen (src/booking/texts.ts). */
export const bookingMy: Partial<Record<UIKey, string>> = {
  // Shown by the marketing pages too.
  "site.name": "Myanmar Flights",
  "error.network": "ဆာဗာသို့ ဆက်သွယ်၍ မရပါ။ သင့်အင်တာနက်ကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။",
  "error.timeout": "ဆာဗာ ပြန်ဖြေရန် ကြာလွန်းနေပါသည်။ ထပ်ကြိုးစားပါ။",
  "error.generic": "တစ်ခုခု မှားယွင်းသွားပါသည်။ ထပ်ကြိုးစားပါ။",
  "error.email": "မှန်ကန်သော အီးမေးလ်လိပ်စာ ထည့်ပါ။",
  "error.tooMany": "ကြိုးစားမှု များလွန်းနေပါသည်။ တစ်မိနစ်ခန့် စောင့်ပြီး ထပ်ကြိုးစားပါ။",
  "error.holdsLimit":
    "ငွေပေးချေရန် စောင့်နေသော ဘွတ်ကင် ၃ ခု ရှိနေပြီ ဖြစ်ပါသည်။ ထပ်မံ ဘွတ်ကင်မလုပ်မီ တစ်ခုကို ငွေပေးချေပါ၊ သို့မဟုတ် ၎င်း၏ မိနစ် ၃၀ ထိန်းသိမ်းချိန် ကုန်ဆုံးသည်အထိ စောင့်ပါ။",
  "error.eticketMailLimit":
    "ဤ အီး-လက်မှတ်ကို ယနေ့ အီးမေးလ်ဖြင့် ပို့ပြီးသည်မှာ များလွန်းနေပါပြီ။ သင့်ဘွတ်ကင်မှ ဒေါင်းလုဒ်လုပ်ပါ၊ သို့မဟုတ် မနက်ဖြန် ထပ်တောင်းပါ။",
  "notFound.heading": "စာမျက်နှာ မတွေ့ပါ",
  "notFound.text": "သင်ရှာနေသော စာမျက်နှာ မရှိပါ။",
  "notFound.home": "ပင်မစာမျက်နှာသို့ ပြန်သွားရန်",

  // The booking steps' words, shown by the ticket and payment screens.
  "progress.label": "ဘွတ်ကင် အဆင့်များ",
  "progress.booking": "ဘွတ်ကင်",
  "progress.payment": "ငွေပေးချေမှု",
  "progress.complete": "ပြီးဆုံး",
  "progress.current": "(လက်ရှိ အဆင့်)",
  "trip.way": "ခရီးစဉ်",

  "route.flights": "လေယာဉ်ခရီးစဉ် ရလဒ်များ",
  "route.choose": "သင်ရွေးထားသော ခရီးစဉ်",
  "route.change": "ဘွတ်ကင် ပြောင်းလဲရန်",
  "route.login": "အကောင့်ဝင်ရန်",
  "route.signup": "အကောင့်ဖွင့်ရန်",
  "route.signupAgent": "ကိုယ်စားလှယ်အဖြစ် အကောင့်ဖွင့်ရန်",
  "route.forgetPassword": "စကားဝှက် မေ့နေပါသလား",
  "route.ticket": "ခရီးသည် အချက်အလက်",
  "route.payment": "ငွေပေးချေမှု",
  "route.paymentCard": "ကတ်ဖြင့် ပေးချေရန်",
  "route.paymentCardAlias": "ကတ်ဖြင့် ပေးချေရန်",
  "route.paymentKpay": "KBZPay ဖြင့် ပေးချေရန်",
  "route.paymentComplete": "ဘွတ်ကင် အတည်ပြုပြီး",
  "route.wallet": "ကျွန်ုပ်၏ ပိုက်ဆံအိတ်",
  "route.walletCard": "ကတ်ဖြင့် ငွေဖြည့်ရန်",
  "route.walletKpay": "KBZPay ဖြင့် ငွေဖြည့်ရန်",
  "route.profile": "ကျွန်ုပ်၏ ပရိုဖိုင်",
  "route.bookingHistory": "ဘွတ်ကင် မှတ်တမ်း",
  "route.bookingDetail": "ဘွတ်ကင် အသေးစိတ်",
  "app.description": "မြန်မာနိုင်ငံမှ လေယာဉ်ခရီးစဉ်များကို ရှာဖွေ၊ ဘွတ်ကင်လုပ်ပြီး ပေးချေပါ။",
  "app.loading": "ဖွင့်နေသည်…",
  "app.needsJavaScript": "ဤစာမျက်နှာသည် JavaScript လိုအပ်ပါသည်။ ဖွင့်ပေးပါ၊ သို့မဟုတ် ဘွတ်ကင်လုပ်ရန် ကျွန်ုပ်တို့၏ ဟော့လိုင်းကို ဖုန်းဆက်ပါ။",
  "app.unexpectedError": "မမျှော်လင့်ထားသော အမှား ဖြစ်ပွားခဲ့ပါသည်!",
  "app.tryAgain": "ထပ်ကြိုးစားရန်",
  "app.loadFailed": "ဤစာမျက်နှာ၏ အစိတ်အပိုင်းကို ဖွင့်၍ မရပါ။ သင့်အင်တာနက်ကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။",
  "app.sessionExpired": "သင့်အကောင့်ဝင်ချိန် သက်တမ်းကုန်သွားပါပြီ။ ထပ်မံ ဝင်ရောက်ပါ။",
  "app.signedOut": "သင့်အကောင့်ဝင်ချိန် ကုန်သွားပါပြီ။ ထပ်မံ ဝင်ရောက်ပါ။",
  "app.signInFirst": "ဆက်လက်လုပ်ဆောင်ရန် အကောင့်ဝင်ပါ။",
  "eticket.downloadFailed": "အီး-လက်မှတ်ကို ဒေါင်းလုဒ်ဆွဲ၍ မရပါ။ ထပ်ကြိုးစားပါ။",
};
