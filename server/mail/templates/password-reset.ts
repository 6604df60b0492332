import { type RenderedMail, renderMail } from "./layout.ts";
import type { MailLocale } from "./locale.ts";

/**
 * The one-time code mail of the forgot-password flow, in the user's language.
 * @example passwordResetMail("en", { name: "Aung Aung", code: "042917", minutes: 10 })
 */
export function passwordResetMail(
  locale: MailLocale,
  values: { name: string; code: string; minutes: number },
): RenderedMail {
  const { name, code, minutes } = values;
  if (locale === "my") {
    return renderMail("my", {
      subject: `စကားဝှက် ပြန်လည်သတ်မှတ်ရန် ကုဒ် ${code}`,
      paragraphs: [
        `မင်္ဂလာပါ ${name}၊\nသင့်စကားဝှက်ကို ပြန်လည်သတ်မှတ်ရန် အောက်ပါ ကုဒ်ကို အသုံးပြုပါ။`,
        `ဤကုဒ်သည် ${minutes} မိနစ်အတွင်းသာ အသုံးပြုနိုင်ပြီး တစ်ကြိမ်သာ သုံးနိုင်ပါသည်။ မည်သူ့ကိုမျှ မပေးပါနှင့်။`,
        "သင်ကိုယ်တိုင် မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုနိုင်ပါသည်။ သင့်စကားဝှက် မပြောင်းလဲပါ။",
      ],
      highlight: code,
    });
  }
  return renderMail("en", {
    subject: `Your password reset code: ${code}`,
    paragraphs: [
      `Hello ${name},\nuse this code to reset your password:`,
      `The code works once, for ${minutes} minutes. Do not share it with anyone.`,
      "If you did not ask for it, you can ignore this e-mail; your password stays the same.",
    ],
    highlight: code,
  });
}
