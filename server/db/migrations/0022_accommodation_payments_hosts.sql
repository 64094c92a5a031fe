CREATE TABLE "accommodation_payment_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_payment_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"nights" integer NOT NULL,
	"rate_per_night_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "accommodation_payment_items_dates_check" CHECK ("accommodation_payment_items"."to_date" > "accommodation_payment_items"."from_date"),
	CONSTRAINT "accommodation_payment_items_nights_check" CHECK ("accommodation_payment_items"."nights" > 0)
);
--> statement-breakpoint
CREATE TABLE "accommodation_payment_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_payment_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"nights" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payee_name" text NOT NULL,
	"iban" text,
	"bic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_payment_lines_nights_check" CHECK ("accommodation_payment_lines"."nights" > 0),
	CONSTRAINT "accommodation_payment_lines_amount_check" CHECK ("accommodation_payment_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accommodation_payment_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodation_payment_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"total_cents" integer NOT NULL,
	"created_by_id" integer,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_payment_runs_status_check" CHECK ("accommodation_payment_runs"."status" in ('draft', 'approved', 'discarded')),
	CONSTRAINT "accommodation_payment_runs_dates_check" CHECK ("accommodation_payment_runs"."to_date" > "accommodation_payment_runs"."from_date"),
	CONSTRAINT "accommodation_payment_runs_total_check" CHECK ("accommodation_payment_runs"."total_cents" >= 0),
	CONSTRAINT "accommodation_payment_runs_approval_check" CHECK (("accommodation_payment_runs"."status" = 'approved') = ("accommodation_payment_runs"."approved_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "host_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"host_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_sign_in_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_sign_in_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_sign_in_links_purpose_check" CHECK ("host_sign_in_links"."purpose" in ('invitation', 'sign-in'))
);
--> statement-breakpoint
CREATE TABLE "host_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "host_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_users_email_lower_check" CHECK ("host_users"."email" = lower("host_users"."email"))
);
--> statement-breakpoint
ALTER TABLE "accommodation_payment_items" ADD CONSTRAINT "accommodation_payment_items_line_id_accommodation_payment_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."accommodation_payment_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_payment_items" ADD CONSTRAINT "accommodation_payment_items_placement_id_accommodation_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."accommodation_placements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_payment_lines" ADD CONSTRAINT "accommodation_payment_lines_run_id_accommodation_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."accommodation_payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_payment_lines" ADD CONSTRAINT "accommodation_payment_lines_provider_id_accommodation_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accommodation_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_payment_runs" ADD CONSTRAINT "accommodation_payment_runs_created_by_id_staff_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_payment_runs" ADD CONSTRAINT "accommodation_payment_runs_approved_by_id_staff_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_sessions" ADD CONSTRAINT "host_sessions_host_user_id_host_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_sign_in_links" ADD CONSTRAINT "host_sign_in_links_host_user_id_host_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_users" ADD CONSTRAINT "host_users_provider_id_accommodation_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."accommodation_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_payment_items_line_idx" ON "accommodation_payment_items" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "accommodation_payment_items_placement_idx" ON "accommodation_payment_items" USING btree ("placement_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "accommodation_payment_lines_run_provider_unique" ON "accommodation_payment_lines" USING btree ("run_id","provider_id");--> statement-breakpoint
CREATE INDEX "accommodation_payment_lines_provider_idx" ON "accommodation_payment_lines" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "accommodation_payment_runs_dates_idx" ON "accommodation_payment_runs" USING btree ("from_date");--> statement-breakpoint
CREATE INDEX "host_sessions_user_idx" ON "host_sessions" USING btree ("host_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_sign_in_links_token_hash_unique" ON "host_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "host_sign_in_links_user_idx" ON "host_sign_in_links" USING btree ("host_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "host_users_email_unique" ON "host_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "host_users_provider_idx" ON "host_users" USING btree ("provider_id");