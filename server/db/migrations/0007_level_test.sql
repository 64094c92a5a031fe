CREATE TABLE "level_test_answers" (
	"session_hash" text NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"choice_index" integer NOT NULL,
	"correct" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_test_answers_session_hash_position_pk" PRIMARY KEY("session_hash","position")
);
--> statement-breakpoint
CREATE TABLE "level_test_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "level_test_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seed_key" text,
	"cefr" text NOT NULL,
	"skill" text NOT NULL,
	"passage" text,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"answer_index" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_test_items_seedKey_unique" UNIQUE("seed_key"),
	CONSTRAINT "level_test_items_cefr_check" CHECK ("level_test_items"."cefr" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "level_test_items_skill_check" CHECK ("level_test_items"."skill" in ('grammar', 'vocabulary', 'reading')),
	CONSTRAINT "level_test_items_status_check" CHECK ("level_test_items"."status" in ('active', 'retired')),
	CONSTRAINT "level_test_items_choices_check" CHECK (jsonb_typeof("level_test_items"."choices") = 'array' and jsonb_array_length("level_test_items"."choices") between 3 and 4 and "level_test_items"."answer_index" >= 0 and "level_test_items"."answer_index" < jsonb_array_length("level_test_items"."choices"))
);
--> statement-breakpoint
CREATE TABLE "level_test_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"age_group" text,
	"current_item_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"result_level" text,
	"result_skills" jsonb,
	"name" text,
	"email" text,
	"consent_at" timestamp with time zone,
	"lead_status" text DEFAULT 'new' NOT NULL,
	"lead_at" timestamp with time zone,
	CONSTRAINT "level_test_sessions_age_group_check" CHECK ("level_test_sessions"."age_group" is null or "level_test_sessions"."age_group" in ('12-15', '16-17', '18-25', '26-35', '36-50', '50+')),
	CONSTRAINT "level_test_sessions_result_check" CHECK ("level_test_sessions"."result_level" is null or "level_test_sessions"."result_level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "level_test_sessions_lead_check" CHECK ("level_test_sessions"."email" is null or "level_test_sessions"."consent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "english_level" text;--> statement-breakpoint
ALTER TABLE "level_test_answers" ADD CONSTRAINT "level_test_answers_session_hash_level_test_sessions_token_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."level_test_sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_answers" ADD CONSTRAINT "level_test_answers_item_id_level_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."level_test_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_test_sessions" ADD CONSTRAINT "level_test_sessions_current_item_id_level_test_items_id_fk" FOREIGN KEY ("current_item_id") REFERENCES "public"."level_test_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "level_test_answers_item_idx" ON "level_test_answers" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "level_test_items_status_cefr_idx" ON "level_test_items" USING btree ("status","cefr");--> statement-breakpoint
CREATE INDEX "level_test_sessions_started_idx" ON "level_test_sessions" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "level_test_sessions_lead_idx" ON "level_test_sessions" USING btree ("lead_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_english_level_check" CHECK ("quote_requests"."english_level" is null or "quote_requests"."english_level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2'));