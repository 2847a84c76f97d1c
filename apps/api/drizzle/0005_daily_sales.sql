CREATE TABLE "daily_lot_sales" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_lot_sales_event_id_day_ticket_type_id_pk" PRIMARY KEY("event_id","day","ticket_type_id")
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"tickets" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_lot_sales" ADD CONSTRAINT "daily_lot_sales_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_lot_sales" ADD CONSTRAINT "daily_lot_sales_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;