CREATE TABLE "accommodation_prices" (
	"type" text NOT NULL,
	"city" text NOT NULL,
	"weekly_cents" integer NOT NULL,
	CONSTRAINT "accommodation_prices_type_city_pk" PRIMARY KEY("type","city"),
	CONSTRAINT "accommodation_prices_type_check" CHECK ("accommodation_prices"."type" in ('host-family', 'student-residence', 'hotel')),
	CONSTRAINT "accommodation_prices_city_check" CHECK ("accommodation_prices"."city" in ('Dublin', 'Cork', 'Galway')),
	CONSTRAINT "accommodation_prices_cents_check" CHECK ("accommodation_prices"."weekly_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by_id" integer,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount_cents" > 0),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('bank-transfer', 'card', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'draft' NOT NULL,
	"quote_request_id" integer,
	"student_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"country" text,
	"age_group" text,
	"program_id" text,
	"program_title" text NOT NULL,
	"city" text,
	"accommodation_type" text,
	"start_date" date,
	"end_date" date,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"details" jsonb,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('draft', 'offer-sent', 'accepted', 'confirmed', 'arrived', 'completed', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "bookings_cents_check" CHECK ("bookings"."total_cents" >= 0 and "bookings"."deposit_cents" >= 0),
	CONSTRAINT "bookings_city_check" CHECK ("bookings"."city" is null or "bookings"."city" in ('Dublin', 'Cork', 'Galway'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"hours_per_week" integer NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'accepted', 'declined', 'expired', 'superseded')),
	CONSTRAINT "offers_total_check" CHECK ("offers"."total_cents" >= 0 and "offers"."deposit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"registration_cents" integer NOT NULL,
	"materials_cents" integer NOT NULL,
	"airport_transfer_cents" integer NOT NULL,
	"guardianship_weekly_cents" integer NOT NULL,
	"deposit_kind" text NOT NULL,
	"deposit_percent" integer,
	"deposit_cents" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "price_settings_single_row_check" CHECK ("price_settings"."id" = 1),
	CONSTRAINT "price_settings_deposit_check" CHECK (("price_settings"."deposit_kind" = 'percent' and "price_settings"."deposit_percent" between 1 and 100)
        or ("price_settings"."deposit_kind" = 'fixed' and "price_settings"."deposit_cents" > 0)),
	CONSTRAINT "price_settings_cents_check" CHECK ("price_settings"."registration_cents" >= 0 and "price_settings"."materials_cents" >= 0
        and "price_settings"."airport_transfer_cents" >= 0 and "price_settings"."guardianship_weekly_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tuition_city_prices" (
	"program_id" text NOT NULL,
	"city" text NOT NULL,
	"weekly_cents" integer NOT NULL,
	CONSTRAINT "tuition_city_prices_program_id_city_pk" PRIMARY KEY("program_id","city"),
	CONSTRAINT "tuition_city_prices_city_check" CHECK ("tuition_city_prices"."city" in ('Dublin', 'Cork', 'Galway')),
	CONSTRAINT "tuition_city_prices_cents_check" CHECK ("tuition_city_prices"."weekly_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "tuition_weekly_cents" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "hours_per_week" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_id_staff_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tuition_city_prices" ADD CONSTRAINT "tuition_city_prices_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bookings_quote_request_idx" ON "bookings" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_start_date_idx" ON "bookings" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_hash_unique" ON "offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offers_booking_idx" ON "offers" USING btree ("booking_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_sent_valid_idx" ON "offers" USING btree ("status","valid_until");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_tuition_check" CHECK ("programs"."tuition_weekly_cents" >= 0);--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_hours_check" CHECK ("programs"."hours_per_week" between 1 and 40);--> statement-breakpoint
-- The price list starts from what the site already charged: each program's weekly price, and
-- the middle of the accommodation ranges the quote estimate used (decision 0005).
UPDATE "programs" SET "tuition_weekly_cents" = "price_per_week" * 100 WHERE "price_per_week" IS NOT NULL;--> statement-breakpoint
INSERT INTO "accommodation_prices" ("type", "city", "weekly_cents") VALUES
  ('host-family', 'Dublin', 20000), ('host-family', 'Cork', 18000), ('host-family', 'Galway', 17000),
  ('student-residence', 'Dublin', 29000), ('student-residence', 'Cork', 24500), ('student-residence', 'Galway', 23500),
  ('hotel', 'Dublin', 73500), ('hotel', 'Cork', 59500), ('hotel', 'Galway', 59500);--> statement-breakpoint
INSERT INTO "price_settings" ("id", "registration_cents", "materials_cents", "airport_transfer_cents", "guardianship_weekly_cents", "deposit_kind", "deposit_percent", "deposit_cents")
  VALUES (1, 8000, 4500, 6500, 5000, 'percent', 20, NULL);
