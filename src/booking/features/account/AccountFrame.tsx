import type { ReactNode } from "react";
import type { User } from "../../../domain/account.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import { initials } from "../../../ui/initials.ts";
import { pathTo, type RouteName } from "../../paths.ts";

const MENU: Array<{
  route: RouteName;
  key: "account.menu.profile" | "account.menu.wallet" | "account.menu.history";
}> = [
  { route: "profile", key: "account.menu.profile" },
  { route: "wallet", key: "account.menu.wallet" },
  { route: "bookingHistory", key: "account.menu.history" },
];

/** The texts the frame shows (the pages that draw it early carry them: early-account-page.ts). */
export const ACCOUNT_FRAME_KEYS = [
  "account.menu.label",
  "account.menu.profile",
  "account.menu.wallet",
  "account.menu.history",
  "account.agent",
] as const satisfies readonly UIKey[];

/** Which menu entry a route belongs to (the wallet's variants, a booking's detail). */
export function menuRoute(route: RouteName | undefined): RouteName | undefined {
  if (route === "walletCard" || route === "walletKpay") return "wallet";
  if (route === "bookingDetail") return "bookingHistory";
  return route;
}

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
export function AgentBadgeView({ t }: { t: Translate }) {
  return (
    <span className="rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-semibold text-accent-600">
      {t("account.agent")}
    </span>
  );
}

export interface AccountFrameProps {
  title: string;
  /** The signed-in user, or null. */
  user: User | null;
  /** The menu entry to highlight (menuRoute of the current route). */
  current: RouteName | undefined;
  t: Translate;
  children: ReactNode;
}

/**
 * The account pages' frame: the side menu shared by My Profile, My Wallet and Booking History
 * (spec "Account side menu"), the current one highlighted, beside the page's content. Without
 * hooks, so the page draws it before React arrives (early-account-page.ts); AccountLayout is this
 * with the session and route from the stores.
 */
export function AccountFrame({ title, user, current, t, children }: AccountFrameProps) {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 md:grid-cols-[15rem_minmax(0,1fr)] md:py-10">
      <aside className="md:pt-1">
        {user && (
          <div className="mb-4 flex items-center gap-3">
            <Avatar name={user.name} className="size-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              {user.isAgent && <AgentBadgeView t={t} />}
            </div>
          </div>
        )}
        <nav aria-label={t("account.menu.label")}>
          <ul className="flex flex-wrap gap-2 md:flex-col md:gap-1">
            {MENU.map((item) => (
              <li key={item.route}>
                <a
                  href={pathTo(item.route)}
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
