import type { ProfileChanges, User } from "../domain/account.ts";
import { apiRequest } from "./client.ts";

/** Changes the signed-in user's name and/or phone (`PATCH /apis/users/{userId}`). */
export function updateProfile(
  userId: string,
  changes: ProfileChanges,
): Promise<{ success: true; data: User }> {
  return apiRequest(`/apis/users/${encodeURIComponent(userId)}`, { method: "PATCH", body: { ...changes } });
}
