/**
 * Fills a migrated database with `rows` contact inquiries and `rows` quote requests in two
 * generate_series statements (seconds, not minutes), varied enough for searches and filters to
 * behave as on a real desk: names, countries, subjects, statuses and dates spread over the rows.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

export async function seedLeads(db: Database, rows: number): Promise<void> {
  await db.execute(sql`
    insert into contact_inquiries
      (name, email, phone, country, subject, message, enquiry_type, status, gdpr_consent_at, locale, created_at)
    select
      (array['Aoife','Seán','María','Lukas','Chloé','Giulia','Kenji','Ana'])[1 + i % 8] || ' ' ||
        (array['Byrne','Murphy','García','Schmidt','Martin','Rossi','Tanaka','Silva'])[1 + (i / 8) % 8] || ' ' || i,
      'person' || i || '@example.com',
      '+353 1 ' || lpad((i % 10000000)::text, 7, '0'),
      (array['Spain','Germany','France','Italy','Brazil','Japan'])[1 + i % 6],
      (array['Summer course','Accommodation question','Visa letter','Group booking','Exam dates'])[1 + i % 5] || ' #' || i,
      'Hello, I would like to know more about your courses in Dublin, Cork or Galway. Reference ' || md5(i::text),
      (array['programs','enrollment','accommodation','visa','corporate','other'])[1 + i % 6],
      (array['new','contacted','follow-up','closed'])[1 + i % 4],
      now() - (i || ' minutes')::interval,
      'en',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as s(i)`);
  await db.execute(sql`
    insert into quote_requests
      (first_name, last_name, email, phone, country, program_id, program_title, start_date,
       duration_option, duration_weeks, accommodation_type, special_requests, total_cost, gdpr_consent_at, locale, created_at)
    select
      (array['Aoife','Seán','María','Lukas','Chloé','Giulia','Kenji','Ana'])[1 + i % 8],
      (array['Byrne','Murphy','García','Schmidt','Martin','Rossi','Tanaka','Silva'])[1 + (i / 8) % 8] || ' ' || i,
      'quote' || i || '@example.com',
      '+34 600 ' || lpad((i % 1000000)::text, 6, '0'),
      (array['Spanish','German','French','Italian','Brazilian','Japanese'])[1 + i % 6],
      null,
      (array['General English Cork','Junior Summer School Dublin','Trinity CertTESOL 2026'])[1 + i % 3],
      (current_date + (i % 300))::date,
      '4-weeks', 4, 'host-family',
      case when i % 10 = 0 then 'Vegetarian meals, please. Ref ' || md5(i::text) else null end,
      1000 + i % 2000,
      now() - (i || ' minutes')::interval,
      'en',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${rows}) as s(i)`);
  await db.execute(sql`analyze`);
}
