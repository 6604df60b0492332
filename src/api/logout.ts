import { apiRequest } from "./client.ts";

/** Revokes `token` on the server (`POST /apis/auth/logout`). */
export function logoutSession(token: string): Promise<{ success: true }> {
  return apiRequest("/apis/auth/logout", { method: "POST", token });
}
