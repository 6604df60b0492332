import type { UIKey } from "./en.ts";
import { accountMy } from "./my/account.ts";
import { agencyMy } from "./my/agency.ts";
import { agentReportsMy } from "./my/agent-reports.ts";
import { agentSaleMy } from "./my/agent-sale.ts";
import { bookingMy } from "./my/booking.ts";
import { cancelMy } from "./my/cancel.ts";
import { changeMy } from "./my/change.ts";
import { historyMy } from "./my/history.ts";
import { moveMy } from "./my/move.ts";
import { paymentMy } from "./my/payment.ts";
import { resultsMy } from "./my/results.ts";
import { rulesMy } from "./my/rules.ts";
import { scheduleMy } from "./my/schedule.ts";
import { ticketMy } from "./my/ticket.ts";

/**
 * The Myanmar dictionary. Typed as partial so that a key added in English first still builds
 * (it falls back to English); `dictionaries.test.ts` fails until the translation is here.
 */
export const my: Partial<Record<UIKey, string>> = {
  "site.skipToContent": "အဓိက အကြောင်းအရာသို့ ကျော်သွားရန်",

  "meta.home.title": "Myanmar Flights: မြန်မာနိုင်ငံမှ လေယာဉ်လက်မှတ် ဘွတ်ကင်လုပ်ပါ",
  "meta.home.description":
    "မြန်မာနိုင်ငံမှ တစ်ကြောင်းသွားနှင့် အသွားအပြန် လေယာဉ်ခရီးစဉ်များကို ရှာဖွေ၊ နှိုင်းယှဉ်ပြီး ကျပ် (MMK) သို့မဟုတ် ဒေါ်လာ (USD) ဖြင့် ပေးချေပါ။",
  "meta.about.title": "ကျွန်ုပ်တို့အကြောင်း · Myanmar Flights",
  "meta.about.description": "ကျွန်ုပ်တို့ မည်သူဖြစ်ကြောင်းနှင့် မြန်မာခရီးသွားများ ကျွန်ုပ်တို့ထံ လေယာဉ်လက်မှတ် ဝယ်ယူကြသည့် အကြောင်းရင်း။",
  "meta.contact.title": "ဆက်သွယ်ရန် · Myanmar Flights",
  "meta.contact.description": "ကျွန်ုပ်တို့၏ အကူအညီပေးရေးအဖွဲ့ထံ စာရေးပါ၊ သို့မဟုတ် ဘွတ်ကင်ဆိုင်ရာ မေးလေ့ရှိသော မေးခွန်းများ၏ အဖြေကို ရှာပါ။",
  "meta.notFound.title": "စာမျက်နှာ မတွေ့ပါ · Myanmar Flights",
  "meta.notFound.description": "သင်ရှာနေသော စာမျက်နှာ မရှိပါ။",

  "nav.label": "ပင်မ",
  "nav.home": "ပင်မ",
  "nav.flights": "လေယာဉ်",
  "nav.findBooking": "ဘွတ်ကင် ရှာရန်",
  "nav.about": "အကြောင်း",
  "nav.contact": "ဆက်သွယ်ရန်",

  "settings.language": "ဘာသာစကား",
  "settings.currency": "ငွေကြေး",
  "settings.country": "နိုင်ငံ",
  "settings.title": "ဆက်တင်များ",
  "language.en": "အင်္ဂလိပ်",
  "language.my": "မြန်မာ",
  "language.current": "မြန်မာ",
  "country.myanmar": "မြန်မာ",
  "country.foreigner": "နိုင်ငံခြားသား",
  "header.app": "အက်ပ်",
  "header.appLabel": "အက်ပ်ကို ရယူပါ",

  "account.menu": "အကောင့်",
  "account.profile": "ပရိုဖိုင်",
  "account.logout": "ထွက်ရန်",
  "account.signIn": "ဝင်ရန်",
  "account.signUp": "စာရင်းသွင်းရန်",

  "menu.open": "မီနူး ဖွင့်ရန်",
  "menu.close": "မီနူး ပိတ်ရန်",
  "menu.openSettings": "ဆက်တင်များ ဖွင့်ရန်",
  "menu.closeSettings": "ဆက်တင်များ ပိတ်ရန်",

  "footer.hotline": "ဟော့လိုင်း",
  "footer.support": "အကူအညီ အီးမေးလ်",
  "footer.about": "အကြောင်း",
  "footer.aboutUs": "ကျွန်ုပ်တို့အကြောင်း",
  "footer.contactUs": "ဆက်သွယ်ရန်",
  "footer.faqs": "မေးလေ့ရှိသော မေးခွန်းများ",
  "footer.payment": "ငွေပေးချေမှု မိတ်ဖက်များ",
  "footer.getApp": "အက်ပ်ကို ရယူပါ",
  "footer.copyright": "© 2024 Myanmar Flights။ မူပိုင်ခွင့်အားလုံး ရယူထားသည်။",
  "footer.privacy": "ကိုယ်ရေးအချက်အလက် မူဝါဒ",
  "footer.terms": "စည်းကမ်းနှင့် သတ်မှတ်ချက်များ",
  "store.android": "Android တွင် ရယူပါ",
  "store.ios": "iOS တွင် ဒေါင်းလုဒ်လုပ်ပါ",

  "home.heroTitle": "မြန်မာနိုင်ငံမှ သင့်လေယာဉ်လက်မှတ်ကို ဘွတ်ကင်လုပ်ပါ",
  "home.heroText": "တစ်ကြောင်းသွားနှင့် အသွားအပြန် ခရီးစဉ်များကို ရှာဖွေပြီး ကျပ် သို့မဟုတ် ဒေါ်လာဖြင့် ပေးချေပါ။",
  "search.heading": "လေယာဉ်ခရီးစဉ် ရှာဖွေရန်",
  "airlines.heading": "လူကြိုက်များသော လေကြောင်းလိုင်းများ",
  "why.heading": "ကျွန်ုပ်တို့ကို ဘာကြောင့် ရွေးချယ်သင့်သလဲ",
  "why.text": "မြန်မာနိုင်ငံမှ ပျံသန်းသော လေကြောင်းလိုင်းများ၏ ဈေးနှုန်းများကို နှိုင်းယှဉ်ပေးသဖြင့် သင် အကောင်းဆုံးဈေးဖြင့် ပေးချေရပါသည်။",
  "why.homeAlt": "လေယာဉ်ပျံတက်သွားသည်ကို ကြည့်နေသော ခရီးဆောင်အိတ်နှင့် ခရီးသွား",
  "why.aboutAlt": "မြန်မာနိုင်ငံမြေပုံပေါ်တွင် ခရီးစဉ်များ စီစဉ်နေသော ကျွန်ုပ်တို့အဖွဲ့",
  "destinations.heading": "လူကြိုက်များသော ခရီးစဉ်နေရာများ",
  "carousel.previous": "ယခင် ပုံ",
  "carousel.next": "နောက် ပုံ",
  "carousel.goTo": "ပုံ {n} သို့ သွားရန်",
  "carousel.pause": "ခဏရပ်ရန်",
  "carousel.play": "ပြန်ဖွင့်ရန်",
  "testimonials.heading": "ကျွန်ုပ်တို့၏ ခရီးသွားများထံမှ ထူးချွန်မှုအသံများ",
  "testimonials.show": "သုံးသပ်ချက် {n} ကို ပြရန်",
  "app.eyebrow": "ကျွန်ုပ်တို့ ပေးဆောင်သည်",
  "app.heading": "အက်ပ်ကို ယခုပင် ဒေါင်းလုဒ်လုပ်ပါ",
  "app.text": "ဖုန်းပေါ်တွင် ရှာဖွေ၊ ဘွတ်ကင်လုပ်ပြီး သင့် e-ticket များကို သိမ်းထားပါ၊ အင်တာနက် နှေးသော်လည်း အသုံးပြုနိုင်ပါသည်။",
  "app.mobileAlt": "လေယာဉ်ရှာဖွေမှုကို ပြသထားသော ဖုန်းပေါ်ရှိ Myanmar Flights အက်ပ်",
  "app.websiteAlt": "လေယာဉ်ခရီးစဉ်များကို ပြသထားသော လက်ပ်တော့ပေါ်ရှိ Myanmar Flights ဝက်ဘ်ဆိုက်",
  "subscribe.heading": "ကျွန်ုပ်တို့၏ သတင်းလွှာကို စာရင်းသွင်းပါ",
  "subscribe.text": "လျှော့ဈေးများနှင့် ခရီးသွားသတင်းများကို လစဉ် တစ်ကြိမ်ခန့် ပို့ပေးပါမည်။ အချိန်မရွေး ရပ်ဆိုင်းနိုင်ပါသည်။",
  "subscribe.label": "သင့် အီးမေးလ်လိပ်စာ",
  "subscribe.placeholder": "you@example.com",
  "subscribe.submit": "စာရင်းသွင်းမည်",
  "subscribe.success": "ကျေးဇူးတင်ပါသည်။ သင် စာရင်းသွင်းပြီးပါပြီ။",

  "about.heading": "ကျွန်ုပ်တို့အကြောင်း",

  "contact.heading": "ဆက်သွယ်ရန်",
  "contact.text": "ကျွန်ုပ်တို့ထံ စာပို့ပါ၊ အကူအညီပေးရေးအဖွဲ့က အီးမေးလ်ဖြင့် ပြန်လည်ဖြေကြားပါမည်။",
  "contact.name": "အမည်",
  "contact.email": "အီးမေးလ်",
  "contact.message": "ဘာကူညီပေးရမလဲ။",
  "contact.messagePlaceholder": "သင့်စာကို ဤနေရာတွင် ရိုက်ပါ",
  "contact.submit": "ပေးပို့မည်",
  "contact.sending": "ပို့နေသည်…",
  "contact.success": "ကျေးဇူးတင်ပါသည်။ သင့်စာကို ပို့ပြီးပါပြီ။ အီးမေးလ်ဖြင့် ပြန်လည်ဖြေကြားပါမည်။",
  "contact.required": "သင့်အမည်နှင့် အီးမေးလ်ကို ထည့်ပါ။",
  "contact.illustrationAlt": "စားပွဲတွင် စာများကို ဖြေကြားနေသော အကူအညီပေးဝန်ထမ်း",
  "faq.heading": "မေးလေ့ရှိသော မေးခွန်းများ",

  // The booking app's texts, one file per area (src/i18n/my/).
  ...bookingMy,
  ...rulesMy,
  ...resultsMy,
  ...ticketMy,
  ...paymentMy,
  ...accountMy,
  ...agencyMy,
  ...cancelMy,
  ...scheduleMy,
  ...historyMy,
  ...changeMy,
  ...moveMy,
  ...agentSaleMy,
  ...agentReportsMy,
};
