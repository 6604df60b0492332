import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../api/api-error.ts";
import { eticketFileName, fetchEticketPdf } from "../api/eticket-pdf.ts";
import { saveFile } from "../ui/save-file.ts";
import { endsSession, notifyError } from "./notify-error.ts";
import { useT } from "./use-t.ts";

/**
 * Download E-Ticket (the confirmation's and a booking's): the PDF fetched with the token, then
 * saved; `busyId` while it runs. A failure is one toast: an ended session or a lost connection as
 * every call says them, anything else (a server fault, a proxy's page) as the download failing.
 */
export function useEticketDownload() {
  const t = useT();
  const [busyId, setBusyId] = useState<string | null>(null);
  async function download(bookingId: string) {
    if (busyId) return;
    setBusyId(bookingId);
    try {
      saveFile(await fetchEticketPdf(bookingId), eticketFileName(bookingId));
    } catch (error) {
      const connection = error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
      if (connection || endsSession(error)) notifyError(error, t);
      else toast.error(t("eticket.downloadFailed"));
    } finally {
      setBusyId(null);
    }
  }
  return { download, busyId };
}
