import { createRouter } from "../../http/validation.ts";
import {
  getAgencyHandler,
  listDepositsHandler,
  recordDepositHandler,
  saveAgencyHandler,
  setThresholdHandler,
} from "./agents.handlers.ts";
import { getAgency, listDeposits, recordDepositRoute, saveAgency, setThreshold } from "./agents.routes.ts";

/** Agents only (issue 51): the agency profile, bank transfers to the deposit, the low-balance threshold. */
export const agentsRoutes = createRouter()
  .openapi(getAgency, getAgencyHandler)
  .openapi(saveAgency, saveAgencyHandler)
  .openapi(listDeposits, listDepositsHandler)
  .openapi(recordDepositRoute, recordDepositHandler)
  .openapi(setThreshold, setThresholdHandler);
