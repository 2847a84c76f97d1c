ALTER TABLE "attendees" ADD COLUMN "meia_tipo" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "meia_documento" text;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "meia_event_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meia_entrada_lei" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_meia_document_unique" ON "attendees" USING btree ("meia_event_id","meia_documento") WHERE "attendees"."meia_event_id" is not null;