import { hasStrings, isObject } from "../domain/shape.ts";

/**
 * What a signed-in form held when the session ended under it (expiry, a rejected token, another
 * tab signing out), kept for its user in this tab's sessionStorage while they sign in again, so
 * the form comes back as it was. Only plain fields: never a card's number, expiry or code.
 */
export interface FormDraft {
  userId: string;
  values: Record<string, string>;
}

const keyOf = (form: string) => `formDraft:${form}`;

function isFormDraft(value: unknown): value is FormDraft {
  return (
    isObject(value) &&
    typeof value.userId === "string" &&
    isObject(value.values) &&
    hasStrings(value.values, Object.keys(value.values))
  );
}

/** Keeps `values` of `form` for `userId` (storage blocked or full: nothing is kept). */
export function keepFormDraft(form: string, userId: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(keyOf(form), JSON.stringify({ userId, values } satisfies FormDraft));
  } catch {
    // Nothing to keep it in: the form starts empty after the sign-in, as before.
  }
}

/** The values kept for `form`, if they are `userId`'s (another user's: none). Leaves them kept. */
export function readFormDraft(form: string, userId: string): Record<string, string> | null {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(keyOf(form)) ?? "null");
    return isFormDraft(draft) && draft.userId === userId ? draft.values : null;
  } catch {
    return null;
  }
}

/** Forgets what was kept for `form`. */
export function dropFormDraft(form: string): void {
  try {
    sessionStorage.removeItem(keyOf(form));
  } catch {
    // Storage blocked: nothing was kept.
  }
}
