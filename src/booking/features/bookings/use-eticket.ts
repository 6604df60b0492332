import { useState } from "react";
import { eticketRecipient, sendEticket } from "../../../api/send-eticket.ts";
import toast from "../../../ui/toast.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";

/** Send E-ticket: 'Sending...' while it runs, then the server's message (spec 8 "E-ticket"). */
export function useEticketMail() {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState("");
  async function send(bookingId: string) {
    setSending(true);
    setSent("");
    try {
      const { message } = await sendEticket(bookingId);
      // The server's English sentence, said in the page's language.
      const email = eticketRecipient(message);
      const said = email ? t("account.detail.eticketSent", { email }) : message;
      setSent(said);
      toast.success(said);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setSending(false);
    }
  }
  return { send, sending, sent };
}
