import { isUser, type ProfileChanges, type User } from "../domain/account.ts";
import { dataOf } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** Changes the signed-in user's name and/or phone (`PATCH /apis/users/{userId}`): the user as changed. */
export function updateProfile(userId: string, changes: ProfileChanges): Promise<User> {
  return apiRequest(`/apis/users/${encodeURIComponent(userId)}`, dataOf(isUser), {
    method: "PATCH",
    body: { ...changes },
  });
}
