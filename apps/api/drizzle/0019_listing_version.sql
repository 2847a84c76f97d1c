CREATE TABLE "listing_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_version_one_row" CHECK ("listing_version"."id" = 1)
);
--> statement-breakpoint
-- Issue #19: every statement that writes `events` (any process, any replica) bumps the one row, in its own
-- transaction; replicas keep the home listing while it has not moved. Statement-level: a bulk write bumps once.
CREATE FUNCTION "listing_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_listing_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_version_bump"();
--> statement-breakpoint
INSERT INTO "listing_version" ("id", "version") VALUES (1, 0);
