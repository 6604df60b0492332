import { CONTACT_FIELDS, type ContactInfo } from "../../../domain/contact-fields.ts";
import type { UIKey } from "../../../i18n/en.ts";
import type { Translate } from "../../../i18n/translate-core.ts";
import type { ContactDraft } from "../../../stores/contact-info.ts";
import { Field } from "../../../ui/Field.tsx";
import { Panel } from "../../../ui/Panel.tsx";
import { agentOnly } from "../../agent-only.tsx";

const AgentContactNote = agentOnly(() => import("./AgentContactNote.tsx"), "AgentContactNote");

interface Props {
  value: ContactDraft;
  errors: Partial<Record<keyof ContactInfo, string>>;
  onChange: (field: keyof ContactInfo, value: string) => void;
  t: Translate;
  isAgent: boolean;
}

const inputProps: Partial<
  Record<keyof ContactInfo, { type?: string; autoComplete: string; inputMode?: "tel" }>
> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email" },
  phoneNumber: { type: "tel", autoComplete: "tel", inputMode: "tel" },
  address: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  country: { autoComplete: "country-name" },
};

/** The ticket step's contact form (spec section 2), saved as it is typed (no hooks: TicketView). */
export function ContactForm({ value, errors, onChange, t, isAgent }: Props) {
  return (
    <Panel
      title={t("ticket.contactHeading")}
      titleClassName="text-lg font-semibold"
      headingId="ticket-contact-heading"
    >
      {isAgent && <AgentContactNote />}
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <Field
            key={field}
            id={`contact-${field}`}
            name={field}
            label={t(`ticket.${field}` as UIKey)}
            required
            value={value[field] ?? ""}
            error={errors[field]}
            hint={field === "phoneNumber" ? t("ticket.contactHint") : undefined}
            onChange={(event) => onChange(field, event.currentTarget.value)}
            className={field === "address" ? "sm:col-span-2" : undefined}
            {...inputProps[field]}
          />
        ))}
      </div>
    </Panel>
  );
}
