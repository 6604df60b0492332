import { type SubmitEvent, useState } from "react";
import type { ErrorStrings } from "../api/api-error.ts";
import { apiBase } from "../api/client.ts";
import { SUBSCRIBE_PATH, subscribe } from "../api/subscribe.ts";
import { FormStatus } from "../ui/FormStatus.tsx";
import { useSubmit } from "../ui/use-submit.ts";

interface Props {
  strings: ErrorStrings & {
    "subscribe.label": string;
    "subscribe.placeholder": string;
    "subscribe.submit": string;
    "subscribe.success": string;
  };
}

/**
 * The subscribe block's form. Before hydration it is a plain form posting to /apis/subscribe;
 * after, it sends JSON and says under the field whether it worked, keeping the address on failure.
 */
export default function SubscribeForm({ strings }: Props) {
  const [email, setEmail] = useState("");
  const { status, run } = useSubmit(strings);
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run(() => subscribe({ email }))) setEmail("");
  };
  return (
    <form
      action={`${apiBase}${SUBSCRIBE_PATH}`}
      method="post"
      onSubmit={onSubmit}
      className="w-full max-w-lg"
    >
      <label htmlFor="subscribe-email" className="block text-sm font-semibold text-white">
        {strings["subscribe.label"]}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={strings["subscribe.placeholder"]}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-md border-0 bg-white px-4 py-3 text-ink placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-accent-500"
        />
        <button
          type="submit"
          disabled={status.state === "sending"}
          className="rounded-md bg-accent-500 px-6 py-3 font-semibold text-ink hover:bg-amber-400 disabled:opacity-70"
        >
          {strings["subscribe.submit"]}
        </button>
      </div>
      <FormStatus status={status} success={strings["subscribe.success"]} inverse />
    </form>
  );
}
