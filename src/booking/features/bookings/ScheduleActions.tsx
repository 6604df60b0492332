import { useState } from "react";
import type { Cancellation } from "../../../domain/cancellation.ts";
import type { ScheduleChangeKind } from "../../../domain/schedule-change.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { primaryButton, secondaryButton } from "../../common/classes.ts";
import { usePath } from "../../use-path.ts";
import { useT } from "../../use-t.ts";
import { needsConnection } from "./OfflineNotes.tsx";
import { useScheduleAnswer } from "./use-schedule-answer.ts";

interface Props {
  bookingId: string;
  kind: ScheduleChangeKind;
  /** What comes back, formatted in the page's currency and language: all the booking cost. */
  amount: string;
  offline: boolean;
  onAccepted: () => void;
  onRefunded: (done: Cancellation) => void;
}

/**
 * The schedule-change notice's three answers: Accept the new time (a moved flight only), Move to
 * another flight free of charge (the change page in its free mode, docs/adr/0080) and Cancel with
 * a full refund, confirmed in a dialog that shows the amount. All need the network.
 */
export function ScheduleActions({ bookingId, kind, amount, offline, onAccepted, onRefunded }: Props) {
  const t = useT();
  const path = usePath();
  const [confirming, setConfirming] = useState(false);
  const answer = useScheduleAnswer(bookingId, {
    accepted: onAccepted,
    refunded: (done) => {
      setConfirming(false);
      onRefunded(done);
    },
  });
  const refunding = answer.busy === "refund";
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        {kind === "MOVED" && (
          <button
            type="button"
            className={primaryButton}
            onClick={answer.accept}
            {...busyButton(answer.busy === "accept")}
            {...needsConnection(offline)}
          >
            {answer.busy === "accept" ? t("schedule.accepting") : t("schedule.accept")}
          </button>
        )}
        <a
          href={path("change", {}, { booking: bookingId, move: "free" })}
          className={kind === "MOVED" ? secondaryButton : primaryButton}
          {...needsConnection(offline)}
        >
          {t("schedule.move")}
        </a>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setConfirming(true)}
          {...needsConnection(offline)}
        >
          {t("schedule.refund")}
        </button>
      </div>
      {answer.refused && !confirming && (
        <p role="alert" className="mt-2 text-sm font-medium">
          {answer.refused}
        </p>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={refunding}
        closeLabel={t("account.detail.close")}
        title={t("schedule.refundTitle", { id: bookingId })}
        footer={
          <>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setConfirming(false)}
              disabled={refunding}
            >
              {t("cancel.keep")}
            </button>
            <button
              type="button"
              className={primaryButton}
              onClick={answer.refund}
              {...busyButton(refunding)}
            >
              {refunding ? t("cancel.confirming") : t("schedule.refundConfirm", { amount })}
            </button>
          </>
        }
      >
        <p data-testid="schedule-refund-amount">{t("schedule.refundBody", { amount })}</p>
        {answer.refused && (
          <p role="alert" className="mt-3">
            {answer.refused}
          </p>
        )}
      </Dialog>
    </>
  );
}
