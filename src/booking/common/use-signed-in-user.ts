import type { User } from "../../domain/account.ts";
import { $auth } from "../../stores/auth.ts";
import { useStored } from "../../ui/use-stored.ts";

/**
 * The signed-in user as the account screens show it: undefined while the page is built and while
 * it hydrates (the build cannot know who is signed in), then the user, or null when nobody is
 * (or the session has expired).
 * @example const user = useSignedInUser(); if (user === undefined) return <Spinner />;
 */
export function useSignedInUser(): User | null | undefined {
  const auth = useStored($auth);
  if (auth === undefined) return undefined;
  return auth.isAuthenticated ? auth.user : null;
}
