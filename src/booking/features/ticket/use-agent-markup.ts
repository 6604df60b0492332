import { useEffect, useState } from "react";
import { fetchAgentMarkup } from "../../../api/agent-sales.ts";
import type { MarkupInput } from "../../../domain/agent-markup.ts";

/**
 * An agent's markup on this booking: their default once it is read (ADR 0083), then as they
 * change it; null for a customer, and while (or if) the default cannot be read, when the booking
 * is sent without one and the server applies the default itself.
 */
export function useAgentMarkup(isAgent: boolean) {
  const [markup, setMarkup] = useState<MarkupInput | null>(null);
  useEffect(() => {
    if (!isAgent) return;
    const controller = new AbortController();
    fetchAgentMarkup(controller.signal).then(
      (kept) => setMarkup((typed) => typed ?? kept),
      () => undefined,
    );
    return () => controller.abort();
  }, [isAgent]);
  return [isAgent ? markup : null, setMarkup] as const;
}
