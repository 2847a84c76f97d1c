-- Keeps event_listing_counts (published events in all, scope '*', and per UF) exact on every write to events.
-- The '*' row is always locked first, so concurrent writers cannot deadlock on the counters.
CREATE FUNCTION "event_listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.state IS NOT DISTINCT FROM NEW.state THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE "event_listing_counts" SET "published" = "published" - 1 WHERE "scope" = '*';
    IF OLD.state IS NOT NULL THEN
      UPDATE "event_listing_counts" SET "published" = "published" - 1 WHERE "scope" = OLD.state;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO "event_listing_counts" ("scope", "published") VALUES ('*', 1)
      ON CONFLICT ("scope") DO UPDATE SET "published" = "event_listing_counts"."published" + 1;
    IF NEW.state IS NOT NULL THEN
      INSERT INTO "event_listing_counts" ("scope", "published") VALUES (NEW.state, 1)
        ON CONFLICT ("scope") DO UPDATE SET "published" = "event_listing_counts"."published" + 1;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_listing_counts" AFTER INSERT OR UPDATE OF "status", "state" OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "event_listing_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "event_listing_counts_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "event_listing_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_listing_counts_truncate" AFTER TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "event_listing_counts_reset"();
--> statement-breakpoint
INSERT INTO "event_listing_counts" ("scope", "published")
  SELECT '*', count(*) FROM "events" WHERE "status" = 'published'
  UNION ALL
  SELECT "state", count(*) FROM "events" WHERE "status" = 'published' AND "state" IS NOT NULL GROUP BY "state"
  ON CONFLICT ("scope") DO UPDATE SET "published" = excluded."published";
