CREATE TABLE "warning_letter_templates" (
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "warning_letter_templates_kind_lang_pk" PRIMARY KEY("kind","lang"),
	CONSTRAINT "warning_letter_templates_kind_check" CHECK ("warning_letter_templates"."kind" in ('first-warning', 'final-warning')),
	CONSTRAINT "warning_letter_templates_lang_check" CHECK ("warning_letter_templates"."lang" in ('en', 'es', 'fr', 'de'))
);
--> statement-breakpoint
CREATE TABLE "warning_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warning_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"percent_tenths" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_to" text[] NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by_id" integer,
	"sent_by" text NOT NULL,
	"appeal_outcome" text,
	"appeal_note" text,
	"appeal_recorded_at" timestamp with time zone,
	"appeal_recorded_by" text,
	CONSTRAINT "warning_letters_kind_check" CHECK ("warning_letters"."kind" in ('first-warning', 'final-warning')),
	CONSTRAINT "warning_letters_lang_check" CHECK ("warning_letters"."lang" in ('en', 'es', 'fr', 'de')),
	CONSTRAINT "warning_letters_appeal_check" CHECK ("warning_letters"."appeal_outcome" is null or "warning_letters"."appeal_outcome" in ('upheld', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD COLUMN "retention_years" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warning_letters" ADD CONSTRAINT "warning_letters_sent_by_id_staff_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warning_letters_booking_idx" ON "warning_letters" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_retention_check" CHECK ("attendance_settings"."retention_years" between 1 and 20);