import type { User } from "../domain/account.ts";
import { apiRequest } from "./client.ts";

export interface CurrentUserResponse {
  success: true;
  message: string;
  data: User;
}

/** The signed-in user (`GET /apis/users/current-user/{userId}`); `token` defaults to the stored one. */
export function fetchCurrentUser(userId: string, token?: string): Promise<CurrentUserResponse> {
  return apiRequest(`/apis/users/current-user/${encodeURIComponent(userId)}`, { token });
}
