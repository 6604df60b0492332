DROP INDEX "wallet_transactions_user_idx";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows written before this column: their best known order is the one the statement showed.
UPDATE "wallet_transactions" SET "seq" = "numbered"."n" FROM (
	SELECT "id", row_number() OVER (PARTITION BY "user_id" ORDER BY "created_at", "id") AS "n" FROM "wallet_transactions"
) AS "numbered" WHERE "numbered"."id" = "wallet_transactions"."id";--> statement-breakpoint
UPDATE "wallets" SET "moves" = coalesce((SELECT max("seq") FROM "wallet_transactions" WHERE "wallet_transactions"."user_id" = "wallets"."user_id"), 0);--> statement-breakpoint
ALTER TABLE "wallet_transactions" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_user_seq" ON "wallet_transactions" USING btree ("user_id","seq");
