ALTER TABLE "bookings" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "import_details" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_level_check" CHECK ("bookings"."level" is null or "bookings"."level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2'));