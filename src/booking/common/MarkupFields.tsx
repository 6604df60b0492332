import { MARKUP_KINDS, type MarkupInput, type MarkupKind } from "../../domain/agent-markup.ts";
import type { Translate } from "../../i18n/translate.ts";
import { Field } from "../../ui/Field.tsx";

interface Props {
  /** Prefix of the two fields' ids: `{idPrefix}-kind` and `{idPrefix}-value`. */
  idPrefix: string;
  value: MarkupInput;
  onChange: (value: MarkupInput) => void;
  error?: string;
  t: Translate;
}

/**
 * An agent's markup as they type it (ADR 0083): its kind (an amount per traveller or a percentage
 * of the net fare) and its value, the unit in the value's label. The profile's default and a
 * booking's own markup use the same two fields.
 */
export function MarkupFields({ idPrefix, value, onChange, error, t }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-kind`} className="block text-sm font-medium text-slate-700">
          {t("agentSale.kindLabel")}
        </label>
        <select
          id={`${idPrefix}-kind`}
          name="kind"
          value={value.kind}
          onChange={(event) => onChange({ ...value, kind: event.currentTarget.value as MarkupKind })}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          {MARKUP_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`agentSale.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <Field
        id={`${idPrefix}-value`}
        name="value"
        label={`${t("agentSale.value")} (${value.kind === "percent" ? "%" : "USD"})`}
        inputMode="decimal"
        autoComplete="off"
        value={value.value}
        error={error}
        onChange={(event) => onChange({ ...value, value: event.currentTarget.value })}
      />
    </>
  );
}
