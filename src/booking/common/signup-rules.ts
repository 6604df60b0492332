import type { RegistrationPayload } from "../../domain/account.ts";
import {
  isValidEmail,
  isValidPhone,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordsMatch,
} from "../../domain/account-rules.ts";

/** A form problem; the page says it in its language (`account.problem.<problem>`). */
export type FormProblem =
  | "required"
  | "emailInvalid"
  | "phoneInvalid"
  | "passwordShort"
  | "passwordLong"
  | "mismatch"
  | "nameLong"
  | "passwordSame";

export interface FieldProblem<F extends string> {
  field: F;
  problem: FormProblem;
}

type SignupField = Exclude<keyof RegistrationPayload, "isAgent">;
const ORDER: SignupField[] = ["name", "email", "phoneNumber", "password", "confirmPassword"];

/** A new password's problem: the API's length rule (at least 8, at most 128 characters). */
export function newPasswordProblem(password: string): FormProblem | null {
  if (password === "") return "required";
  if (password.length < PASSWORD_MIN_LENGTH) return "passwordShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "passwordLong";
  return null;
}

/**
 * A chosen password and its confirmation: the length rule on `field`, then 'Passwords do not match'.
 * @example newPasswordPairProblem("newPassword", "Secret123!", "x") // { field: "confirmPassword", problem: "mismatch" }
 */
export function newPasswordPairProblem<F extends string>(
  field: F,
  password: string,
  confirmPassword: string,
): FieldProblem<F | "confirmPassword"> | null {
  const problem = newPasswordProblem(password);
  if (problem) return { field, problem };
  if (!passwordsMatch(password, confirmPassword)) return { field: "confirmPassword", problem: "mismatch" };
  return null;
}

/**
 * Spec section 5 sign-up rules, on both the customer and the agent form (the agent form's
 * missing checks are a spec defect): every field required, a name within the API's length, a
 * real e-mail and phone, the API's password length, and 'Passwords do not match' before any
 * call. Every field's problem at once, in form order (the form marks them all, not one per
 * press); the confirmation is compared once the password itself is acceptable.
 * @example signupProblems({ ...form, email: "abc", password: "short" }) // email emailInvalid, password passwordShort (confirmation not compared)
 */
export function signupProblems(form: Omit<RegistrationPayload, "isAgent">): FieldProblem<SignupField>[] {
  const own: Record<SignupField, FormProblem | null> = {
    name: form.name.trim().length > NAME_MAX_LENGTH ? "nameLong" : null,
    email: isValidEmail(form.email.trim()) ? null : "emailInvalid",
    phoneNumber: isValidPhone(form.phoneNumber) ? null : "phoneInvalid",
    password: newPasswordProblem(form.password),
    confirmPassword: null,
  };
  const problems: FieldProblem<SignupField>[] = [];
  for (const field of ORDER) {
    const problem = form[field].trim() === "" ? "required" : own[field];
    if (problem) problems.push({ field, problem });
  }
  const confirmed = form.confirmPassword.trim() !== "";
  if (confirmed && !own.password && !passwordsMatch(form.password, form.confirmPassword))
    problems.push({ field: "confirmPassword", problem: "mismatch" });
  return problems;
}
