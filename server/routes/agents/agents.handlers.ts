import type { RouteHandler } from "@hono/zod-openapi";
import { AGENCY_PROBLEM_TEXT, agencyProblems } from "../../../src/domain/agency.ts";
import { isValidReference } from "../../../src/domain/deposit.ts";
import { agentDeposits, recordDeposit, setLowBalanceThreshold } from "../../agency/deposits.ts";
import { readAgencyProfile, saveAgencyProfile } from "../../agency/profile.ts";
import type { AppEnv } from "../../context.ts";
import { currentUser } from "../../http/auth.ts";
import { validationFailed } from "../../http/errors.ts";
import { mmkRate } from "../currency/currency.routes.ts";
import type {
  getAgency,
  listDeposits,
  recordDepositRoute,
  saveAgency,
  setThreshold,
} from "./agents.routes.ts";

/** GET /agents/profile: the caller's agency, null before it was filled in. */
export const getAgencyHandler: RouteHandler<typeof getAgency, AppEnv> = async (c) => {
  const data = await readAgencyProfile(c.var.deps.database.db, currentUser(c).id);
  return c.json({ success: true as const, data }, 200);
};

/** PATCH /agents/profile: checks every field with the form's rules, then saves. */
export const saveAgencyHandler: RouteHandler<typeof saveAgency, AppEnv> = async (c) => {
  const form = c.req.valid("json");
  const problems = agencyProblems(form);
  const first = problems[0];
  if (first)
    throw validationFailed(
      `Invalid ${first.field}: ${AGENCY_PROBLEM_TEXT[first.problem]}`,
      Object.fromEntries(problems.map((p) => [p.field, AGENCY_PROBLEM_TEXT[p.problem]])),
    );
  const { deps } = c.var;
  const data = await saveAgencyProfile(deps.database.db, currentUser(c).id, form, deps.now());
  return c.json({ success: true as const, data }, 200);
};

/** GET /agents/deposits: the caller's transfers and threshold. */
export const listDepositsHandler: RouteHandler<typeof listDeposits, AppEnv> = async (c) => {
  const data = await agentDeposits(c.var.deps.database.db, currentUser(c).id);
  return c.json({ success: true as const, data }, 200);
};

const BAD_REFERENCE = "The reference has 3 to 40 letters, digits, slashes or dashes";

/** POST /agents/deposits: records a transfer; confirmed at once in sandbox mode. */
export const recordDepositHandler: RouteHandler<typeof recordDepositRoute, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  if (!isValidReference(body.reference))
    throw validationFailed(`Invalid reference: ${BAD_REFERENCE}`, { reference: BAD_REFERENCE });
  const { deps } = c.var;
  const { rate } = await mmkRate(deps);
  const data = await recordDeposit(deps.database.db, currentUser(c).id, body, {
    mmkRate: rate,
    now: deps.now(),
    confirmAtOnce: deps.env.PAYMENTS_MODE === "sandbox",
  });
  return c.json({ success: true as const, data }, 201);
};

/** PATCH /agents/deposits/threshold: sets or clears the low-balance threshold. */
export const setThresholdHandler: RouteHandler<typeof setThreshold, AppEnv> = async (c) => {
  const { threshold } = c.req.valid("json");
  const { deps } = c.var;
  await setLowBalanceThreshold(deps.database.db, currentUser(c).id, threshold, deps.now());
  return c.json({ success: true as const, data: { lowBalanceThreshold: threshold } }, 200);
};
