import { createRouter } from "../../http/validation.ts";
import {
  agentSalesCsvHandler,
  agentSalesHandler,
  listAgentBookingsHandler,
} from "./agent-reports.handlers.ts";
import { agentSales, agentSalesCsv, listAgentBookings } from "./agent-reports.routes.ts";

/** An agent's bookings page and sales report (issue 51 §5): agents only, their own rows only. */
export const agentReportsRoutes = createRouter()
  .openapi(listAgentBookings, listAgentBookingsHandler)
  .openapi(agentSales, agentSalesHandler)
  .openapi(agentSalesCsv, agentSalesCsvHandler);
