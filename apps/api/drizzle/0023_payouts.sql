CREATE TABLE "charge_splits" (
	"provider_payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"wallet_id" text,
	"charged_cents" integer NOT NULL,
	"organizer_cents" integer NOT NULL,
	"platform_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"commission_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charge_splits_adds_up" CHECK ("charge_splits"."organizer_cents" + "charge_splits"."platform_cents" = "charge_splits"."charged_cents" and "charge_splits"."organizer_cents" >= 0 and "charge_splits"."platform_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organizer_settings" (
	"organizer_id" uuid PRIMARY KEY NOT NULL,
	"commission_bps" integer,
	"blocked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_settings_commission_valid" CHECK ("organizer_settings"."commission_bps" is null or "organizer_settings"."commission_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"organizer_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"cpf_cnpj" varchar(14) NOT NULL,
	"birth_date" date,
	"company_type" text,
	"mobile_phone" varchar(11) NOT NULL,
	"postal_code" varchar(8) NOT NULL,
	"address_number" text NOT NULL,
	"complement" text,
	"income_value_cents" bigint NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"wallet_id" text NOT NULL,
	"status" text NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_valid" CHECK ("payout_accounts"."status" in ('pending', 'approved', 'documents_required', 'refused')),
	CONSTRAINT "payout_accounts_income_positive" CHECK ("payout_accounts"."income_value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "split_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"provider_payment_id" text,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"charged_cents" integer NOT NULL,
	"organizer_cents" integer NOT NULL,
	"platform_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"credited" boolean NOT NULL,
	CONSTRAINT "split_ledger_kind_valid" CHECK ("split_ledger"."kind" in ('sale', 'refund', 'chargeback')),
	CONSTRAINT "split_ledger_adds_up" CHECK ("split_ledger"."organizer_cents" + "split_ledger"."platform_cents" = "split_ledger"."charged_cents")
);
--> statement-breakpoint
ALTER TABLE "charge_splits" ADD CONSTRAINT "charge_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_splits" ADD CONSTRAINT "charge_splits_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_settings" ADD CONSTRAINT "organizer_settings_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_ledger" ADD CONSTRAINT "split_ledger_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_ledger" ADD CONSTRAINT "split_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_ledger" ADD CONSTRAINT "split_ledger_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_splits_order_idx" ON "charge_splits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_wallet_unique" ON "payout_accounts" USING btree ("wallet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_provider_account_unique" ON "payout_accounts" USING btree ("provider_account_id");--> statement-breakpoint
CREATE INDEX "split_ledger_order_idx" ON "split_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "split_ledger_organizer_day_idx" ON "split_ledger" USING btree ("organizer_id","day");--> statement-breakpoint
CREATE INDEX "split_ledger_event_day_idx" ON "split_ledger" USING btree ("event_id","day");