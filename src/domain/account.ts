/**
 * The account shapes of the contract ("Users and session"), shared by the browser app and the
 * API (which answers them): the user, what sign-up and login send and answer, and the checks the
 * app reads those answers with.
 */
import { hasStrings, isObject } from "./shape.ts";

/** The user as every route answers it; never a password hash. */
export interface User {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  isAgent: boolean;
  /** ISO date-time. */
  createdAt: string;
}

/** Spec section 3 "Registration payload"; `isAgent` is true only on the agent form. */
export interface RegistrationPayload {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  isAgent: boolean;
}

export interface RegistrationResponse {
  success: true;
  message: string;
  data: { user: User };
}

/** Spec section 3 "Login payload". */
export interface LoginPayload {
  email: string;
  password: string;
}

export interface LoginResponse {
  success: true;
  message: string;
  jwt: string;
  /** ISO date-time: 2 hours after issue. */
  expiresAt: string;
  user: User;
}

/** What profile editing may change (`PATCH /apis/users/{id}`). */
export interface ProfileChanges {
  name?: string;
  phoneNumber?: string;
}

/** True for a user as the API answers it. */
export function isUser(value: unknown): value is User {
  return (
    isObject(value) &&
    hasStrings(value, ["id", "name", "email", "phoneNumber", "createdAt"]) &&
    typeof value.isAgent === "boolean"
  );
}

/** True for the login answer: the token, its expiry and the user. */
export function isLoginResponse(body: unknown): body is LoginResponse {
  return (
    isObject(body) &&
    body.success === true &&
    hasStrings(body, ["message", "jwt", "expiresAt"]) &&
    isUser(body.user)
  );
}

/**
 * The new account's user from the sign-up answer, or undefined when the answer is not one.
 * @example registeredUser({ success: true, message: "...", data: { user } }) // user
 */
export function registeredUser(body: unknown): User | undefined {
  const data = isObject(body) ? body.data : undefined;
  return isObject(data) && isUser(data.user) ? data.user : undefined;
}
