CREATE TABLE "agency_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"agency_name" text NOT NULL,
	"licence_number" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bank" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kyat" integer NOT NULL,
	"mmk_rate" text NOT NULL,
	"credit_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposit_transfers_credit_positive" CHECK ("deposit_transfers"."credit_cents" > 0 and "deposit_transfers"."amount_kyat" > 0)
);
--> statement-breakpoint
CREATE TABLE "low_balance_alerts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "low_balance_alerts_threshold_positive" CHECK ("low_balance_alerts"."threshold" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "deposit_transfer_id" text;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD CONSTRAINT "deposit_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_balance_alerts" ADD CONSTRAINT "low_balance_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_transfers_reference_unique" ON "deposit_transfers" USING btree ("user_id","bank","reference");--> statement-breakpoint
CREATE INDEX "deposit_transfers_user_idx" ON "deposit_transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_transfers_pending_idx" ON "deposit_transfers" USING btree ("created_at") WHERE "deposit_transfers"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_deposit_transfer_id_deposit_transfers_id_fk" FOREIGN KEY ("deposit_transfer_id") REFERENCES "public"."deposit_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_one_credit_per_deposit" ON "wallet_transactions" USING btree ("deposit_transfer_id") WHERE "wallet_transactions"."deposit_transfer_id" is not null;