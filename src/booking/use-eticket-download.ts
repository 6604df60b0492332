import { useState } from "react";
import { ApiError } from "../api/api-error.ts";
import { eticketFileName, fetchEticketPdf } from "../api/eticket-pdf.ts";
import { $user } from "../stores/auth.ts";
import { keepEticket, keptCopiesOwner, keptEticket } from "../stores/kept-copies.ts";
import { saveFile } from "../ui/save-file.ts";
import toast from "../ui/toast.ts";
import { endsSession, notifyError } from "./notify-error.ts";
import { useT } from "./use-t.ts";

/**
 * The e-ticket PDF: fetched with the token and kept on the device for the signed-in user, or,
 * with no connection, the copy kept for them, or with no session (it expired) for the device's
 * last traveller (ADR 0077).
 */
async function eticketPdf(bookingId: string): Promise<Blob> {
  const userId = $user.get()?.id;
  try {
    const pdf = await fetchEticketPdf(bookingId);
    if (userId) void keepEticket(userId, bookingId, pdf, () => ($user.get()?.id ?? userId) === userId);
    return pdf;
  } catch (error) {
    const connection = error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");
    const owner = connection ? (userId ?? (await keptCopiesOwner())) : null;
    const kept = owner ? await keptEticket(owner, bookingId) : null;
    if (kept) return kept;
    throw error;
  }
}

/**
 * Download E-Ticket (the confirmation's and a booking's): the PDF fetched with the token (or the
 * copy kept on the device, offline), then saved; `busyId` while it runs. A failure is one toast: an ended session or a lost connection as
 * every call says them, anything else (a server fault, a proxy's page) as the download failing.
 */
export function useEticketDownload() {
  const t = useT();
  const [busyId, setBusyId] = useState<string | null>(null);
  async function download(bookingId: string) {
    if (busyId) return;
    setBusyId(bookingId);
    try {
      saveFile(await eticketPdf(bookingId), eticketFileName(bookingId));
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
