import { useEffect, useState } from "react";
import { fetchAgentMarkup, saveAgentMarkup } from "../../../api/agent-sales.ts";
import { type MarkupInput, settingProblem } from "../../../domain/agent-markup.ts";
import toast from "../../../ui/toast.ts";
import { card, primaryButton } from "../../common/classes.ts";
import { MarkupFields } from "../../common/MarkupFields.tsx";
import { notifyError } from "../../notify-error.ts";
import { fieldRefusal } from "../../refusal-text.ts";
import { useT } from "../../use-t.ts";
import { SendRow } from "./SendRow.tsx";

/**
 * An agent's default markup on the profile (ADR 0083): an amount per traveller or a percentage
 * of the net fare, checked with the rules the API keeps it with, and saved through
 * `PUT /apis/agents/markup`. Each booking starts with it and can change it before confirming.
 */
export function MarkupSettings() {
  const t = useT();
  const [markup, setMarkup] = useState<MarkupInput | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState("");
  useEffect(() => {
    const controller = new AbortController();
    fetchAgentMarkup(controller.signal).then(
      (kept) => setMarkup(kept),
      (failure: unknown) => {
        if (!controller.signal.aborted) notifyError(failure, t);
      },
    );
    return () => controller.abort();
  }, [t]);
  if (!markup) return null;

  const change = (next: MarkupInput) => {
    setMarkup(next);
    setError(undefined);
    setSaved("");
  };
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!markup) return;
    const problem = settingProblem(markup);
    if (problem) {
      setError(t(`agentSale.${problem}`));
      document.getElementById("markup-default-value")?.focus();
      return;
    }
    setBusy(true);
    try {
      setMarkup(await saveAgentMarkup(markup));
      const text = t("agentSale.saved");
      setSaved(text);
      toast.success(text);
    } catch (failure) {
      // A refusal of the value the rules above let through (a bound changed since) is said at it.
      const said = fieldRefusal(failure, "value");
      if (said) {
        setError(said);
        document.getElementById("markup-default-value")?.focus();
      } else notifyError(failure, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`${card} mt-6`}>
      <h2 className="text-lg font-semibold">{t("agentSale.defaultHeading")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("agentSale.defaultHint")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MarkupFields idPrefix="markup-default" value={markup} onChange={change} error={error} t={t} />
        <SendRow busy={busy} status={saved} className={primaryButton}>
          {t("agentSale.save")}
        </SendRow>
      </form>
    </div>
  );
}
