/**
 * Fills a migrated database (after seedLeads) with `rows` rows in each of the other staff lists:
 * level-test leads, newsletter subscriptions, students, bookings (one per student), invoices (one
 * per booking) and audit entries. One generate_series statement per table, so 100,000 rows a
 * table take seconds; names, statuses and dates vary enough for searches and filters to behave as
 * on a real desk.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

const firstNames = sql.raw(`array['Aoife','Seán','María','Lukas','Chloé','Giulia','Kenji','Ana']`);
const lastNames = sql.raw(
  `array['Byrne','Murphy','García','Schmidt','Martin','Rossi','Tanaka','Silva']`,
);

/**
 * The newest bookings a school has open (a few months of its 100,000 over the years): drafts,
 * offers, accepted, confirmed and arrived. Every older booking is completed, and one in seven of
 * all bookings cancelled, as before (decision 0054, round 3: a school's confirmed and arrived
 * bookings are its current few thousand, not 28,572 of 100,000). The status follows id / 20 so
 * that it does not follow the id % 2 and id % 20 that seedClassesAndHomes places by.
 */
export const CURRENT_BOOKINGS = 12_000;

export async function seedAdminLists(db: Database, rows: number): Promise<void> {
  await db.execute(sql`
    insert into level_test_sessions
      (token_hash, lang, age_group, started_at, expires_at, completed_at, result_level, name, email, consent_at, lead_at)
    select
      encode(sha256(('bench-level-test-' || i)::bytea), 'base64'),
      (array['en','es','fr','de'])[1 + i % 4],
      '18-25',
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval + interval '1 day',
      now() - (i || ' minutes')::interval,
      (array['A1','A2','B1','B2','C1','C2'])[1 + i % 6],
      (${firstNames})[1 + i % 8] || ' ' || (${lastNames})[1 + (i / 8) % 8] || ' ' || i,
      'tester' || i || '@example.com',
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as s(i)`);
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, locale, last_activity_at, created_at)
    select
      'reader' || i || '@example.com',
      (array['pending','confirmed','unsubscribed'])[1 + i % 3],
      'en',
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as s(i)`);
  await db.execute(sql`
    insert into students (first_name, last_name, email, country, age, location, start_date, status, created_at)
    select
      (${firstNames})[1 + i % 8],
      (${lastNames})[1 + (i / 8) % 8] || ' ' || i,
      'student' || i || '@example.com',
      (array['Spain','Germany','France','Italy','Brazil','Japan'])[1 + i % 6],
      16 + i % 40,
      (array['Dublin','Cork','Galway'])[1 + i % 3],
      (current_date + (i % 300))::date,
      (array['pending','enrolled','active','completed','withdrawn'])[1 + i % 5],
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as s(i)`);
  await db.execute(sql`
    insert into bookings
      (status, student_id, first_name, last_name, email, country, program_title, city, start_date,
       total_cents, deposit_cents, created_at, updated_at)
    select
      case when s.id % 7 = 6 then 'cancelled'
           when s.id > ${CURRENT_BOOKINGS} then 'completed'
           else (array['draft','draft','offer-sent','accepted','confirmed','confirmed','confirmed',
                       'confirmed','arrived','arrived'])[1 + (s.id / 20) % 10] end,
      s.id, s.first_name, s.last_name, 'booking' || s.id || '@example.com', s.country,
      (array['General English Cork','Junior Summer School Dublin','Trinity CertTESOL 2026'])[1 + s.id % 3],
      (array['Dublin','Cork','Galway'])[1 + s.id % 3],
      s.start_date, 120000 + (s.id % 50) * 1000, 30000, s.created_at, s.created_at
    from students s`);
  await db.execute(sql`
    insert into invoices
      (number, year, sequence, kind, reason, booking_id, payer, lines, total_cents, issued_on, due_on,
       lang, party, created_by, created_at)
    select
      'INV-2026-' || lpad(b.id::text, 6, '0'), 2026, b.id, 'invoice', 'booking', b.id, 'student',
      '[]'::jsonb, b.total_cents, (b.created_at)::date, (b.created_at)::date + 14, 'en',
      jsonb_build_object('name', b.first_name || ' ' || b.last_name, 'email', b.email,
        'address', '[]'::jsonb, 'country', 'ES', 'vatId', null),
      'bench', b.created_at
    from bookings b`);
  await db.execute(sql`
    insert into audit_log (actor_name, action, entity, entity_id, summary, created_at)
    select
      (array['Siobhán Kelly','Marco Bianchi','Front desk'])[1 + i % 3],
      (array['create','update','delete','export'])[1 + i % 4],
      (array['contact_inquiry','quote_request','booking','student','invoice'])[1 + i % 5],
      i::text,
      (array['Inquiry #','Quote request #','Booking #','Student #','Invoice #'])[1 + i % 5] || i ||
        (array[' status new → contacted',' updated',' deleted',' exported'])[1 + i % 4],
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as s(i)`);
  await db.execute(sql`analyze`);
}
