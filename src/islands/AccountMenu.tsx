import { useCallback, useEffect, useId, useRef, useState } from "react";
import { logout } from "../stores/logout.ts";
import { $session } from "../stores/session.ts";
import { watchSessionExpiry } from "../stores/session-watch.ts";
import { useClientStore } from "../ui/use-client-store.ts";
import { useDismiss } from "../ui/use-dismiss.ts";

export interface AccountStrings {
  "account.menu": string;
  "account.profile": string;
  "account.logout": string;
  "account.signIn": string;
  "account.signUp": string;
}

interface Props {
  strings: AccountStrings;
}

const signedOut = { token: null, user: null, isAuthenticated: false };
const itemClass = "block w-full px-4 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50";

/**
 * Header account menu: SignIn and SignUp links when signed out (also the static HTML), a menu
 * with Profile and Logout when signed in.
 */
export default function AccountMenu({ strings }: Props) {
  const session = useClientStore($session, signedOut);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);
  useEffect(watchSessionExpiry, []);

  if (!session.isAuthenticated || !session.user) {
    return (
      <div className="flex items-center gap-2">
        <a
          href="/login"
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {strings["account.signIn"]}
        </a>
        <a
          href="/signup"
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {strings["account.signUp"]}
        </a>
      </div>
    );
  }
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-full border border-slate-300 py-1 pl-1 pr-3 text-sm font-semibold"
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-600 text-white"
        >
          {session.user.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="sr-only">{strings["account.menu"]}: </span>
        <span className="max-w-32 truncate">{session.user.name}</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-44 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        <li>
          <a href="/profile" className={itemClass}>
            {strings["account.profile"]}
          </a>
        </li>
        <li>
          <button type="button" className={itemClass} onClick={() => logout()}>
            {strings["account.logout"]}
          </button>
        </li>
      </ul>
    </div>
  );
}
