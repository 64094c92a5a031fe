-- Trigram indexes so that staff search (ILIKE '%term%' on any field) stays fast on 100,000+ leads.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_name_trgm_idx" ON "contact_inquiries" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_email_trgm_idx" ON "contact_inquiries" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_subject_trgm_idx" ON "contact_inquiries" USING gin ("subject" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_message_trgm_idx" ON "contact_inquiries" USING gin ("message" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_phone_trgm_idx" ON "contact_inquiries" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_inquiries_country_trgm_idx" ON "contact_inquiries" USING gin ("country" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_first_name_trgm_idx" ON "quote_requests" USING gin ("first_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_last_name_trgm_idx" ON "quote_requests" USING gin ("last_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_email_trgm_idx" ON "quote_requests" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_phone_trgm_idx" ON "quote_requests" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_country_trgm_idx" ON "quote_requests" USING gin ("country" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_program_title_trgm_idx" ON "quote_requests" USING gin ("program_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_requests_special_requests_trgm_idx" ON "quote_requests" USING gin ("special_requests" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "newsletter_subscriptions_email_trgm_idx" ON "newsletter_subscriptions" USING gin ("email" gin_trgm_ops);
