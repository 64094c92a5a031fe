CREATE TABLE "agent_password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_password_resets" ADD CONSTRAINT "agent_password_resets_agent_user_id_agent_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."agent_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_password_resets_token_hash_unique" ON "agent_password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agent_password_resets_user_idx" ON "agent_password_resets" USING btree ("agent_user_id");