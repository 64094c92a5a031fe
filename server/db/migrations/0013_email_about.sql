ALTER TABLE "email_outbox" ADD COLUMN "about_address" text;--> statement-breakpoint
CREATE INDEX "email_outbox_about_idx" ON "email_outbox" USING btree (lower("about_address"));