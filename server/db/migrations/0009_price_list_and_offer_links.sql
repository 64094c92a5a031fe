ALTER TABLE "programs" DROP CONSTRAINT "programs_prices_check";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "token_nonce" text;--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "price_per_week";--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_prices_check" CHECK ("programs"."price_from" >= 0);