CREATE TABLE "attendance_totals" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"scheduled_minutes" integer DEFAULT 0 NOT NULL,
	"attended_minutes" integer DEFAULT 0 NOT NULL,
	"remaining_minutes" integer DEFAULT 0 NOT NULL,
	"early_scheduled_minutes" integer DEFAULT 0 NOT NULL,
	"early_attended_minutes" integer DEFAULT 0 NOT NULL,
	"as_of" date
);
--> statement-breakpoint
ALTER TABLE "attendance_settings" ALTER COLUMN "retention_years" SET DEFAULT 7;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD CONSTRAINT "attendance_totals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Decision 0040: whatever changes a booking's attendance marks its totals stale, here in the
-- database, so no code path (nor a future one) can forget to. Statement-level triggers read the
-- changed rows once per statement (a register of 15 students is one upsert of 15 rows), in
-- booking order, so two writers lock totals rows in the same order.
CREATE OR REPLACE FUNCTION attendance_totals_stale_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals (booking_id)
  SELECT DISTINCT booking_id FROM changed_rows ORDER BY booking_id
  ON CONFLICT (booking_id) DO UPDATE SET as_of = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_stale_classes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals (booking_id)
  SELECT DISTINCT e.booking_id FROM enrolments e
  WHERE e.class_id IN (SELECT class_id FROM changed_rows) ORDER BY e.booking_id
  ON CONFLICT (booking_id) DO UPDATE SET as_of = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_stale_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals (booking_id)
  SELECT DISTINCT e.booking_id FROM enrolments e
  WHERE e.class_id IN (OLD.class_id, NEW.class_id) ORDER BY e.booking_id
  ON CONFLICT (booking_id) DO UPDATE SET as_of = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_stale_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals (booking_id)
  SELECT NEW.id WHERE EXISTS (SELECT 1 FROM enrolments e WHERE e.booking_id = NEW.id)
  ON CONFLICT (booking_id) DO UPDATE SET as_of = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_stale_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance_totals SET as_of = NULL WHERE booking_id IN (
    SELECT booking_id FROM attendance_totals WHERE as_of IS NOT NULL ORDER BY booking_id FOR UPDATE);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_entries_inserted_totals AFTER INSERT ON register_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_bookings();
--> statement-breakpoint
CREATE TRIGGER register_entries_updated_totals AFTER UPDATE ON register_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_bookings();
--> statement-breakpoint
CREATE TRIGGER register_entries_deleted_totals AFTER DELETE ON register_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_bookings();
--> statement-breakpoint
CREATE TRIGGER enrolments_inserted_totals AFTER INSERT ON enrolments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_bookings();
--> statement-breakpoint
CREATE TRIGGER enrolments_updated_totals AFTER UPDATE ON enrolments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_bookings();
--> statement-breakpoint
CREATE TRIGGER enrolments_deleted_totals AFTER DELETE ON enrolments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_bookings();
--> statement-breakpoint
CREATE TRIGGER lessons_inserted_totals AFTER INSERT ON lessons
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_classes();
--> statement-breakpoint
CREATE TRIGGER lessons_deleted_totals AFTER DELETE ON lessons
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_classes();
--> statement-breakpoint
-- Saving a register updates the lesson's register_taken_at: that alone changes no minutes.
CREATE TRIGGER lessons_rescheduled_totals AFTER UPDATE ON lessons FOR EACH ROW
  WHEN (OLD.class_id IS DISTINCT FROM NEW.class_id OR OLD.date IS DISTINCT FROM NEW.date
        OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION attendance_totals_stale_lesson();
--> statement-breakpoint
CREATE TRIGGER bookings_dates_totals AFTER UPDATE ON bookings FOR EACH ROW
  WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date)
  EXECUTE FUNCTION attendance_totals_stale_booking();
--> statement-breakpoint
CREATE TRIGGER attendance_settings_inserted_totals AFTER INSERT ON attendance_settings
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_all();
--> statement-breakpoint
CREATE TRIGGER attendance_settings_deleted_totals AFTER DELETE ON attendance_settings
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_stale_all();
--> statement-breakpoint
CREATE TRIGGER attendance_settings_changed_totals AFTER UPDATE ON attendance_settings FOR EACH ROW
  WHEN (OLD.lateness_threshold_minutes IS DISTINCT FROM NEW.lateness_threshold_minutes
        OR OLD.certified_absences IS DISTINCT FROM NEW.certified_absences)
  EXECUTE FUNCTION attendance_totals_stale_all();
--> statement-breakpoint
-- Bookings with registers before this migration: their rows start stale and fill on first read.
INSERT INTO attendance_totals (booking_id) SELECT DISTINCT booking_id FROM enrolments ORDER BY booking_id;
