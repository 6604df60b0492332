import { useEffect, useState } from "react";
import { loadCurrencies } from "../stores/currencies.ts";
import { logout } from "../stores/logout.ts";
import { $session } from "../stores/session.ts";
import { Drawer } from "../ui/Drawer.tsx";
import { PreferenceSelects, type PreferenceStrings } from "../ui/PreferenceSelects.tsx";
import { useClientStore } from "../ui/use-client-store.ts";
import type { AccountStrings } from "./AccountMenu.tsx";

export interface MenuLink {
  label: string;
  href: string;
  current: boolean;
}

interface Props {
  links: MenuLink[];
  /** The language switch: same page in each language; `language` is remembered on click. */
  languages: Array<MenuLink & { language: string }>;
  appHref: string;
  strings: PreferenceStrings &
    AccountStrings & {
      "menu.open": string;
      "menu.close": string;
      "menu.openSettings": string;
      "menu.closeSettings": string;
      "settings.title": string;
      "settings.language": string;
      "header.app": string;
      "nav.label": string;
    };
}

const rowClass = "block rounded-md px-3 py-3 text-base font-medium hover:bg-brand-50";
const iconButton = "grid size-11 place-items-center rounded-md text-ink hover:bg-slate-100";
const signedOut = { token: null, user: null, isAuthenticated: false };

/** Phones: a side menu (pages, account, app) and a Settings panel (language, currency, country). */
export default function PhoneMenu({ links, languages, appHref, strings }: Props) {
  const [panel, setPanel] = useState<"menu" | "settings" | null>(null);
  const session = useClientStore($session, signedOut);
  const close = () => setPanel(null);
  useEffect(() => {
    loadCurrencies();
  }, []);
  return (
    <div className="flex items-center gap-1 lg:hidden">
      <button
        type="button"
        className={iconButton}
        aria-label={strings["menu.openSettings"]}
        onClick={() => setPanel("settings")}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
        </svg>
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={strings["menu.open"]}
        onClick={() => setPanel("menu")}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Drawer
        open={panel === "menu"}
        onClose={close}
        title={strings["nav.label"]}
        closeLabel={strings["menu.close"]}
      >
        <nav aria-label={strings["nav.label"]}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={rowClass}
                  aria-current={link.current ? "page" : undefined}
                  onClick={close}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">
          {session.isAuthenticated ? (
            <>
              <a href="/profile" className={rowClass}>
                {strings["account.profile"]}
              </a>
              <button type="button" className={`${rowClass} text-left`} onClick={() => logout().then(close)}>
                {strings["account.logout"]}
              </button>
            </>
          ) : (
            <>
              <a href="/login" className={rowClass}>
                {strings["account.signIn"]}
              </a>
              <a href="/signup" className={rowClass}>
                {strings["account.signUp"]}
              </a>
            </>
          )}
          <a
            href={appHref}
            onClick={close}
            className="mt-2 rounded-md bg-brand-600 px-4 py-3 text-center font-semibold text-white"
          >
            {strings["header.app"]}
          </a>
        </div>
      </Drawer>
      <Drawer
        open={panel === "settings"}
        onClose={close}
        title={strings["settings.title"]}
        closeLabel={strings["menu.closeSettings"]}
      >
        <div className="flex flex-col gap-5">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-700">{strings["settings.language"]}</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {languages.map((option) => (
                <a
                  key={option.language}
                  href={option.href}
                  data-language={option.language}
                  aria-current={option.current ? "true" : undefined}
                  className="rounded-md border border-slate-300 px-3 py-2 text-center font-medium aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:text-brand-700"
                >
                  {option.label}
                </a>
              ))}
            </div>
          </fieldset>
          <PreferenceSelects strings={strings} idPrefix="panel" layout="stacked" />
        </div>
      </Drawer>
    </div>
  );
}
