CREATE TABLE "lesson_totals" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"scheduled_minutes" integer DEFAULT 0 NOT NULL,
	"attended_minutes" integer DEFAULT 0 NOT NULL,
	"marks" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "needs_visa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "campus" text;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "student_name" text;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "per_mille" integer GENERATED ALWAYS AS (case when scheduled_minutes > 0 then (attended_minutes::bigint * 1000 / scheduled_minutes)::int else 1000 end) STORED;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "below85" boolean GENERATED ALWAYS AS (attended_minutes::bigint * 100 < 85 * scheduled_minutes::bigint) STORED;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "cannot_reach85" boolean GENERATED ALWAYS AS ((attended_minutes::bigint + remaining_minutes) * 100 < 85 * (scheduled_minutes::bigint + remaining_minutes)) STORED;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "early_absence" boolean GENERATED ALWAYS AS ((early_scheduled_minutes > 0 and (early_scheduled_minutes::bigint - early_attended_minutes) * 100 >= 25 * early_scheduled_minutes::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "attendance_totals" ADD COLUMN "at_risk" boolean GENERATED ALWAYS AS (attended_minutes::bigint * 100 < 85 * scheduled_minutes::bigint or (attended_minutes::bigint + remaining_minutes) * 100 < 85 * (scheduled_minutes::bigint + remaining_minutes) or (early_scheduled_minutes > 0 and (early_scheduled_minutes::bigint - early_attended_minutes) * 100 >= 25 * early_scheduled_minutes::bigint)) STORED;--> statement-breakpoint
ALTER TABLE "lesson_totals" ADD CONSTRAINT "lesson_totals_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_totals_stale_idx" ON "lesson_totals" USING btree ("lesson_id") WHERE stale;--> statement-breakpoint
CREATE INDEX "attendance_totals_current_as_of_idx" ON "attendance_totals" USING btree ("as_of") WHERE remaining_minutes > 0;--> statement-breakpoint
CREATE INDEX "attendance_totals_at_risk_idx" ON "attendance_totals" USING btree ("needs_visa" DESC NULLS FIRST,"per_mille","booking_id","campus","below85","cannot_reach85","early_absence") WHERE listed and at_risk;--> statement-breakpoint
-- Decision 0054, round 3: the at-risk list's filters and order live in attendance_totals, copied
-- when a row is computed. Existing rows get them here (their minutes are unchanged).
UPDATE attendance_totals t
SET needs_visa = b.needs_visa,
    student_name = b.first_name || ' ' || b.last_name,
    email = b.email,
    listed = (b.erased_at IS NULL AND b.status NOT IN ('cancelled', 'declined', 'expired')),
    campus = (SELECT c.campus FROM enrolments e JOIN classes c ON c.id = e.class_id
              WHERE e.booking_id = t.booking_id ORDER BY e.from_date DESC, e.id DESC LIMIT 1)
FROM bookings b WHERE b.id = t.booking_id;
--> statement-breakpoint
-- The at-risk list searches the student's name and e-mail here, through a trigram index over
-- the rows it lists (like bookings_search_trgm_idx, and the same search: the name or the e-mail).
CREATE INDEX IF NOT EXISTS "attendance_totals_search_trgm_idx" ON "attendance_totals" USING gin ((
  coalesce("student_name", '') || E'\n' || coalesce("email", '')
) gin_trgm_ops) WHERE listed AND at_risk;
--> statement-breakpoint
-- A booking's visa, status and erasure now decide its row as much as its dates do; its name and
-- e-mail are copied at once (an erasure leaves no name behind until the next read).
CREATE OR REPLACE FUNCTION attendance_totals_stale_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals (booking_id, student_name, email)
  SELECT NEW.id, NEW.first_name || ' ' || NEW.last_name, NEW.email
  WHERE EXISTS (SELECT 1 FROM enrolments e WHERE e.booking_id = NEW.id)
  ON CONFLICT (booking_id) DO UPDATE
    SET as_of = NULL, student_name = excluded.student_name, email = excluded.email;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_dates_totals ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_listed_totals AFTER UPDATE ON bookings FOR EACH ROW
  WHEN (OLD.start_date IS DISTINCT FROM NEW.start_date OR OLD.end_date IS DISTINCT FROM NEW.end_date
        OR OLD.needs_visa IS DISTINCT FROM NEW.needs_visa OR OLD.status IS DISTINCT FROM NEW.status
        OR OLD.erased_at IS DISTINCT FROM NEW.erased_at OR OLD.first_name IS DISTINCT FROM NEW.first_name
        OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION attendance_totals_stale_booking();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_stale_class() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_totals (booking_id)
  SELECT DISTINCT e.booking_id FROM enrolments e WHERE e.class_id = NEW.id ORDER BY e.booking_id
  ON CONFLICT (booking_id) DO UPDATE SET as_of = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER classes_campus_totals AFTER UPDATE ON classes FOR EACH ROW
  WHEN (OLD.campus IS DISTINCT FROM NEW.campus)
  EXECUTE FUNCTION attendance_totals_stale_class();
--> statement-breakpoint
-- lesson_totals: a lesson's row is stale once a mark of it is written, changed or deleted (a
-- lesson deleted takes its marks and its row along: no row is added for it), or its times or
-- the settings change.
CREATE OR REPLACE FUNCTION lesson_totals_stale_lessons() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lesson_totals (lesson_id)
  SELECT DISTINCT r.lesson_id FROM changed_rows r
  WHERE EXISTS (SELECT 1 FROM lessons l WHERE l.id = r.lesson_id) ORDER BY r.lesson_id
  ON CONFLICT (lesson_id) DO UPDATE SET stale = true;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lesson_totals_stale_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lesson_totals SET stale = true WHERE lesson_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_stale_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attendance_totals SET as_of = NULL WHERE booking_id IN (
    SELECT booking_id FROM attendance_totals WHERE as_of IS NOT NULL ORDER BY booking_id FOR UPDATE);
  UPDATE lesson_totals SET stale = true WHERE lesson_id IN (
    SELECT lesson_id FROM lesson_totals WHERE NOT stale ORDER BY lesson_id FOR UPDATE);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_entries_inserted_lesson_totals AFTER INSERT ON register_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lesson_totals_stale_lessons();
--> statement-breakpoint
CREATE TRIGGER register_entries_updated_lesson_totals AFTER UPDATE ON register_entries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lesson_totals_stale_lessons();
--> statement-breakpoint
CREATE TRIGGER register_entries_deleted_lesson_totals AFTER DELETE ON register_entries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lesson_totals_stale_lessons();
--> statement-breakpoint
CREATE TRIGGER lessons_times_lesson_totals AFTER UPDATE ON lessons FOR EACH ROW
  WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION lesson_totals_stale_lesson();
--> statement-breakpoint
-- Lessons with marks before this migration: their rows start stale and fill when the chart
-- reads their week.
INSERT INTO lesson_totals (lesson_id) SELECT DISTINCT lesson_id FROM register_entries ORDER BY lesson_id;
