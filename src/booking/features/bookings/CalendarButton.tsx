import { useState } from "react";
import { ApiError } from "../../../api/api-error.ts";
import { calendarAirports } from "../../../api/calendar-airports.ts";
import type { BookingRecord } from "../../../domain/booking.ts";
import { cityName } from "../../../domain/booking-legs.ts";
import { bookingCalendar, calendarAirportCodes, calendarFileName } from "../../../domain/ics.ts";
import { busyButton } from "../../../ui/busy-button.ts";
import { saveFile } from "../../../ui/save-file.ts";
import toast from "../../../ui/toast.ts";
import { quietButton } from "../../common/classes.ts";
import { notifyError } from "../../notify-error.ts";
import { useLocale, useT } from "../../use-t.ts";

/**
 * Add to calendar: the booking's flights as an .ics file, made in the browser from the record
 * (so it works offline too, from the kept copy) with each airport's time zone from the API
 * (remembered once asked). The events' cities and words follow the page's language.
 */
export function CalendarButton({ record }: { record: BookingRecord }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const airports = await calendarAirports(calendarAirportCodes(record));
      const ics = bookingCalendar(
        record,
        airports,
        {
          city: (code) => cityName(record.cities, code, locale),
          terminal: (terminal) => t("account.booking.terminal", { terminal }),
          booking: (id) => t("account.calendar.booking", { id }),
          pnr: (pnr) => t("account.calendar.pnr", { pnr }),
        },
        new Date(),
      );
      saveFile(new Blob([ics], { type: "text/calendar;charset=utf-8" }), calendarFileName(record.id));
    } catch (error) {
      if (error instanceof ApiError) notifyError(error, t);
      else toast.error(t("account.calendar.failed"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={quietButton} onClick={download} {...busyButton(busy)}>
      {t("account.calendar.add")}
    </button>
  );
}
