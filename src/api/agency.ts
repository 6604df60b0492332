import { type AgencyProfile, isAgencyProfile } from "../domain/agency.ts";
import {
  type DepositRequest,
  type DepositTransfer,
  type DepositView,
  isDepositTransfer,
  isDepositView,
} from "../domain/deposit.ts";
import { dataOf, isObject } from "../domain/shape.ts";
import { isWalletTransaction, type WalletTransaction } from "../domain/wallet.ts";
import { apiRequest } from "./client.ts";

/** The agent's agency (`GET /apis/agents/profile`): null until it was filled in. */
export function fetchAgency(signal?: AbortSignal): Promise<AgencyProfile | null> {
  return apiRequest(
    "/apis/agents/profile",
    dataOf((value: unknown): value is AgencyProfile | null => value === null || isAgencyProfile(value)),
    { signal },
  );
}

/** Saves the agent's agency (`PATCH /apis/agents/profile`): the agency as stored. */
export function saveAgency(profile: AgencyProfile): Promise<AgencyProfile> {
  return apiRequest("/apis/agents/profile", dataOf(isAgencyProfile), {
    method: "PATCH",
    body: { ...profile },
  });
}

/** The agent's bank transfers and low-balance threshold (`GET /apis/agents/deposits`). */
export function fetchDeposits(signal?: AbortSignal): Promise<DepositView> {
  return apiRequest("/apis/agents/deposits", dataOf(isDepositView), { signal });
}

interface Recorded {
  transfer: DepositTransfer;
  balance: number | null;
  transaction: WalletTransaction | null;
}
const isRecorded = (value: unknown): value is Recorded =>
  isObject(value) &&
  isDepositTransfer(value.transfer) &&
  (value.balance === null || typeof value.balance === "number") &&
  (value.transaction === null || isWalletTransaction(value.transaction));

/** Records a bank transfer (`POST /apis/agents/deposits`); `balance` is set when confirmed at once. */
export function recordDeposit(request: DepositRequest): Promise<Recorded> {
  return apiRequest("/apis/agents/deposits", dataOf(isRecorded), { method: "POST", body: { ...request } });
}

/** Sets (cents) or clears (null) the low-balance threshold (`PATCH /apis/agents/deposits/threshold`). */
export async function saveThreshold(threshold: number | null): Promise<number | null> {
  const answer = await apiRequest(
    "/apis/agents/deposits/threshold",
    (body) => {
      const data = isObject(body) && isObject(body.data) ? body.data.lowBalanceThreshold : undefined;
      return data === null || typeof data === "number" ? { value: data } : undefined;
    },
    { method: "PATCH", body: { threshold } },
  );
  return answer.value;
}
