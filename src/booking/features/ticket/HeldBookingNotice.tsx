import { myanmarDateTime } from "../../../domain/instant.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { localizedPath } from "../../../i18n/paths.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { HOME_PATH } from "../../../routes.ts";
import { linkButton } from "../../../ui/link-button.ts";
import { usePath } from "../../use-path.ts";

interface Props {
  id: string;
  /** When the seat hold ends (ISO instant). */
  holdExpiresAt: string;
  t: Translate;
  locale: Locale;
}

/**
 * /ticket with no flight chosen while the booking made from it waits for payment (Back from
 * /payment): the traveller can go on paying it, or search again, instead of being sent home.
 */
export function HeldBookingNotice({ id, holdExpiresAt, t, locale }: Props) {
  const until = myanmarDateTime(holdExpiresAt, locale).time;
  const path = usePath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t("ticket.heldHeading")}</h1>
      <p className="mt-3 text-lg">{t("ticket.heldText", { id, time: until })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={path("payment")} className={`${linkButton} bg-brand-700 text-white hover:bg-brand-600`}>
          {t("ticket.heldPay")}
        </a>
        <a
          href={localizedPath(HOME_PATH, locale)}
          className={`${linkButton} border border-brand-700 text-brand-700 hover:bg-brand-50`}
        >
          {t("ticket.heldSearch")}
        </a>
      </div>
    </div>
  );
}
