CREATE TABLE "agency_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_payments_amount_check" CHECK ("agency_payments"."amount_cents" > 0),
	CONSTRAINT "agency_payments_method_check" CHECK ("agency_payments"."method" in ('bank-transfer', 'card', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "invoice_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"booking_payment_id" integer,
	"agency_payment_id" integer,
	"credit_note_id" integer,
	"amount_cents" integer NOT NULL,
	"reverses_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_allocations_source_check" CHECK (num_nonnulls("invoice_allocations"."booking_payment_id", "invoice_allocations"."agency_payment_id", "invoice_allocations"."credit_note_id") = 1),
	CONSTRAINT "invoice_allocations_sign_check" CHECK (("invoice_allocations"."reverses_id" is null and "invoice_allocations"."amount_cents" > 0) or ("invoice_allocations"."reverses_id" is not null and "invoice_allocations"."amount_cents" < 0))
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_sequences_last_check" CHECK ("invoice_sequences"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"vat_note" jsonb NOT NULL,
	"payment_days" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "invoice_settings_single_row_check" CHECK ("invoice_settings"."id" = 1),
	CONSTRAINT "invoice_settings_days_check" CHECK ("invoice_settings"."payment_days" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer NOT NULL,
	"payer" text NOT NULL,
	"agency_id" integer,
	"corrects_id" integer,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer DEFAULT 0 NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"lang" text NOT NULL,
	"party" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "invoices_reason_check" CHECK ("invoices"."reason" in ('booking', 'change', 'cancellation', 'payer-change', 'commission')),
	CONSTRAINT "invoices_payer_check" CHECK ("invoices"."payer" in ('student', 'agency')),
	CONSTRAINT "invoices_agency_check" CHECK (("invoices"."payer" = 'agency') = ("invoices"."agency_id" is not null)),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_cents" >= 0 and "invoices"."vat_cents" >= 0),
	CONSTRAINT "invoices_lang_check" CHECK ("invoices"."lang" in ('en', 'es', 'fr', 'de'))
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "invoicing" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payer" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoiced_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_payments" ADD CONSTRAINT "agency_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_agency_payment_id_agency_payments_id_fk" FOREIGN KEY ("agency_payment_id") REFERENCES "public"."agency_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_allocations" ADD CONSTRAINT "invoice_allocations_reverses_id_invoice_allocations_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."invoice_allocations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_payments_agency_idx" ON "agency_payments" USING btree ("agency_id","received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_allocations_reverses_unique" ON "invoice_allocations" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "invoice_allocations_invoice_idx" ON "invoice_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_allocations_booking_payment_idx" ON "invoice_allocations" USING btree ("booking_payment_id");--> statement-breakpoint
CREATE INDEX "invoice_allocations_agency_payment_idx" ON "invoice_allocations" USING btree ("agency_payment_id");--> statement-breakpoint
CREATE INDEX "invoice_allocations_credit_note_idx" ON "invoice_allocations" USING btree ("credit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_unique" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "invoices_agency_idx" ON "invoices" USING btree ("agency_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_invoicing_check" CHECK ("agencies"."invoicing" in ('student', 'net', 'gross'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payer_check" CHECK ("bookings"."payer" in ('student', 'agency'));