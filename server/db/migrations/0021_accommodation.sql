CREATE TABLE "accommodation_placements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"previous_placement_id" integer,
	"arrival_confirmed_at" timestamp with time zone,
	"arrival_confirmed_by" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_placements_status_check" CHECK ("accommodation_placements"."status" in ('placed', 'held', 'cancelled')),
	CONSTRAINT "accommodation_placements_dates_check" CHECK ("accommodation_placements"."to_date" > "accommodation_placements"."from_date"),
	CONSTRAINT "accommodation_placements_arrival_check" CHECK (("accommodation_placements"."arrival_confirmed_at" is null) = ("accommodation_placements"."arrival_confirmed_by" is null))
);
--> statement-breakpoint
CREATE TABLE "accommodation_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"campus" text NOT NULL,
	"address" text NOT NULL,
	"email" text,
	"phone" text,
	"travel_minutes" integer NOT NULL,
	"max_students" integer NOT NULL,
	"pets" boolean DEFAULT false NOT NULL,
	"smokers" boolean DEFAULT false NOT NULL,
	"separate_bathroom" boolean DEFAULT false NOT NULL,
	"diets_catered" text[] DEFAULT '{}'::text[] NOT NULL,
	"ages_accepted_min" integer,
	"ages_accepted_max" integer,
	"genders_accepted" text[],
	"house_rules" text,
	"notes" text,
	"rate_per_night_cents" integer NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"iban" text,
	"bic" text,
	"bank_account_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_providers_type_check" CHECK ("accommodation_providers"."type" in ('host-family', 'residence')),
	CONSTRAINT "accommodation_providers_campus_check" CHECK ("accommodation_providers"."campus" in ('Dublin', 'Cork', 'Galway')),
	CONSTRAINT "accommodation_providers_travel_check" CHECK ("accommodation_providers"."travel_minutes" between 0 and 240),
	CONSTRAINT "accommodation_providers_max_students_check" CHECK ("accommodation_providers"."max_students" >= 1),
	CONSTRAINT "accommodation_providers_rate_check" CHECK ("accommodation_providers"."rate_per_night_cents" >= 0),
	CONSTRAINT "accommodation_providers_ages_check" CHECK ("accommodation_providers"."ages_accepted_min" is null or "accommodation_providers"."ages_accepted_max" is null or "accommodation_providers"."ages_accepted_min" <= "accommodation_providers"."ages_accepted_max"),
	CONSTRAINT "accommodation_providers_diets_check" CHECK ("accommodation_providers"."diets_catered" <@ array['vegetarian', 'vegan', 'gluten-free', 'lactose-free', 'halal', 'kosher', 'nut-free']::text[]),
	CONSTRAINT "accommodation_providers_bank_check" CHECK (("accommodation_providers"."iban" is null) = ("accommodation_providers"."bank_account_name" is null) and ("accommodation_providers"."bic" is null or "accommodation_providers"."iban" is not null))
);
--> statement-breakpoint
CREATE TABLE "accommodation_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"beds" integer NOT NULL,
	"rate_per_night_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_rooms_id_provider_unique" UNIQUE("id","provider_id"),
	CONSTRAINT "accommodation_rooms_beds_check" CHECK ("accommodation_rooms"."beds" >= 1),
	CONSTRAINT "accommodation_rooms_rate_check" CHECK ("accommodation_rooms"."rate_per_night_cents" is null or "accommodation_rooms"."rate_per_night_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accommodation_unavailable" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_unavailable_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"room_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_unavailable_dates_check" CHECK ("accommodation_unavailable"."to_date" > "accommodation_unavailable"."from_date")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "household_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"birth_year" integer NOT NULL,
	"vetting_reference" text,
	"vetting_expires_on" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_status_check" CHECK ("household_members"."status" in ('pending', 'vetted', 'refused', 'left')),
	CONSTRAINT "household_members_birth_year_check" CHECK ("household_members"."birth_year" between 1900 and 2100)
);
--> statement-breakpoint
ALTER TABLE "accommodation_placements" ADD CONSTRAINT "accommodation_placements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_placements" ADD CONSTRAINT "accommodation_placements_room_id_accommodation_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."accommodation_rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_placements" ADD CONSTRAINT "accommodation_placements_created_by_id_staff_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_placements" ADD CONSTRAINT "accommodation_placements_previous_fk" FOREIGN KEY ("previous_placement_id") REFERENCES "public"."accommodation_placements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_rooms" ADD CONSTRAINT "accommodation_rooms_provider_id_accommodation_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accommodation_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_unavailable" ADD CONSTRAINT "accommodation_unavailable_provider_id_accommodation_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accommodation_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_unavailable" ADD CONSTRAINT "accommodation_unavailable_room_fk" FOREIGN KEY ("room_id","provider_id") REFERENCES "public"."accommodation_rooms"("id","provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_provider_id_accommodation_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accommodation_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_placements_room_idx" ON "accommodation_placements" USING btree ("room_id","from_date");--> statement-breakpoint
CREATE INDEX "accommodation_placements_booking_idx" ON "accommodation_placements" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "accommodation_providers_campus_idx" ON "accommodation_providers" USING btree ("campus","name");--> statement-breakpoint
CREATE UNIQUE INDEX "accommodation_rooms_provider_name_unique" ON "accommodation_rooms" USING btree ("provider_id","name");--> statement-breakpoint
CREATE INDEX "accommodation_unavailable_provider_idx" ON "accommodation_unavailable" USING btree ("provider_id","from_date");--> statement-breakpoint
CREATE INDEX "household_members_provider_idx" ON "household_members" USING btree ("provider_id");