CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('requested', 'sent', 'confirmed')),
	CONSTRAINT "refunds_reason_valid" CHECK ("refunds"."reason" in ('buyer_cancelled', 'late_payment', 'event_cancelled')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "withdraw_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "withdraw_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_unique" ON "refunds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_email") WHERE "tickets"."holder_email" is not null;--> statement-breakpoint
-- Money that arrived for an order that could not be served was only flagged (needs_refund) before: owe it now.
INSERT INTO "refunds" ("order_id", "provider_payment_id", "amount_cents", "reason", "next_attempt_at", "requested_at")
SELECT p."order_id", p."provider_payment_id", p."value_cents", 'late_payment', now(), now()
FROM "payments" p JOIN "orders" o ON o."id" = p."order_id"
WHERE p."status" = 'received' AND o."needs_refund" AND p."value_cents" > 0
  AND (o."status" <> 'paid' OR o."paid_payment_id" IS DISTINCT FROM p."provider_payment_id")
ON CONFLICT DO NOTHING;
