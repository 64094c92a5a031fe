CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"featured_image" text,
	"category" text DEFAULT 'News' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_published_check" CHECK (not "blog_posts"."is_published" or "blog_posts"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"enquiry_type" text,
	"program_interest" text,
	"group_size" integer,
	"user_type" text,
	"status" text DEFAULT 'new' NOT NULL,
	"gdpr_consent_at" timestamp with time zone NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_status_check" CHECK ("contact_inquiries"."status" in ('new', 'contacted', 'follow-up', 'closed')),
	CONSTRAINT "contact_inquiries_enquiry_type_check" CHECK ("contact_inquiries"."enquiry_type" is null or "contact_inquiries"."enquiry_type" in ('programs', 'enrollment', 'accommodation', 'visa', 'corporate', 'other')),
	CONSTRAINT "contact_inquiries_locale_check" CHECK ("contact_inquiries"."locale" in ('en', 'es', 'fr', 'de'))
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_lower_check" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email")),
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"location" text NOT NULL,
	"season" text DEFAULT 'year-round' NOT NULL,
	"duration" text NOT NULL,
	"min_weeks" integer,
	"max_weeks" integer,
	"age_range" text NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer,
	"price_from" integer,
	"price_per_week" integer,
	"image" text,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timetable" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_category_check" CHECK ("programs"."category" in ('junior', 'adult', 'teacher', 'erasmus')),
	CONSTRAINT "programs_season_check" CHECK ("programs"."season" in ('summer', 'year-round')),
	CONSTRAINT "programs_status_check" CHECK ("programs"."status" in ('active', 'draft', 'archived')),
	CONSTRAINT "programs_id_slug_check" CHECK ("programs"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "programs_prices_check" CHECK ("programs"."price_from" >= 0 and "programs"."price_per_week" >= 0),
	CONSTRAINT "programs_weeks_check" CHECK ("programs"."min_weeks" <= "programs"."max_weeks")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text,
	"age_group" text,
	"program_id" text,
	"program_title" text NOT NULL,
	"start_date" date,
	"duration_option" text,
	"duration_weeks" integer,
	"accommodation_type" text,
	"special_requests" text,
	"total_cost" integer,
	"gdpr_consent_at" timestamp with time zone NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_age_group_check" CHECK ("quote_requests"."age_group" is null or "quote_requests"."age_group" in ('12-15', '16-17', '18-25', '26-35', '36-50', '50+')),
	CONSTRAINT "quote_requests_duration_check" CHECK ("quote_requests"."duration_option" is null or "quote_requests"."duration_option" in ('1-week', '2-weeks', '3-weeks', '4-weeks', '6-weeks', '8-weeks', 'custom')),
	CONSTRAINT "quote_requests_accommodation_check" CHECK ("quote_requests"."accommodation_type" is null or "quote_requests"."accommodation_type" in ('host-family', 'student-residence', 'hotel', 'none')),
	CONSTRAINT "quote_requests_locale_check" CHECK ("quote_requests"."locale" in ('en', 'es', 'fr', 'de'))
);
--> statement-breakpoint
CREATE TABLE "seed_log" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'editor')),
	CONSTRAINT "staff_users_username_lower_check" CHECK ("staff_users"."username" = lower("staff_users"."username"))
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text,
	"age" integer,
	"program_id" text,
	"location" text,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"accommodation_type" text,
	"quote_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_status_check" CHECK ("students"."status" in ('pending', 'enrolled', 'active', 'completed', 'withdrawn')),
	CONSTRAINT "students_age_check" CHECK ("students"."age" between 8 and 120),
	CONSTRAINT "students_dates_check" CHECK ("students"."end_date" is null or "students"."end_date" >= "students"."start_date")
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_at_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_status_created_at_idx" ON "contact_inquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_email_idx" ON "contact_inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_slug_unique" ON "destinations" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_unique" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "programs_status_sort_idx" ON "programs" USING btree ("status","sort_order");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_program_idx" ON "quote_requests" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username_unique" ON "staff_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status");--> statement-breakpoint
CREATE INDEX "students_program_idx" ON "students" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree (lower("email"));