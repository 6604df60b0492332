/** One year, subdomains included: what a site served only over HTTPS sends (no preload list). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * True when the request reached the first trusted proxy over HTTPS: behind `trustedProxies`
 * proxies (TRUST_PROXY), the X-Forwarded-Proto entry counted that many from the right, as for
 * X-Forwarded-For (the entries on the left are the client's to write). With no trusted proxy the
 * header proves nothing, and the server itself speaks plain HTTP.
 * @example viaHttps("https", 1) // true
 */
export function viaHttps(forwardedProto: string | undefined, trustedProxies: number): boolean {
  if (trustedProxies < 1 || !forwardedProto) return false;
  const chain = forwardedProto.split(",").map((part) => part.trim().toLowerCase());
  return chain[chain.length - trustedProxies] === "https";
}
