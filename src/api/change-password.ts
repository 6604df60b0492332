import { checked, isOk, type OkResponse } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the password (`POST /apis/users/{userId}/password`). A wrong current password is a
 * 401 with `code` WRONG_PASSWORD (not an expired session); other sessions are signed out.
 */
export function changePassword(userId: string, input: ChangePasswordInput): Promise<OkResponse> {
  return apiRequest(`/apis/users/${encodeURIComponent(userId)}/password`, checked(isOk), {
    method: "POST",
    body: { ...input },
  });
}
