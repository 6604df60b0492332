/**
 * The `sub` claim of a JWT, read WITHOUT verifying the signature: the browser only uses it as
 * the id to look the signed-in user up (`GET /apis/users/current-user/{id}`); the server checks
 * the token itself on that call.
 * @example jwtSubject("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.sig") // "u1"
 * @returns null when the text is not a JWT with a string `sub`.
 */
export function jwtSubject(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown } | null;
    return typeof claims?.sub === "string" && claims.sub !== "" ? claims.sub : null;
  } catch {
    return null;
  }
}
