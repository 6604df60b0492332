import type { AgencyProfile } from "../../src/domain/agency.ts";
import { formatCents, USD } from "../../src/domain/money.ts";
import { agencyMailParagraph } from "../eticket/agency-block.ts";
import { type RenderedMail, renderMail } from "../mail/templates/layout.ts";
import type { MailLocale } from "../mail/templates/locale.ts";

/**
 * The cancellation mail an agent's customer gets (docs/adr/0089): what they paid the agent (the
 * selling price), who booked it and settles any refund with them, never the net fare, the fees or
 * the refund to the agent's deposit, which are the agent's.
 */
export function customerCancelMail(
  booking: { id: string; firstName: string; route: string },
  money: { sellingCents: number; airlineChanged: boolean },
  agency: AgencyProfile | null,
  locale: MailLocale,
): RenderedMail {
  const paid = formatCents(money.sellingCents, USD, locale);
  const details = agency ? [agencyMailParagraph(agency, locale)] : [];
  if (locale === "my") {
    const who = agency?.agencyName ?? "သင့်ခရီးသွား ကိုယ်စားလှယ်";
    return renderMail("my", {
      subject: `ဘွတ်ကင် ${booking.id} (${booking.route}) ကို ပယ်ဖျက်ပြီးပါပြီ`,
      paragraphs: [
        `မင်္ဂလာပါ ${booking.firstName}၊\nသင့်ဘွတ်ကင် ${booking.id} ကို ပယ်ဖျက်ပြီးပါပြီ။ ထိုင်ခုံများကို ပြန်လည်ရောင်းချပါမည်။`,
        `ပေးချေခဲ့သည့်ငွေ- ${paid}`,
        money.airlineChanged
          ? `လေကြောင်းလိုင်းက သင့်လေယာဉ်ခရီးစဉ်ကို ပြောင်းလဲခဲ့သဖြင့် လက်မှတ်ခ အပြည့်အဝကို သင့်အတွက် ဘွတ်ကင် ပြုလုပ်ပေးခဲ့သော ${who} ထံ ပြန်အမ်းပြီးပါပြီ။ သင်ပေးချေခဲ့သည့်ငွေကို ၎င်းတို့က သင်နှင့် ညှိနှိုင်းပေးပါမည်။`
          : `ဤလက်မှတ်ကို ${who} က သင့်အတွက် ဘွတ်ကင် ပြုလုပ်ပေးခဲ့ပါသည်။ ပေးချေခဲ့သည့်ငွေ ပြန်အမ်းခြင်းနှင့် ပတ်သက်၍ ၎င်းတို့ထံ မေးမြန်းပါ။`,
        ...details,
      ],
    });
  }
  const who = agency?.agencyName ?? "your travel agent";
  return renderMail("en", {
    subject: `Booking ${booking.id} (${booking.route}) cancelled`,
    paragraphs: [
      `Hello ${booking.firstName},\nyour booking ${booking.id} is cancelled and its seats are back on sale.`,
      `Paid: ${paid}`,
      money.airlineChanged
        ? `Because the airline changed your flight, the fare was refunded in full to ${who}, who booked it for you: they settle what you paid with you.`
        : `${who.charAt(0).toUpperCase()}${who.slice(1)} booked this ticket for you: please ask them about any refund of what you paid.`,
      ...details,
    ],
  });
}
