import { useEffect } from "react";
import type { RuleFailure } from "../../../domain/rule-messages.ts";
import type { Locale } from "../../../i18n/locales.ts";
import { pick, translator } from "../../../i18n/translate.ts";
import SearchPanel from "../../../islands/SearchPanel.tsx";
import { searchPanelKeys } from "../../../islands/search-panel/strings.ts";
import toast from "../../../ui/toast.ts";
import { ruleMessage } from "../../rule-message.ts";

/**
 * The failures of a results address's search in the page's language, and the home page's search
 * panel (restored to the last search) to search again: the site's dictionary, with the rules'
 * texts, comes with this chunk.
 */
export default function InvalidSearchPanel({
  locale,
  failures,
}: {
  locale: Locale;
  failures: RuleFailure[];
}) {
  const t = translator(locale);
  const messages = failures.map((failure) => ruleMessage(failure, t));
  useFailureToasts(messages);
  return (
    <>
      <ul role="alert" className="mt-4 list-disc space-y-1 rounded-lg bg-red-50 px-8 py-3 text-red-800">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <div id="search-panel" className="mt-6 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-semibold">{t("search.heading")}</h2>
        <SearchPanel locale={locale} strings={pick(t, searchPanelKeys)} toaster={false} />
      </div>
    </>
  );
}

/** Shows each failure as its toast, once. */
function useFailureToasts(messages: string[]): void {
  const key = messages.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `messages`.
  useEffect(() => {
    for (const message of messages) toast.error(message, { id: message });
  }, [key]);
}
