CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"contact_name" text,
	"commission_basis_points" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_status_check" CHECK ("agencies"."status" in ('active', 'suspended')),
	CONSTRAINT "agencies_commission_check" CHECK ("agencies"."commission_basis_points" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "agent_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"agent_user_id" integer,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_users_email_lower_check" CHECK ("agent_users"."email" = lower("agent_users"."email")),
	CONSTRAINT "agent_users_locale_check" CHECK ("agent_users"."locale" in ('en', 'es', 'fr', 'de'))
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "agent_user_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "agency_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "commission_paid_by" text;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agent_user_id_agent_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."agent_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD CONSTRAINT "agent_sessions_agent_user_id_agent_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."agent_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_users" ADD CONSTRAINT "agent_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_name_unique" ON "agencies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_token_hash_unique" ON "agent_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agent_invitations_agency_idx" ON "agent_invitations" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agent_sessions_user_idx" ON "agent_sessions" USING btree ("agent_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_users_email_unique" ON "agent_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "agent_users_agency_idx" ON "agent_users" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_agent_user_id_agent_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."agent_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_agency_idx" ON "quote_requests" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_commission_check" CHECK ("bookings"."commission_cents" is null or "bookings"."commission_cents" >= 0);