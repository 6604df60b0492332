import { checked, isOk, type OkResponse } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

export interface ResetPasswordInput {
  email: string;
  /** The 6-digit code from the e-mail. */
  otp: string;
  newPassword: string;
}

/**
 * Sets a new password with the e-mailed code (`POST /apis/auth/reset-password`); a wrong or
 * expired code is a 400 `Invalid or expired code`. Every session of the account ends.
 */
export function resetPassword(input: ResetPasswordInput): Promise<OkResponse> {
  return apiRequest("/apis/auth/reset-password", checked(isOk), {
    method: "POST",
    body: { ...input },
    token: null,
  });
}
