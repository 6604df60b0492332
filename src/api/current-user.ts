import { isUser, type User } from "../domain/account.ts";
import { dataOf } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** The signed-in user (`GET /apis/users/current-user/{userId}`); `token` defaults to the stored one. */
export function fetchCurrentUser(userId: string, token?: string): Promise<User> {
  return apiRequest(`/apis/users/current-user/${encodeURIComponent(userId)}`, dataOf(isUser), { token });
}
