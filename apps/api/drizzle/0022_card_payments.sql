CREATE TABLE "card_attempts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"brand" text,
	"last4" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_installments" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment_value_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'pix' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installments" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment_value_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_installment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD COLUMN "payment_method" text DEFAULT 'pix' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD COLUMN "installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD COLUMN "interest_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_attempts" ADD CONSTRAINT "card_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_token_unique" ON "saved_cards" USING btree ("user_id","token");--> statement-breakpoint
CREATE INDEX "payments_installment_idx" ON "payments" USING btree ("provider_installment_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_max_installments_valid" CHECK ("events"."max_installments" between 1 and 12);