CREATE TABLE "guardian_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"guardian_name" text NOT NULL,
	"guardian_email" text NOT NULL,
	"lang" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"consented_name" text,
	"consented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_token_hash_unique" ON "guardian_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_consents_booking_idx" ON "guardian_consents" USING btree ("booking_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guardian_consents_email_idx" ON "guardian_consents" USING btree (lower("guardian_email"));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('draft', 'offer-sent', 'awaiting-guardian', 'accepted', 'confirmed', 'arrived', 'completed', 'declined', 'expired', 'cancelled'));