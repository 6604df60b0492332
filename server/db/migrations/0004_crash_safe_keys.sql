CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Keys answered before leases existed count as answered once.
UPDATE "idempotency_keys" SET "answers" = 1 WHERE "status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "top_up_id" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_ups_pending_idx" ON "top_ups" USING btree ("created_at") WHERE "top_ups"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_one_credit_per_top_up" ON "wallet_transactions" USING btree ("top_up_id") WHERE "wallet_transactions"."top_up_id" is not null;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_answered_once" CHECK ("idempotency_keys"."answers" <= 1);