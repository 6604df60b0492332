import { checked, isOk, type OkResponse } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/**
 * Asks for a password-reset code by e-mail (`POST /apis/auth/forgot-password`). The answer is
 * the same whether or not the account exists.
 */
export function forgotPassword(email: string): Promise<OkResponse> {
  return apiRequest("/apis/auth/forgot-password", checked(isOk), {
    method: "POST",
    body: { email },
    token: null,
  });
}
