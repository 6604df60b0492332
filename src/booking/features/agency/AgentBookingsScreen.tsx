import { fetchAgentBookings } from "../../../api/agent-reports.ts";
import { localDigits } from "../../../domain/myanmar-digits.ts";
import { AccountFrame } from "../../common/AccountFrame.tsx";
import { card } from "../../common/classes.ts";
import { LoadFailure } from "../../common/LoadFailure.tsx";
import { Pager } from "../../common/Pager.tsx";
import { useCurrency } from "../../common/use-currency.ts";
import { useLoad } from "../../common/use-load.ts";
import { useSignedInUser } from "../../common/use-signed-in-user.ts";
import { navigate } from "../../router.ts";
import { Spinner } from "../../Spinner.tsx";
import type { ScreenProps } from "../../screen-props.ts";
import { usePath } from "../../use-path.ts";
import { useLocale, useT } from "../../use-t.ts";
import { AgentBookingRows } from "./AgentBookingRows.tsx";
import { BookingsFilter } from "./BookingsFilter.tsx";
import { bookingsSearch, readBookingsQuery } from "./bookings-query.ts";

/**
 * An agent's bookings (issue 51 §5): every booking they made, searched, filtered and paged by
 * the server; the search and the page live in the address, so a page can be reloaded and shared.
 */
export default function AgentBookingsScreen({ search }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const path = usePath();
  const user = useSignedInUser();
  const { currency } = useCurrency();
  const query = readBookingsQuery(search);
  const key = JSON.stringify(query);
  const [state, , retry] = useLoad(
    user ? `${user.id} ${key}` : null,
    (signal) => fetchAgentBookings(query, signal),
    t,
  );
  const searched = Object.keys(query).some((k) => k !== "page");
  return (
    <AccountFrame title={t("agentBookings.title")} current="agentBookings" user={user}>
      <p className="mb-4 text-slate-700">{t("agentBookings.intro")}</p>
      {user && !user.isAgent && <p className={`${card} text-slate-700`}>{t("agentReports.agentsOnly")}</p>}
      <div className={`${card} mb-5`} hidden={user?.isAgent === false}>
        <BookingsFilter
          key={key}
          query={query}
          onSearch={(next) => navigate("agentBookings", {}, bookingsSearch(next))}
        />
      </div>
      {state.kind === "loading" && user?.isAgent !== false && <Spinner label={t("app.loading")} />}
      {state.kind === "failed" && <LoadFailure failure={state} onRetry={retry} />}
      {state.kind === "ready" && (
        <>
          <p className="mb-3 text-sm font-medium text-slate-700" role="status">
            {state.data.total === 1
              ? t("agentBookings.foundOne")
              : t("agentBookings.found", { count: localDigits(state.data.total, locale) })}
          </p>
          {state.data.bookings.length === 0 ? (
            <p className={`${card} text-slate-700`}>
              {t(searched ? "agentBookings.none" : "agentBookings.noneYet")}
            </p>
          ) : (
            <AgentBookingRows rows={state.data.bookings} currency={currency} />
          )}
          <Pager
            page={state.data.page}
            pages={state.data.pages}
            href={(page) => path("agentBookings", {}, bookingsSearch({ ...query, page }))}
          />
        </>
      )}
    </AccountFrame>
  );
}
