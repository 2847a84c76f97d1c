-- #12 point 5: a ticket type's lot label and half-price flag become columns (category already is one). Existing
-- types get them from their name, parsed as @bilheteria/rules parseTicketTypeName and labelSaysMeia do: the lot
-- label is what follows the first " — " (the whole name without one), and "meia" as a word, in any case, marks
-- half price. From now on the name is composed from the columns on write.
ALTER TABLE "ticket_types" ADD COLUMN "lot_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "meia_entrada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "ticket_types" SET "lot_label" = CASE
  WHEN strpos("name", ' — ') = 0 THEN btrim("name")
  ELSE btrim(substr("name", strpos("name", ' — ') + 3))
END;--> statement-breakpoint
UPDATE "ticket_types" SET "meia_entrada" = "lot_label" ~* '(^|[^[:alpha:]À-ÖØ-öø-ÿ])meia($|[^[:alpha:]À-ÖØ-öø-ÿ])';--> statement-breakpoint
-- Every writer names the lot from now on.
ALTER TABLE "ticket_types" ALTER COLUMN "lot_label" DROP DEFAULT;
