import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { $auth } from "../../../stores/auth.ts";
import { $router } from "../../router.ts";
import { useT } from "../../use-t.ts";
import { AccountFrame, AgentBadgeView, menuRoute } from "./AccountFrame.tsx";

export { Avatar } from "./AccountFrame.tsx";

/** An agent account's badge, in the page's language. */
export function AgentBadge() {
  return <AgentBadgeView t={useT()} />;
}

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
