import type { ReactNode } from "react";
import type { User } from "../../domain/account.ts";
import type { UIKey } from "../../i18n/en.ts";
import type { RouteName } from "../../routes.ts";
import { initials } from "../../ui/initials.ts";
import { usePath } from "../use-path.ts";
import { useT } from "../use-t.ts";

const MENU = [
  { route: "profile", key: "account.menu.profile", agentOnly: false },
  { route: "wallet", key: "account.menu.wallet", agentOnly: false },
  { route: "bookingHistory", key: "account.menu.history", agentOnly: false },
  // An agent's own pages (issue 51 §5), shown once the account is known to be an agent's.
  { route: "agentBookings", key: "account.menu.agentBookings", agentOnly: true },
  { route: "agentSales", key: "account.menu.agentSales", agentOnly: true },
] as const satisfies ReadonlyArray<{ route: RouteName; key: UIKey; agentOnly: boolean }>;

/** An entry of the account side menu: the page an account screen belongs to. */
export type AccountMenuEntry = (typeof MENU)[number]["route"];

/** The user's initials in a brand circle; decorative, the name stands beside it. `className` sizes it. */
export function Avatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-brand-600 font-semibold text-white max-[15rem]:size-[2em] ${className}`}
    >
      {initials(name)}
    </span>
  );
}

/** An agent account's badge (spec 6: agents register separately; marked wherever the account shows). */
export function AgentBadge() {
  const t = useT();
  return (
    <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800">
      {t("account.agent")}
    </span>
  );
}

interface Props {
  title: string;
  /**
   * The screen's own menu entry, highlighted (a wallet form is My Wallet's, a booking's detail
   * Booking History's): the screen knows it, so the built page has it too.
   */
  current: AccountMenuEntry;
  /** The signed-in user (useSignedInUser), shown above the menu once known. */
  user: User | null | undefined;
  children: ReactNode;
}

/**
 * The account pages' frame: the side menu shared by My Profile, My Wallet and Booking History
 * (spec "Account side menu"), in the page's language, beside the page's heading and content.
 */
export function AccountFrame({ title, current, user, children }: Props) {
  const t = useT();
  const path = usePath();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:py-10">
      <aside className="md:pt-1">
        {/* Its place is held while the user is not known (as built, and signed out), so the menu
            and the page below it do not move when the name comes. */}
        <div className="mb-4 flex min-h-11 items-center gap-3" aria-hidden={user ? undefined : true}>
          {user && (
            <>
              <Avatar name={user.name} className="size-11" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.name}</p>
                {user.isAgent && <AgentBadge />}
              </div>
            </>
          )}
        </div>
        <nav aria-label={t("account.menu.label")}>
          <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
            {MENU.filter((item) => !item.agentOnly || item.route === current || user?.isAgent).map((item) => (
              <li key={item.route}>
                <a
                  href={path(item.route)}
                  aria-current={current === item.route ? "page" : undefined}
                  className="block whitespace-nowrap rounded-md border border-slate-200 px-3 py-2 text-sm font-medium hover:bg-brand-50 md:border-0 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
                >
                  {t(item.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section aria-labelledby="account-heading" className="min-w-0">
        <h1 id="account-heading" className="text-2xl font-semibold">
          {title}
        </h1>
        <div className="mt-5">{children}</div>
      </section>
    </div>
  );
}
