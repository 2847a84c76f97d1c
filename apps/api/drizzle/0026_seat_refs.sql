ALTER TABLE "seat_maps" ADD COLUMN "last_ref" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "ref" integer;--> statement-breakpoint
UPDATE "seats" SET "ref" = "numbered"."n" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "event_id" ORDER BY "position") AS "n" FROM "seats"
) AS "numbered" WHERE "numbered"."id" = "seats"."id";--> statement-breakpoint
UPDATE "seat_maps" SET "last_ref" = coalesce((SELECT max("ref") FROM "seats" WHERE "seats"."event_id" = "seat_maps"."event_id"), 0);--> statement-breakpoint
ALTER TABLE "seats" ALTER COLUMN "ref" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "seats_event_ref_unique" ON "seats" USING btree ("event_id","ref");--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_ref_positive" CHECK ("seats"."ref" >= 1);
