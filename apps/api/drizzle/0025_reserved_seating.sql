CREATE TABLE "seat_maps" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"seat_count" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"category" text NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"accessible" text,
	CONSTRAINT "seats_accessible_valid" CHECK ("seats"."accessible" in ('cadeirante', 'acompanhante'))
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "seat_id" uuid;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "seat_claim" uuid;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "seat_section" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "seat_row" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "seat_label" text;--> statement-breakpoint
ALTER TABLE "seat_maps" ADD CONSTRAINT "seat_maps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_event_id_seat_maps_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."seat_maps"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seats_place_unique" ON "seats" USING btree ("event_id","section","row","label");--> statement-breakpoint
CREATE INDEX "seats_event_position_idx" ON "seats" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_seat_claim_seats_id_fk" FOREIGN KEY ("seat_claim") REFERENCES "public"."seats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_seat_claim_unique" ON "attendees" USING btree ("seat_claim") WHERE "attendees"."seat_claim" is not null;