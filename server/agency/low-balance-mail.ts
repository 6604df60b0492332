import { formatCents, USD } from "../../src/domain/money.ts";
import { localePath } from "../../src/routes.ts";
import type { AppDeps } from "../context.ts";
import type { ClaimedJob } from "../jobs/queue.ts";
import { type RenderedMail, renderMail } from "../mail/templates/layout.ts";
import { type MailLocale, mailLocale } from "../mail/templates/locale.ts";
import { mmkRate } from "../routes/currency/currency.routes.ts";

/**
 * The job a debit that takes an agent's deposit below their threshold enqueues (the trigger of
 * migration 0015_low_balance_trigger, one per crossing: keyed by the debit's ledger row).
 */
export const LOW_BALANCE_MAIL_KIND = "low-balance-mail";

interface LowBalancePayload {
  locale: string;
  to: string[];
  /** US cents, as they were when the debit crossed the threshold. */
  threshold: number;
  balance: number;
}

function isLowBalancePayload(value: unknown): value is LowBalancePayload {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.locale === "string" &&
    Array.isArray(v.to) &&
    v.to.length > 0 &&
    v.to.every((a) => typeof a === "string" && a !== "") &&
    typeof v.threshold === "number" &&
    typeof v.balance === "number"
  );
}

/** An amount in US dollars and, at `rate`, in kyat: "$40.00 USD (84,000 MMK)". */
function both(cents: number, rate: number, language: MailLocale): string {
  return `${formatCents(cents, USD, language)} (${formatCents(cents, { code: "MMK", exchangeRate: rate }, language)})`;
}

/** The low-balance mail's subject and text in the agent's language. */
export function lowBalanceMail(
  payload: { threshold: number; balance: number },
  language: MailLocale,
  rate: number,
  walletUrl: string,
): RenderedMail {
  const balance = both(payload.balance, rate, language);
  const threshold = both(payload.threshold, rate, language);
  if (language === "my")
    return renderMail("my", {
      subject: "သင့်အေဂျင်စီ စပေါ်ငွေ နည်းသွားပါပြီ",
      paragraphs: [
        `မင်္ဂလာပါ၊\nလက်မှတ်ဖိုး ပေးချေပြီးနောက် သင့်အေဂျင်စီ၏ စပေါ်ငွေသည် ${balance} ဖြစ်သွားပြီး သင်သတ်မှတ်ထားသော အနည်းဆုံးပမာဏ ${threshold} အောက် ရောက်သွားပါသည်။`,
        `လက်မှတ်များ ဆက်လက် ရောင်းချနိုင်ရန် ဘဏ်ငွေလွှဲတစ်ခု ပြုလုပ်ပြီး သင့်ပိုက်ဆံအိတ် စာမျက်နှာတွင် မှတ်တမ်းတင်ပါ- ${walletUrl}`,
      ],
    });
  return renderMail("en", {
    subject: "Your agency deposit is running low",
    paragraphs: [
      `Hello,\nafter a payment your agency's deposit is ${balance}, below the low-balance threshold of ${threshold} you set.`,
      `To keep selling tickets, make a bank transfer and record it on your wallet page: ${walletUrl}`,
    ],
  });
}

/**
 * Mails the agent that their deposit went below their threshold, in their language.
 * @throws when the mail could not be sent (the job is retried).
 */
export async function sendLowBalanceMail(deps: AppDeps, job: ClaimedJob): Promise<void> {
  if (!isLowBalancePayload(job.payload)) throw new Error(`job ${job.id} has no low-balance payload`);
  const language = mailLocale(job.payload.locale);
  const { rate } = await mmkRate(deps);
  const walletUrl = `${deps.env.PUBLIC_SITE_URL}${localePath(language, "wallet")}`;
  await deps.mailer.send({ to: job.payload.to, ...lowBalanceMail(job.payload, language, rate, walletUrl) });
}
