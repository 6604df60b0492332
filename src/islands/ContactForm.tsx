import { type SubmitEvent, useState } from "react";
import type { ErrorStrings } from "../api/api-error.ts";
import { apiBase } from "../api/client.ts";
import { CONTACT_PATH, type ContactInput, sendContactMessage } from "../api/contact.ts";
import { FormStatus } from "../ui/FormStatus.tsx";
import { useSubmit } from "../ui/use-submit.ts";

interface Props {
  strings: ErrorStrings & {
    "contact.name": string;
    "contact.email": string;
    "contact.message": string;
    "contact.messagePlaceholder": string;
    "contact.submit": string;
    "contact.sending": string;
    "contact.success": string;
  };
}

const empty: ContactInput = { name: "", email: "", message: "" };
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-ink placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";
const labelClass = "block text-sm font-semibold text-slate-800";

/**
 * The contact form: name and e-mail required, sent to POST /apis/contact (a plain form post
 * before hydration). Success clears it; a failure keeps everything typed and says why.
 */
export default function ContactForm({ strings }: Props) {
  const [values, setValues] = useState(empty);
  const { status, run } = useSubmit(strings);
  const field = (key: keyof ContactInput) => ({
    id: `contact-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value }),
    className: inputClass,
  });
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run(() => sendContactMessage(values))) setValues(empty);
  };
  const sending = status.state === "sending";
  return (
    <form action={`${apiBase}${CONTACT_PATH}`} method="post" onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor="contact-name" className={labelClass}>
          {strings["contact.name"]}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input {...field("name")} type="text" required maxLength={100} autoComplete="name" />
      </div>
      <div>
        <label htmlFor="contact-email" className={labelClass}>
          {strings["contact.email"]}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          {...field("email")}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          {strings["contact.message"]}
        </label>
        <textarea
          {...field("message")}
          rows={5}
          maxLength={5000}
          placeholder={strings["contact.messagePlaceholder"]}
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        {sending ? strings["contact.sending"] : strings["contact.submit"]}
      </button>
      <FormStatus status={status} success={strings["contact.success"]} />
    </form>
  );
}
