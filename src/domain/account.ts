/**
 * The account shapes of the contract ("Users and session"), shared by the browser app and the
 * API's tests: the user, what sign-up and login send and answer.
 */

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

/** `{success:true, message}` of the routes that only confirm. */
export interface OkResponse {
  success: true;
  message: string;
}
