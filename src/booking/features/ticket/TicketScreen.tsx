import { Placeholder } from "../../Placeholder.tsx";

/** Placeholder until this screen is built (booking-app issues). */
export default function TicketScreen() {
  return <Placeholder titleKey="route.ticket" />;
}
