import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { $auth } from "../../../stores/auth.ts";
import { $router } from "../../router.ts";
import { useT } from "../../use-t.ts";
import { AccountFrame, menuRoute } from "./AccountFrame.tsx";

/** AccountFrame for the signed-in user, with the current route's menu entry highlighted. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const { user, isAuthenticated } = useStore($auth);
  const current = menuRoute(useStore($router)?.route);
  return (
    <AccountFrame title={title} user={isAuthenticated ? user : null} current={current} t={t}>
      {children}
    </AccountFrame>
  );
}
