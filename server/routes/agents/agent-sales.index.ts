import { createRouter } from "../../http/validation.ts";
import {
  getAgentMarkupHandler,
  listAgentCustomersHandler,
  setAgentMarkupHandler,
} from "./agent-sales.handlers.ts";
import { getAgentMarkup, listAgentCustomers, setAgentMarkup } from "./agent-sales.routes.ts";

/** An agent's customers and default markup (docs/adr/0083): agents only. */
export const agentSalesRoutes = createRouter()
  .openapi(listAgentCustomers, listAgentCustomersHandler)
  .openapi(getAgentMarkup, getAgentMarkupHandler)
  .openapi(setAgentMarkup, setAgentMarkupHandler);
