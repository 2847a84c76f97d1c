CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"ticket_id" uuid,
	"event_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_not_negative";--> statement-breakpoint
DROP INDEX "tickets_attendee_unique";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_payment_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "state" text DEFAULT 'valid' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
CREATE INDEX "domain_events_order_idx" ON "domain_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "domain_events_occurred_idx" ON "domain_events" USING btree ("occurred_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_replaced_by_tickets_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_attendee_unique" ON "tickets" USING btree ("attendee_id") WHERE "tickets"."state" <> 'reissued';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending', 'paid', 'expired', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."fee_cents" >= 0 and "orders"."total_cents" >= 0);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_state_valid" CHECK ("tickets"."state" in ('valid', 'cancelled', 'reissued'));