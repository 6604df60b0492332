import { useEffect, useState } from "react";
import { fetchWallet } from "../../../api/wallet.ts";

/**
 * The signed-in user's wallet balance in cents, asked for again whenever `key` changes (after
 * each payment attempt); `key` null: nobody to ask for (signed out, or not known yet). Answers
 * undefined until the first answer, null when there is nobody or it could not be read (the step
 * still works: Pay Now's answer says a shortfall). The last balance stays shown while asking again.
 */
export function useWalletBalance(key: string | null): number | null | undefined {
  const [balance, setBalance] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (key === null) {
      setBalance(null);
      return;
    }
    const controller = new AbortController();
    fetchWallet(controller.signal).then(
      (wallet) => setBalance(wallet.balance),
      () => {
        if (!controller.signal.aborted) setBalance(null);
      },
    );
    return () => controller.abort();
  }, [key]);
  return balance;
}
