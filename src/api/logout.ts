import { checked, isOk, type OkResponse } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** Revokes `token` on the server (`POST /apis/auth/logout`). */
export function logoutSession(token: string): Promise<OkResponse> {
  return apiRequest("/apis/auth/logout", checked(isOk), { method: "POST", token });
}
