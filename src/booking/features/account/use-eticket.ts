import { useState } from "react";
import toast from "react-hot-toast";
import { eticketRecipient, sendEticket } from "../../../api/send-eticket.ts";
import { notifyError } from "../../notify-error.ts";
import { useT } from "../../use-t.ts";

/** Send E-ticket: 'Sending...' while it runs, then the server's message (spec 8 "E-ticket"). */
export function useEticketMail() {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState("");
  // The server's English sentence, said in the page's language (and again after a switch).
  const said = (message: string) => {
    const email = eticketRecipient(message);
    return email ? t("account.detail.eticketSent", { email }) : message;
  };
  async function send(bookingId: string) {
    setSending(true);
    setAnswer("");
    try {
      const { message } = await sendEticket(bookingId);
      setAnswer(message);
      toast.success(said(message));
    } catch (error) {
      notifyError(error, t);
    } finally {
      setSending(false);
    }
  }
  return { send, sending, sent: answer ? said(answer) : "" };
}
