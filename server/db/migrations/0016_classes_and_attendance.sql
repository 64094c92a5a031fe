CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lateness_threshold_minutes" integer DEFAULT 15 NOT NULL,
	"certified_absences" text DEFAULT 'count-as-attended' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "attendance_settings_single_row_check" CHECK ("attendance_settings"."id" = 1),
	CONSTRAINT "attendance_settings_threshold_check" CHECK ("attendance_settings"."lateness_threshold_minutes" between 0 and 120),
	CONSTRAINT "attendance_settings_certified_check" CHECK ("attendance_settings"."certified_absences" in ('count-as-attended', 'exclude-from-scheduled'))
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"level" text NOT NULL,
	"campus" text NOT NULL,
	"room_id" integer,
	"teacher_id" integer NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer DEFAULT 15 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_level_check" CHECK ("classes"."level" in ('A1', 'A2', 'B1', 'B2', 'C1', 'C2')),
	CONSTRAINT "classes_campus_check" CHECK ("classes"."campus" in ('Dublin', 'Cork', 'Galway')),
	CONSTRAINT "classes_weekdays_check" CHECK (cardinality("classes"."weekdays") between 1 and 7 and "classes"."weekdays" <@ array[1,2,3,4,5,6,7]),
	CONSTRAINT "classes_start_time_check" CHECK ("classes"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "classes_end_time_check" CHECK ("classes"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "classes_times_check" CHECK ("classes"."end_time" > "classes"."start_time"),
	CONSTRAINT "classes_dates_check" CHECK ("classes"."ends_on" >= "classes"."starts_on"),
	CONSTRAINT "classes_capacity_check" CHECK ("classes"."capacity" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_dates_check" CHECK ("enrolments"."to_date" is null or "enrolments"."to_date" >= "enrolments"."from_date")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"register_taken_at" timestamp with time zone,
	"register_taken_by" text,
	CONSTRAINT "lessons_start_time_check" CHECK ("lessons"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "lessons_end_time_check" CHECK ("lessons"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "lessons_times_check" CHECK ("lessons"."end_time" > "lessons"."start_time")
);
--> statement-breakpoint
CREATE TABLE "register_entries" (
	"lesson_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"minutes" integer,
	"certified" boolean DEFAULT false NOT NULL,
	"recorded_by_id" integer,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_entries_lesson_id_booking_id_pk" PRIMARY KEY("lesson_id","booking_id"),
	CONSTRAINT "register_entries_status_check" CHECK ("register_entries"."status" in ('present', 'absent', 'late', 'left-early')),
	CONSTRAINT "register_entries_minutes_check" CHECK (("register_entries"."status" in ('late', 'left-early') and "register_entries"."minutes" between 1 and 600)
        or ("register_entries"."status" in ('present', 'absent') and "register_entries"."minutes" is null)),
	CONSTRAINT "register_entries_certified_check" CHECK (not "register_entries"."certified" or "register_entries"."status" = 'absent')
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campus" text NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_campus_check" CHECK ("rooms"."campus" in ('Dublin', 'Cork', 'Galway')),
	CONSTRAINT "rooms_seats_check" CHECK ("rooms"."seats" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "school_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campus" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_closures_campus_check" CHECK ("school_closures"."campus" is null or "school_closures"."campus" in ('Dublin', 'Cork', 'Galway')),
	CONSTRAINT "school_closures_dates_check" CHECK ("school_closures"."ends_on" >= "school_closures"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "needs_visa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_staff_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_recorded_by_id_staff_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "enrolments_class_idx" ON "enrolments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "enrolments_booking_idx" ON "enrolments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_class_date_unique" ON "lessons" USING btree ("class_id","date");--> statement-breakpoint
CREATE INDEX "lessons_date_idx" ON "lessons" USING btree ("date");--> statement-breakpoint
CREATE INDEX "register_entries_booking_idx" ON "register_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_campus_name_unique" ON "rooms" USING btree ("campus","name");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'editor', 'teacher'));