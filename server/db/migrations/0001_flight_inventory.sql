CREATE TABLE "flight_inventory" (
	"flight_key" text NOT NULL,
	"cabin" text NOT NULL,
	"capacity" integer NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_inventory_flight_key_cabin_pk" PRIMARY KEY("flight_key","cabin"),
	CONSTRAINT "flight_inventory_within_capacity" CHECK ("flight_inventory"."seats_sold" >= 0 and "flight_inventory"."seats_sold" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_overrides" (
	"flight_key" text PRIMARY KEY NOT NULL,
	"departure_at" text,
	"arrival_at" text,
	"closed" boolean DEFAULT false NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_holds" (
	"booking_id" text NOT NULL,
	"flight_key" text NOT NULL,
	"cabin" text NOT NULL,
	"seats" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "seat_holds_booking_id_flight_key_cabin_pk" PRIMARY KEY("booking_id","flight_key","cabin")
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_flight_idx" ON "seat_holds" USING btree ("flight_key");