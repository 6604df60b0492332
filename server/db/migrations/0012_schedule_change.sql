DROP INDEX "jobs_kind_booking_unique";--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "event_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_booking_event_unique" ON "jobs" USING btree ("kind","booking_id","event_id");