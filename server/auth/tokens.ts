import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** Tokens live two hours from issue (contract, spec section 9). */
export const TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

export interface TokenClaims {
  /** The user id. */
  sub: string;
  /** Token id, the key of its `sessions` row so it can be revoked. */
  jti: string;
  iat: number;
  exp: number;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * The bytes of `part` when it is canonical base64url: the URL alphabet, no `=` padding, no spare
 * bits set (what encoding them again gives back). Node's decoder forgives all three, which would
 * let one token be written many ways.
 */
function canonical(part: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const bytes = Buffer.from(part, "base64url");
  return bytes.toString("base64url") === part ? bytes : null;
}
const HEADER = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));

/**
 * Issues an HS256 JWT for `userId`, valid {@link TOKEN_LIFETIME_SECONDS} from `now`.
 * @example const { token, claims } = signToken("u_1", secret, new Date());
 */
export function signToken(userId: string, secret: string, now: Date): { token: string; claims: TokenClaims } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = { sub: userId, jti: randomUUID(), iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  const body = `${HEADER}.${b64(JSON.stringify(claims))}`;
  const signature = createHmac("sha256", secret).update(body).digest("base64url");
  return { token: `${body}.${signature}`, claims };
}

/**
 * Checks encoding (each part canonical base64url), signature, algorithm and expiry.
 * @returns the claims, or null for anything malformed, tampered with or expired at `now`.
 */
export function verifyToken(token: string, secret: string, now: Date): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const [head, body, given] = [canonical(header), canonical(payload), canonical(signature)];
  if (!head || !body || !given) return null;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const algorithm = JSON.parse(head.toString("utf8"));
    if (algorithm?.alg !== "HS256") return null;
    const claims = JSON.parse(body.toString("utf8")) as Partial<TokenClaims>;
    if (typeof claims.sub !== "string" || typeof claims.jti !== "string" || typeof claims.exp !== "number")
      return null;
    if (claims.exp <= Math.floor(now.getTime() / 1000)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}
