import type { MiddlewareHandler } from "hono";
import { hasControlCharacters } from "../../src/domain/account-rules.ts";
import { ApiError, validationFailed } from "./errors.ts";

/**
 * The one guard every string the API accepts passes through, before any route sees it: the
 * path, the query and every string (keys included) of a JSON or form body. It refuses, with the
 * contract's 400, what no field may hold: C0 control characters other than tab and line breaks
 * (fields that are one line refuse those too, in their schema), DEL, and lone UTF-16 surrogates
 * (PostgreSQL refuses NUL in text and would store U+FFFD for a surrogate). It also bounds JSON
 * nesting. A route added later cannot forget it: it is mounted on `/apis/*` in server/app.ts.
 *
 * Cost: one regex over the URL, and one pass over the parsed body, which hono caches, so the
 * route's validator does not parse it again.
 */

/** A percent-escaped control character (or DEL) in a path or query. */
const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** Deeper than any body the API documents; refused before a validator recurses into it. */
export const MAX_JSON_DEPTH = 32;

export const CONTROL_MESSAGE = "Must not contain control characters";
export const SURROGATE_MESSAGE = "Must be valid Unicode text";

/**
 * What is wrong with a string every field would refuse, or null.
 * @example textProblem("a\u0000") // "Must not contain control characters"
 */
export function textProblem(text: string): string | null {
  // Tab and line breaks pass here: a message may hold them; one-line fields refuse them themselves.
  if (hasControlCharacters(text, true)) return CONTROL_MESSAGE;
  if (!text.isWellFormed()) return SURROGATE_MESSAGE;
  return null;
}

function refuse(where: string, problem: string): never {
  throw validationFailed(`Invalid ${where}: ${problem}`, { [where]: problem });
}

/**
 * Walks a parsed JSON value without recursion (a 100 KB body can nest 50,000 levels).
 * @throws ApiError 400 naming the first bad string's path.
 */
export function checkJsonStrings(value: unknown): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value: node, path, depth } = item;
    if (typeof node === "string") {
      const problem = textProblem(node);
      if (problem) refuse(path || "body", problem);
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) refuse(path || "body", `Must not nest deeper than ${MAX_JSON_DEPTH} levels`);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1)
        stack.push({ value: node[i], path: path ? `${path}.${i}` : String(i), depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      const problem = textProblem(key);
      if (problem) refuse(at, problem);
      stack.push({ value: child, path: at, depth: depth + 1 });
    }
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** False for escapes that are not UTF-8 (a lone surrogate's bytes, a stray `%`). */
function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

const problemIn = (part: string) => (ESCAPED_CONTROL.test(part) ? CONTROL_MESSAGE : SURROGATE_MESSAGE);

/** The guard as middleware; mount it after the body limit. */
export function guardInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const pathAndQuery = start < 0 ? "" : url.slice(start);
    if (pathAndQuery.includes("%")) {
      const query = pathAndQuery.indexOf("?");
      const path = query < 0 ? pathAndQuery : pathAndQuery.slice(0, query);
      if (ESCAPED_CONTROL.test(path) || !decodes(path)) refuse("path", problemIn(path));
      const search = query < 0 ? "" : pathAndQuery.slice(query + 1);
      if (ESCAPED_CONTROL.test(search) || !decodes(search)) refuse("query", problemIn(search));
    }
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    const type = c.req.header("content-type") ?? "";
    if (JSON_TYPE.test(type)) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch (err) {
        if (err instanceof ApiError) throw err;
        // Malformed JSON: the route's validator answers its 400.
        return next();
      }
      checkJsonStrings(body);
    } else if (FORM_TYPE.test(type)) {
      // Parsed once: hono caches it for the form handler (server/routes/marketing/marketing.forms.ts).
      const form = await c.req.parseBody().catch(() => null);
      for (const [key, value] of Object.entries(form ?? {}))
        for (const text of [key, value])
          if (typeof text === "string") {
            const problem = textProblem(text);
            if (problem) refuse(key, problem);
          }
    }
    return next();
  };
}
