import type { MouseEvent } from "react";
import { myanmarDateTime } from "../../../domain/instant.ts";
import { useOffline } from "../../../ui/use-offline.ts";
import { useLocale, useT } from "../../use-t.ts";

/** The id of the text that says why an action is unavailable with no connection. */
export const OFFLINE_REASON_ID = "needs-connection";

/**
 * An action that needs the network, while there is none: announced as unavailable (and why),
 * doing nothing when pressed, still focusable (as busyButton). Spread after the own onClick.
 */
export function needsConnection(offline: boolean): {
  "aria-disabled"?: true;
  "aria-describedby"?: string;
  onClick?: (event: MouseEvent) => void;
} {
  return offline
    ? {
        "aria-disabled": true,
        "aria-describedby": OFFLINE_REASON_ID,
        onClick: (event) => event.preventDefault(),
      }
    : {};
}

/** Why the actions that need the network are unavailable; nothing while online. */
export function OfflineReason({ offline }: { offline: boolean }) {
  const t = useT();
  return offline ? (
    <p id={OFFLINE_REASON_ID} className="mt-3 text-sm text-slate-700">
      {t("account.detail.needsConnection")}
    </p>
  ) : null;
}

/**
 * Over a booking shown from the copy kept on this device: when it was saved (Myanmar time); with
 * no session (it expired), that the session has ended and how the copies are removed.
 */
export function KeptCopyNote({ savedAt, sessionEnded }: { savedAt: string; sessionEnded: boolean }) {
  const t = useT();
  const locale = useLocale();
  const offline = useOffline();
  const { date, time } = myanmarDateTime(savedAt, locale);
  return (
    <div className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p role="status">
        {t(offline ? "account.detail.keptCopyOffline" : "account.detail.keptCopy", { date, time })}
      </p>
      {sessionEnded && <p className="mt-1">{t("account.detail.keptSessionEnded")}</p>}
      <p className="mt-1 text-sm">
        {t(sessionEnded ? "account.detail.keptRemoveSignedOut" : "account.detail.keptRemove")}
      </p>
    </div>
  );
}
