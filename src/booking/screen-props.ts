/** What every screen receives from the app: the route's parameters, the query and its variant. */
export interface ScreenProps {
  /** Route parameters, e.g. `{ id }` on /booking-detail/{id}. */
  params: Record<string, string>;
  /** The query string, parsed. */
  search: Record<string, string>;
  /** Routes that share a screen say which form of it they show (e.g. `card`, `kpay`, `agent`). */
  variant?: string;
}
