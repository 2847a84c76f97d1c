CREATE TABLE "on_sales" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"queue" boolean DEFAULT true NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"last_position" bigint DEFAULT 0 NOT NULL,
	"admitted_up_to" bigint DEFAULT 0 NOT NULL,
	"sealed_at" timestamp with time zone,
	"pace_at" timestamp with time zone,
	"recent_admissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "on_sales_admit_per_minute_valid" CHECK ("on_sales"."admit_per_minute" between 1 and 1000000),
	CONSTRAINT "on_sales_admitted_within_line" CHECK ("on_sales"."admitted_up_to" <= "on_sales"."last_position")
);
--> statement-breakpoint
CREATE TABLE "queue_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"browser_id" text NOT NULL,
	"user_id" uuid,
	"sort_key" bigint NOT NULL,
	"position" bigint,
	"joined_at" timestamp with time zone NOT NULL,
	"pass_issued_at" timestamp with time zone,
	"pass_used_at" timestamp with time zone,
	"order_id" uuid
);
--> statement-breakpoint
ALTER TABLE "on_sales" ADD CONSTRAINT "on_sales_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_places" ADD CONSTRAINT "queue_places_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_places" ADD CONSTRAINT "queue_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "on_sales_starts_at_idx" ON "on_sales" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_places_event_browser_idx" ON "queue_places" USING btree ("event_id","browser_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_places_event_user_idx" ON "queue_places" USING btree ("event_id","user_id") WHERE "queue_places"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_places_event_position_idx" ON "queue_places" USING btree ("event_id","position") WHERE "queue_places"."position" is not null;--> statement-breakpoint
CREATE INDEX "queue_places_unsealed_idx" ON "queue_places" USING btree ("event_id","sort_key") WHERE "queue_places"."position" is null;