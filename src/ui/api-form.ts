import { errorMessage } from "../api/api-error.ts";

/**
 * Turns a plain form (which posts to the API without JavaScript) into one that sends JSON with
 * `send`, disables its button while sending, and says under it whether it worked. Success clears
 * the form; a failure keeps everything typed. Texts come from the form's data attributes:
 * data-success, data-sending, data-error-network, data-error-timeout, data-error-generic,
 * data-error-email, data-error-too-many.
 */
export function enhanceForm(form: HTMLFormElement, send: (data: FormData) => Promise<unknown>): void {
  const texts = form.dataset;
  const status = form.querySelector<HTMLElement>("[data-form-status]");
  const alert = form.querySelector<HTMLElement>("[data-form-error]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const idleLabel = button?.textContent ?? "";
  const say = (target: HTMLElement | null, text: string) => {
    if (!target) return;
    target.textContent = text;
    target.hidden = text === "";
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    say(status, "");
    say(alert, "");
    if (button) {
      button.disabled = true;
      if (texts.sending) button.textContent = texts.sending;
    }
    try {
      await send(new FormData(form));
      form.reset();
      say(status, texts.success ?? "");
    } catch (error) {
      say(
        alert,
        errorMessage(error, {
          "error.network": texts.errorNetwork ?? "",
          "error.timeout": texts.errorTimeout ?? "",
          "error.generic": texts.errorGeneric ?? "",
          "error.email": texts.errorEmail,
          "error.tooMany": texts.errorTooMany,
        }),
      );
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = idleLabel;
      }
    }
  });
}

/** A form field's text, or "" when it is missing. */
export function field(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
