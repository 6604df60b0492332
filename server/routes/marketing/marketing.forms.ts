import type { Context, Next } from "hono";
import type { ZodType } from "zod";
import type { AppEnv } from "../../context.ts";
import { fieldsFromZod } from "../../http/validation.ts";

/**
 * The no-JavaScript path of the subscribe and contact forms: a plain HTML form post
 * (urlencoded or multipart) is validated with the same schema as the JSON call, handled by the
 * same function, and answered with a 303 back to the page, at `#<sentId>` where the page shows
 * its success message by CSS alone. JSON requests pass through to the documented route.
 */
export function htmlFormPost<T>(
  schema: ZodType<T>,
  sentId: string,
  handle: (c: Context<AppEnv>, body: T) => Promise<void>,
) {
  return async (c: Context<AppEnv>, next: Next) => {
    const type = c.req.header("content-type") ?? "";
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return next();
    const form = await c.req.parseBody().catch(() => null);
    const back = backTo(c);
    const parsed = schema.safeParse(
      Object.fromEntries(Object.entries(form ?? {}).filter(([, v]) => typeof v === "string")),
    );
    if (!parsed.success) {
      const problems = Object.values(fieldsFromZod(parsed.error));
      return c.html(errorPage(problems, back), 400);
    }
    await handle(c, parsed.data);
    return c.redirect(`${back}#${sentId}`, 303);
  };
}

/** The page the form was on: the Referer when it is from the posting origin, else the home page. */
function backTo(c: Context<AppEnv>): string {
  const referer = c.req.header("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    const origin = c.req.header("origin") ?? new URL(c.req.url).origin;
    return url.origin === origin ? `${url.origin}${url.pathname}` : "/";
  } catch {
    return "/";
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function errorPage(problems: string[], back: string): string {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please check the form</title></head><body><h1>Please check the form</h1><ul>${items}</ul><p><a href="${escapeHtml(back)}">Back</a></p></body></html>`;
}
