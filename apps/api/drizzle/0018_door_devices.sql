CREATE TABLE "checkin_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"ticket_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	CONSTRAINT "checkin_scans_outcome_valid" CHECK ("checkin_scans"."outcome" in ('admitted', 'duplicate', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "door_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text,
	"paired_by" uuid,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "door_pairings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"device_id" uuid
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_device_id_door_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."door_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_scans" ADD CONSTRAINT "checkin_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_devices" ADD CONSTRAINT "door_devices_paired_by_users_id_fk" FOREIGN KEY ("paired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_pairings" ADD CONSTRAINT "door_pairings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_pairings" ADD CONSTRAINT "door_pairings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_pairings" ADD CONSTRAINT "door_pairings_device_id_door_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."door_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_scans_nonce_unique" ON "checkin_scans" USING btree ("device_id","nonce");--> statement-breakpoint
CREATE INDEX "checkin_scans_event_idx" ON "checkin_scans" USING btree ("event_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "door_devices_token_unique" ON "door_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "door_devices_event_idx" ON "door_devices" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "door_pairings_code_unique" ON "door_pairings" USING btree ("code_hash");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_device_id_door_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."door_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_device_id_door_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."door_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_recorded_idx" ON "check_ins" USING btree ("recorded_at");