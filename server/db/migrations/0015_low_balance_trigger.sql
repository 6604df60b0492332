-- The low-balance mail (issue 51, docs/adr/0082): a debit of a booking that takes an agent's
-- wallet from at or above their threshold to below it enqueues one 'low-balance-mail' job, in the
-- debit's own transaction, keyed by the debit's ledger row: once per crossing, whichever code path
-- (a payment, a date change, an agent's booking) wrote the row. The wallet row's lock orders the
-- debits, so balance_after - amount is the balance just before this one.
CREATE FUNCTION low_balance_crossed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (id, kind, booking_id, event_id, payload, next_run_at, created_at)
  SELECT 'low-balance:' || NEW.id, 'low-balance-mail', NEW.booking_id, NEW.id,
    jsonb_build_object('locale', u.locale, 'to', jsonb_build_array(u.email),
      'threshold', a.threshold, 'balance', NEW.balance_after),
    NEW.created_at, NEW.created_at
  FROM low_balance_alerts a JOIN users u ON u.id = a.user_id
  WHERE a.user_id = NEW.user_id AND u.is_agent
    AND NEW.balance_after < a.threshold AND NEW.balance_after - NEW.amount >= a.threshold
  ON CONFLICT (kind, booking_id, event_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_transactions_low_balance AFTER INSERT ON wallet_transactions
  FOR EACH ROW WHEN (NEW.amount < 0 AND NEW.booking_id IS NOT NULL)
  EXECUTE FUNCTION low_balance_crossed();
