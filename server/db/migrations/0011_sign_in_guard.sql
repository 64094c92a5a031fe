CREATE TABLE "sign_in_gates" (
	"key" text PRIMARY KEY NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "failed_sign_ins_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD COLUMN "failed_sign_ins_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_sessions" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_users" ADD COLUMN "failed_sign_ins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_users" ADD COLUMN "last_failed_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_gates_next_attempt_idx" ON "sign_in_gates" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'login', 'logout', 'export', 'erase', 'login-failed'));