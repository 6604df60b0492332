import { isLoginResponse, type LoginPayload, type LoginResponse } from "../domain/account.ts";
import { checked } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** Signs in (`POST /apis/auth/login`); a wrong e-mail or password is a 401 ApiError. */
export function login(payload: LoginPayload): Promise<LoginResponse> {
  return apiRequest("/apis/auth/login", checked(isLoginResponse), {
    method: "POST",
    body: { ...payload },
    token: null,
  });
}
