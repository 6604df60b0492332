import { Dialog } from "../../../ui/Dialog.tsx";
import { SupportContacts } from "../../../ui/SupportContacts.tsx";
import { primaryButton } from "../../common/classes.ts";
import { useT } from "../../use-t.ts";

/** What a booking request to support is about (a refund is done online: CancelDialog). */
export type SupportTopic = "manage";

/** Manage Booking: who handles it and how to reach them, with the booking id. */
export function SupportDialog(props: { topic: SupportTopic | null; bookingId: string; onClose: () => void }) {
  const t = useT();
  const { topic } = props;
  return (
    <Dialog
      open={topic !== null}
      onClose={props.onClose}
      closeLabel={t("account.detail.close")}
      title={t("account.detail.manageTitle")}
      footer={
        <button type="button" className={primaryButton} onClick={props.onClose}>
          {t("account.detail.close")}
        </button>
      }
    >
      <p>{t("account.detail.manageText")}</p>
      <p className="mt-3">{t("account.detail.quoteId", { id: props.bookingId })}</p>
      <SupportContacts
        className="mt-4"
        labels={{ hotline: t("account.support.hotline"), email: t("account.support.email") }}
      />
    </Dialog>
  );
}
