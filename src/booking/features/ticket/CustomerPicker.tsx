import { useState } from "react";
import { fetchAgentCustomers } from "../../../api/agent-sales.ts";
import { type AgentCustomer, customerContact, customerMatches } from "../../../domain/agent-customer.ts";
import type { ContactInfo } from "../../../domain/contact-info.ts";
import type { PassengerInfo } from "../../../domain/passenger-info.ts";
import type { Translate } from "../../../i18n/translate.ts";
import { Field } from "../../../ui/Field.tsx";
import { Panel } from "../../../ui/Panel.tsx";
import toast from "../../../ui/toast.ts";
import { quietButton } from "../../common/classes.ts";
import { useLoad } from "../../common/use-load.ts";
import { useT } from "../../use-t.ts";

interface Props {
  /** The agent: their customers are loaded for them. */
  agentId: string;
  /** A customer picked: their contact fills the form. */
  onPick: (contact: ContactInfo) => void;
  /** New customer: the contact form is emptied. */
  onNew: () => void;
  /**
   * One of the picked customer's travellers, to be the next passenger: the passenger's number
   * once saved, `edit` when their form opened at a rule's field, null when every passenger is in.
   */
  onAddTraveller: (traveller: PassengerInfo) => number | "edit" | null;
}

/** How many customers the list shows at once: the search finds the rest. */
const SHOWN = 6;

/** A traveller's document as the list names it. */
function documentOf(p: PassengerInfo, t: Translate): string {
  if (p.passportNumber) return t("agentSale.passport", { number: p.passportNumber });
  if (p.nrcNumber) return t("agentSale.nrc", { number: p.nrcNumber });
  return p.dateOfBirth;
}

/**
 * An agent's past customers on the ticket step (ADR 0083): searched by name, phone or e-mail;
 * picking one fills the contact and offers their travellers with their saved documents, each
 * added as the next passenger with one press. Agent-only (ADR 0086): the ticket form draws it
 * through `agentOnly`, with the agent's texts.
 */
export function CustomerPicker({ agentId, onPick, onNew, onAddTraveller }: Props) {
  const t = useT();
  const [customers] = useLoad(agentId, (signal) => fetchAgentCustomers(signal), t);
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<AgentCustomer | null>(null);
  const list = customers.kind === "ready" ? customers.data : [];
  const found = list.filter((c) => customerMatches(c, query)).slice(0, SHOWN);
  const name = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
  return (
    <Panel
      title={t("agentSale.customersHeading")}
      titleClassName="text-lg font-semibold"
      headingId="agent-customers-heading"
    >
      <p className="mt-1 text-sm text-slate-600">{t("agentSale.customersHint")}</p>
      {customers.kind === "failed" && (
        <p className="mt-3 text-sm text-red-800">{t("agentSale.loadFailed")}</p>
      )}
      {customers.kind === "ready" && list.length === 0 && (
        <p className="mt-3 text-sm text-slate-700">{t("agentSale.noCustomers")}</p>
      )}
      {list.length > 0 && (
        <>
          <Field
            id="agent-customer-search"
            className="mt-3"
            type="search"
            label={t("agentSale.search")}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          {found.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t("agentSale.noMatch")}</p>
          ) : (
            <ul
              className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2"
              aria-label={t("agentSale.customersHeading")}
            >
              {found.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-pressed={picked?.id === c.id}
                    onClick={() => {
                      setPicked(c);
                      onPick(customerContact(c));
                    }}
                    className={`w-full rounded-lg border px-3 py-2 text-left ${
                      picked?.id === c.id
                        ? "border-green-700 bg-green-50"
                        : "border-slate-300 bg-white hover:border-brand-600"
                    }`}
                  >
                    <span className="block font-medium break-words">{name(c)}</span>
                    <span className="block text-sm break-all text-slate-600">
                      {c.phoneNumber} · {c.email}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {picked && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">{t("agentSale.picked", { name: name(picked) })}</p>
            <button
              type="button"
              className={quietButton}
              onClick={() => {
                setPicked(null);
                onNew();
              }}
            >
              {t("agentSale.newCustomer")}
            </button>
          </div>
          {picked.travellers.length > 0 && (
            <>
              <h3 className="mt-3 text-sm font-semibold">
                {t("agentSale.travellersHeading", { name: name(picked) })}
              </h3>
              <ul className="mt-2 space-y-2">
                {picked.travellers.map((p) => (
                  <li
                    key={`${p.firstName}-${p.lastName}-${p.dateOfBirth}-${p.passportNumber ?? p.nrcNumber ?? ""}`}
                  >
                    <button
                      type="button"
                      className={`${quietButton} w-full justify-between text-left`}
                      onClick={() => {
                        const added = onAddTraveller(p);
                        if (added === null) toast.error(t("agentSale.noFreePassenger"));
                        else if (added !== "edit")
                          toast.success(
                            t("agentSale.travellerAdded", { name: `${p.firstName} ${p.lastName}`, n: added }),
                          );
                      }}
                    >
                      <span>{t("agentSale.addTraveller", { name: name(p) })}</span>
                      <span className="font-normal text-slate-600">{documentOf(p, t)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
