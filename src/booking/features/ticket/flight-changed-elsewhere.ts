import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { Translate } from "../../../i18n/translate-core.ts";
import { STORAGE_KEYS } from "../../../stores/storage-keys.ts";
import { storedFlight, takeShownFlight } from "./shown-flight.ts";

/**
 * One booking draft per browser (localStorage, as the spec keeps it): a flight chosen in another
 * tab replaces this tab's. Says so with a toast, before the traveller confirms a flight they did
 * not pick: when the other tab chooses while /ticket is open, and when it chose after this page
 * first showed its flight (the page's early copy, before the app's code had come, or the screen's
 * first view) but before the screen listened.
 */
export function useFlightChangedElsewhere(t: Translate): void {
  const [firstShown] = useState(() => takeShownFlight() ?? storedFlight());
  const checked = useRef(false);
  useEffect(() => {
    const announce = () => toast(t("ticket.flightChangedElsewhere"), { id: "flight-changed-elsewhere" });
    if (!checked.current) {
      checked.current = true;
      const now = storedFlight();
      if (now && now !== firstShown) announce();
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.selectedFlight && event.newValue && event.newValue !== event.oldValue)
        announce();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [t, firstShown]);
}
