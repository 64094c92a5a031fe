/**
 * Fills a database seeded by seedAdminLists (its bookings) with the classes, attendance and
 * accommodation lists of a school that has kept `rows` bookings over the years: 600 classes
 * (four years of 150 a term; the last 150 run now, with lessons six weeks either side of today),
 * every booking enrolled in one class (so attendance_totals holds a row per booking), a register
 * of the last six weeks for one enrolment in eight, and 2,000 host families and residences with
 * two rooms each, holding a placement for 19 in 20 of the half of the bookings that want
 * accommodation (those of cancellations older than the current bookings ended by staff). The
 * per-booking attendance totals are written, not recomputed from registers nobody took: one
 * booking in ten is under 85 %, one in ten just under it (with the booking's visa, whether it is
 * listed and its campus, as the refresh would copy them).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { CURRENT_BOOKINGS } from "./seed-admin";

export const CLASSES = 600;
export const PROVIDERS = 2000;

const lastNames = sql.raw(
  `array['Byrne','Murphy','García','Schmidt','Martin','Rossi','Tanaka','Silva']`,
);

export async function seedClassesAndHomes(db: Database): Promise<void> {
  const today = sql`(now() at time zone 'Europe/Dublin')::date`;
  await db.execute(sql`
    insert into staff_users (username, display_name, password_hash, role)
    select 'bench-teacher-' || g, (array['Niamh Walsh','Pierre Lefèvre','Tom Brady'])[g], 'not-a-hash',
      'teacher'
    from generate_series(1, 3) g`);
  await db.execute(sql`
    insert into classes (name, level, campus, teacher_id, weekdays, start_time, end_time,
                         starts_on, ends_on, capacity)
    select (array['General English','Exam Preparation','Business English'])[1 + g % 3] || ' ' || g,
           (array['A1','A2','B1','B2','C1','C2'])[1 + g % 6],
           (array['Dublin','Cork','Galway'])[1 + g % 3],
           (select id from staff_users where username = 'bench-teacher-' || (1 + g % 3)),
           array[1,2,3,4,5],
           case when g % 2 = 0 then '09:00' else '13:00' end,
           case when g % 2 = 0 then '12:00' else '16:00' end,
           ${today} - 42 - 120 * ((${CLASSES} - g) / 150), ${today} + 42 - 120 * ((${CLASSES} - g) / 150),
           15
    from generate_series(1, ${CLASSES}) g`);
  const current = sql`c.ends_on >= ${today}`;
  await db.execute(sql`
    insert into lessons (class_id, date, start_time, end_time, register_taken_at, register_taken_by)
    select c.id, d::date, c.start_time, c.end_time,
           case when d::date < ${today} then d::date + time '12:05' end,
           case when d::date < ${today} then 'Bench Teacher' end
    from classes c
    cross join generate_series(c.starts_on, c.ends_on, interval '1 day') d
    where ${current} and extract(isodow from d) between 1 and 5`);
  await db.execute(sql`
    insert into enrolments (booking_id, class_id, from_date, to_date)
    select b.id, c.id, c.starts_on, case when ${current} then null else c.ends_on end
    from bookings b
    join classes c on c.id = (select min(id) from classes) + b.id % ${CLASSES}`);
  await db.execute(sql`
    insert into register_entries (lesson_id, booking_id, status, minutes, certified, recorded_by,
                                  recorded_at)
    select l.id, e.booking_id,
           case when (l.id + e.booking_id) % 10 = 0 then 'absent'
                when (l.id + e.booking_id) % 17 = 0 then 'late' else 'present' end,
           case when (l.id + e.booking_id) % 10 <> 0 and (l.id + e.booking_id) % 17 = 0 then 10 end,
           false, 'Bench Teacher', l.register_taken_at
    from enrolments e
    join lessons l on l.class_id = e.class_id and l.date < ${today}
    where e.to_date is null and e.booking_id % 8 = 0`);
  await db.execute(sql`
    insert into attendance_totals (booking_id, scheduled_minutes, attended_minutes,
      remaining_minutes, early_scheduled_minutes, early_attended_minutes, as_of, needs_visa,
      listed, campus, student_name, email)
    select b.id, 5400,
           case b.id % 10 when 0 then 4000 when 1 then 4500 else 5300 end,
           case when b.id % 3 = 0 then 0 else 5400 end,
           5400,
           case b.id % 10 when 0 then 4000 when 1 then 4500 else 5300 end,
           ${today}, b.needs_visa,
           b.erased_at is null and b.status not in ('cancelled', 'declined', 'expired'), c.campus,
           b.first_name || ' ' || b.last_name, b.email
    from bookings b join enrolments e on e.booking_id = b.id join classes c on c.id = e.class_id
    on conflict (booking_id) do update set
      scheduled_minutes = excluded.scheduled_minutes, attended_minutes = excluded.attended_minutes,
      remaining_minutes = excluded.remaining_minutes,
      early_scheduled_minutes = excluded.early_scheduled_minutes,
      early_attended_minutes = excluded.early_attended_minutes, as_of = excluded.as_of,
      needs_visa = excluded.needs_visa, listed = excluded.listed, campus = excluded.campus,
      student_name = excluded.student_name, email = excluded.email`);

  await db.execute(sql`
    insert into accommodation_providers (type, name, campus, address, email, phone, travel_minutes,
      max_students, rate_per_night_cents)
    select case when g % 20 = 0 then 'residence' else 'host-family' end,
           case when g % 20 = 0 then 'Residence ' || g
                else 'The ' || (${lastNames})[1 + g % 8] || ' family ' || g end,
           (array['Dublin','Cork','Galway'])[1 + g % 3],
           g || ' ' || (array['Main Street','Church Road','Strand Road','Quay Street'])[1 + g % 4],
           'host' || g || '@example.com', '+353 87 ' || lpad(g::text, 7, '0'),
           10 + g % 50, 2, 3500
    from generate_series(1, ${PROVIDERS}) g`);
  await db.execute(sql`
    insert into accommodation_rooms (provider_id, name, beds)
    select p.id, 'Room ' || r, 1 + r % 2
    from accommodation_providers p cross join generate_series(1, 2) r`);
  await db.execute(sql`
    update bookings set accommodation_type = case when id % 10 = 0 then 'student-residence'
      else 'host-family' end
    where id % 2 = 0`);
  await db.execute(sql`
    insert into accommodation_placements (booking_id, room_id, from_date, to_date, status)
    select b.id, (select min(id) from accommodation_rooms) + b.id % (2 * ${PROVIDERS}),
           b.start_date - 1, b.start_date + 27,
           -- staff ended the placements of the cancellations of past years (decision 0047);
           -- those of the current bookings still hold their beds, for the unplaced list
           case when b.status = 'cancelled' and b.id > ${CURRENT_BOOKINGS} then 'cancelled'
                else 'placed' end
    from bookings b
    where b.id % 2 = 0 and b.id % 20 <> 0`);
  await db.execute(sql`analyze`);
}
