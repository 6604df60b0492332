import { useEffect } from "react";
import type { Translate } from "../../../i18n/translate-core.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import toast from "../../../ui/toast.ts";

/**
 * One booking draft per browser (localStorage, as the spec keeps it): a flight chosen in another
 * tab replaces this tab's. Says so with a toast while /ticket is open, before the traveller
 * confirms a flight they did not pick.
 */
export function useFlightChangedElsewhere(t: Translate): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.selectedFlight && event.newValue && event.newValue !== event.oldValue)
        toast(t("ticket.flightChangedElsewhere"), { id: "flight-changed-elsewhere" });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [t]);
}
