DROP INDEX "bookings_status_hold_idx";--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'PENDING_PAYMENT';