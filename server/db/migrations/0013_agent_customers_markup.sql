CREATE TABLE "agent_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_booked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_markups" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hundredths" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_travellers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"traveller_key" text NOT NULL,
	"passenger" jsonb NOT NULL,
	"last_booked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "markup_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_customer_id" text;--> statement-breakpoint
ALTER TABLE "agent_customers" ADD CONSTRAINT "agent_customers_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_markups" ADD CONSTRAINT "agent_markups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_travellers" ADD CONSTRAINT "agent_travellers_customer_id_agent_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."agent_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_customers_agent_email" ON "agent_customers" USING btree ("agent_id","email");--> statement-breakpoint
CREATE INDEX "agent_customers_recent_idx" ON "agent_customers" USING btree ("agent_id","last_booked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_travellers_customer_key" ON "agent_travellers" USING btree ("customer_id","traveller_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_customer_id_agent_customers_id_fk" FOREIGN KEY ("agent_customer_id") REFERENCES "public"."agent_customers"("id") ON DELETE set null ON UPDATE no action;