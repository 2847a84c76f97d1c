CREATE TABLE "event_listing_counts" (
	"scope" varchar(2) PRIMARY KEY NOT NULL,
	"published" integer DEFAULT 0 NOT NULL
);
