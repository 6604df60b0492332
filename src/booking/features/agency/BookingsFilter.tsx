import { type SubmitEvent, useState } from "react";
import type { AgentBookingsQuery } from "../../../api/agent-reports.ts";
import { AGENT_BOOKING_FILTERS, type AgentBookingFilter } from "../../../domain/agent-bookings.ts";
import { primaryButton, quietButton } from "../../common/classes.ts";
import { useT } from "../../use-t.ts";

const field =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

/**
 * The bookings page's search: text (code, names, airport or city), status and departure dates.
 * Sending it opens the first page of what matches; the fields start from the page's address.
 */
export function BookingsFilter({
  query,
  onSearch,
}: {
  query: AgentBookingsQuery;
  onSearch: (next: AgentBookingsQuery) => void;
}) {
  const t = useT();
  const [badDates, setBadDates] = useState(false);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const from = text("from");
    const to = text("to");
    if (from && to && from > to) {
      setBadDates(true);
      event.currentTarget.querySelector<HTMLInputElement>("#bookings-from")?.focus();
      return;
    }
    setBadDates(false);
    const status = text("status");
    onSearch({
      q: text("q") || undefined,
      status: (AGENT_BOOKING_FILTERS as readonly string[]).includes(status)
        ? (status as AgentBookingFilter)
        : undefined,
      from: from || undefined,
      to: to || undefined,
    });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t("agentBookings.search")}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      noValidate
    >
      <label className="sm:col-span-2 lg:col-span-4">
        <span className="text-sm font-medium">{t("agentBookings.search")}</span>
        <input
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          maxLength={100}
          placeholder={t("agentBookings.searchHint")}
          className={field}
        />
      </label>
      <label>
        <span className="text-sm font-medium">{t("agentBookings.status")}</span>
        <select name="status" defaultValue={query.status ?? ""} className={field}>
          <option value="">{t("agentBookings.status.all")}</option>
          {AGENT_BOOKING_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`agentBookings.status.${f}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="text-sm font-medium">{t("agentBookings.from")}</span>
        <input
          id="bookings-from"
          name="from"
          type="date"
          defaultValue={query.from ?? ""}
          className={field}
          aria-invalid={badDates || undefined}
          aria-describedby={badDates ? "bookings-dates-error" : undefined}
        />
      </label>
      <label>
        <span className="text-sm font-medium">{t("agentBookings.to")}</span>
        <input
          name="to"
          type="date"
          defaultValue={query.to ?? ""}
          className={field}
          aria-invalid={badDates || undefined}
        />
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={primaryButton}>
          {t("agentBookings.apply")}
        </button>
        <button type="reset" className={quietButton} onClick={() => onSearch({})}>
          {t("agentBookings.clear")}
        </button>
      </div>
      {badDates && (
        <p
          id="bookings-dates-error"
          role="alert"
          className="text-sm text-red-700 sm:col-span-2 lg:col-span-4"
        >
          {t("agentBookings.badDates")}
        </p>
      )}
    </form>
  );
}
