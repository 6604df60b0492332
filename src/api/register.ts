import { type RegistrationPayload, registeredUser, type User } from "../domain/account.ts";
import { apiRequest } from "./client.ts";

/** Creates an account (`POST /apis/users/register`): its user; a known e-mail is a 409 ApiError. */
export function register(payload: RegistrationPayload): Promise<User> {
  return apiRequest("/apis/users/register", registeredUser, {
    method: "POST",
    body: { ...payload },
    token: null,
  });
}
