import { HOTLINES, SUPPORT_EMAIL, telHref } from "../../../domain/support-contact.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useT } from "../../use-t.ts";
import { primaryButton, textLink } from "./classes.ts";

/** What a booking request is about: each says plainly that the support team handles it. */
export type SupportTopic = "refund" | "manage";

/** Request Refund and Manage Booking: who handles it and how to reach them, with the booking id. */
export function SupportDialog(props: { topic: SupportTopic | null; bookingId: string; onClose: () => void }) {
  const t = useT();
  const { topic } = props;
  return (
    <Dialog
      open={topic !== null}
      onClose={props.onClose}
      closeLabel={t("account.detail.close")}
      title={topic === "refund" ? t("account.detail.refundTitle") : t("account.detail.manageTitle")}
      footer={
        <button type="button" className={primaryButton} onClick={props.onClose}>
          {t("account.detail.close")}
        </button>
      }
    >
      <p>{topic === "refund" ? t("account.detail.refundText") : t("account.detail.manageText")}</p>
      <p className="mt-3">{t("account.detail.quoteId", { id: props.bookingId })}</p>
      <SupportContacts />
    </Dialog>
  );
}

/** The hotline numbers and the support e-mail, as links. */
export function SupportContacts() {
  const t = useT();
  return (
    <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-semibold">{t("account.support.hotline")}</dt>
      <dd>
        {HOTLINES.map((number, index) => (
          <span key={number}>
            {index > 0 && ", "}
            <a className={textLink} href={telHref(number)}>
              {number}
            </a>
          </span>
        ))}
      </dd>
      <dt className="font-semibold">{t("account.support.email")}</dt>
      <dd>
        <a className={textLink} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </dd>
    </dl>
  );
}
