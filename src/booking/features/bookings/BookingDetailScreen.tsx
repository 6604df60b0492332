import { type ReactNode, useEffect } from "react";
import { formatCents } from "../../../domain/money.ts";
import { storeBooking } from "../../../stores/booking-data.ts";
import { claimBookingDrafts } from "../../../stores/booking-owner.ts";
import toast from "../../../ui/toast.ts";
import { AccountFrame } from "../../common/AccountFrame.tsx";
import { textLink } from "../../common/classes.ts";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { navigate } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { BookingDetail } from "./BookingDetail.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { CalendarButton } from "./CalendarButton.tsx";
import { keepShell } from "./keep-shell.ts";
import { KeptCopyNote } from "./OfflineNotes.tsx";
import { useShownBooking } from "./use-shown-booking.ts";

/**
 * Booking detail (spec): header facts, actions, Outbound and Return, and every passenger. As
 * built, and while the page hydrates, the frame waits over a spinner; the booking (its id is
 * the address's) is asked for once the signed-in user is known.
 */
export default function BookingDetailScreen({ params }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const user = useSignedInUser();
  const { currency } = useCurrency();
  const id = params.id;
  // An unknown booking, or an address no booking can have (cut short or mangled by a messenger
  // app: the server refuses it as a request), is "not found" in the page's language, not an error.
  // With no connection, the copy kept on this device, if any (ADR 0077).
  const [state, retry] = useShownBooking(user, id, t);
  const fresh = state.kind === "ready" && typeof state.data === "object" && state.data?.savedAt === null;
  const scope = path("bookingDetail", { id: "" });
  // Once a booking is shown from the API, the page's shell is kept for the next time offline.
  useEffect(() => {
    if (fresh) void keepShell(scope);
  }, [fresh, scope]);

  const frame = (content: ReactNode) => (
    <AccountFrame title={t("account.detail.title")} current="bookingHistory" user={user}>
      {content}
    </AccountFrame>
  );
  if (state.kind === "failed") return frame(<LoadFailure failure={state} onRetry={retry} />);
  if (state.kind === "loading" || state.data === "signIn") return frame(<Spinner label={t("app.loading")} />);
  if (state.data === null)
    return frame(
      <>
        <p role="alert">{t("account.detail.notFound")}</p>
        <a href={path("bookingHistory")} className={`${textLink} mt-3 inline-block`}>
          {t("account.history.title")}
        </a>
      </>,
    );
  const { record: booking, savedAt, sessionEnded } = state.data;
  return frame(
    <>
      {savedAt !== null && <KeptCopyNote savedAt={savedAt} sessionEnded={sessionEnded === true} />}
      <BookingDetail
        detail={bookingDetail(booking, locale)}
        currency={currency}
        calendar={booking.status === "PAID" && <CalendarButton record={booking} />}
        onPay={() => {
          // The payment step pays the booking stored in the browser (as Confirm Booking leaves it).
          claimBookingDrafts(user?.id);
          storeBooking(booking);
          navigate("payment");
        }}
        onCancelled={(done) => {
          const amount = formatCents(done.refund, currency, locale);
          toast.success(done.refund > 0 ? t("cancel.done", { amount }) : t("cancel.doneNothing"));
          retry();
        }}
        onAccepted={() => {
          toast.success(t("schedule.accepted"));
          retry();
        }}
        onRefunded={(done) => {
          toast.success(t("schedule.refunded", { amount: formatCents(done.refund, currency, locale) }));
          retry();
        }}
      />
    </>,
  );
}
