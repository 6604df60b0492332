import type { RegistrationPayload, RegistrationResponse } from "../domain/account.ts";
import { apiRequest } from "./client.ts";

/** Creates an account (`POST /apis/users/register`); a known e-mail is a 409 ApiError. */
export function register(payload: RegistrationPayload): Promise<RegistrationResponse> {
  return apiRequest("/apis/users/register", { method: "POST", body: { ...payload }, token: null });
}
