import { useState } from "react";
import { type CardInput, type CardProblem, validateCard } from "../../../domain/card.ts";
import { BLANK_CARD, CardFormView, type CardFormViewProps } from "./CardFormView.tsx";

interface Props extends Omit<CardFormViewProps, "card" | "problem" | "onChange" | "onSubmit"> {
  today: string;
  /** Called with a card that passed the checks. */
  onPay: () => void;
}

/** CardFormView with what was typed, checked on Pay: the first problem is shown and focused. */
export function CardForm({ today, onPay, ...view }: Props) {
  const [card, setCard] = useState<CardInput>(BLANK_CARD);
  const [problem, setProblem] = useState<CardProblem | null>(null);
  return (
    <CardFormView
      {...view}
      card={card}
      problem={problem}
      onChange={(field, value) => {
        // From the current card: several fields can change before a render (the page's early
        // copy hands everything typed there over at once).
        setCard((current) => ({ ...current, [field]: value }));
        if (problem?.field === field) setProblem(null);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateCard(card, today);
        setProblem(found);
        if (found) document.getElementById(`${view.idPrefix}-${found.field}`)?.focus();
        else onPay();
      }}
    />
  );
}
