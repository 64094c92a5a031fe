/**
 * The level test as a source of leads (issue 15): a person who finished the test and asks for
 * the result by e-mail, with consent, becomes a lead that staff see beside quote requests and
 * enquiries. Without that request nothing personal is ever stored with a sitting.
 */

import { wellFormed } from "@shared/forms/fields";
import { isLanguage, localizePath } from "@shared/i18n/languages";
import {
  type LevelTestResultEmailInput,
  levelTestResultEmailSchema,
} from "@shared/level-test/forms";
import { isCefrLevel, type LevelTestLead } from "@shared/level-test/types";
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { levelTestSessions } from "../../db/schema";
import { ConflictError } from "../errors";
import { admitSubmission, type SubmissionResult } from "../leads/submission";
import { levelTestResultMessage } from "../mail/level-test-result";
import { enqueueEmails } from "../mail/outbox";
import { staffLeadNotification } from "../mail/templates";
import { type ListQuery, listPage, type Page, searchText, textMatches } from "../paging";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { createWriteBatch } from "../write-batch";
import { hashToken } from "./sessions";

type SessionRow = typeof levelTestSessions.$inferSelect;

export type { LevelTestLead } from "@shared/level-test/types";

/** Staff refer to a lead by a short, stable id derived from the hash (not the visitor's token). */
export const leadIdOf = (tokenHash: string) => tokenHash.slice(0, 16);

function asLead(row: SessionRow): LevelTestLead {
  return {
    id: leadIdOf(row.tokenHash),
    name: row.name ?? "",
    email: row.email ?? "",
    level: row.resultLevel,
    skills: row.resultSkills,
    ageGroup: row.ageGroup,
    lang: row.lang,
    leadStatus: row.leadStatus,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    leadAt: row.leadAt,
  };
}

/** What staff search a level-test lead by; the expression of level_test_sessions_search_trgm_idx. */
const leadSearchText = searchText(
  levelTestSessions.name,
  levelTestSessions.email,
  levelTestSessions.resultLevel,
);

function searchCondition(q: string): SQL | undefined {
  return q ? textMatches(leadSearchText, q) : undefined;
}

/** A session is a lead once the person gave an address and consented (the list's rows). */
export const levelTestLeadCondition = and(
  isNotNull(levelTestSessions.email),
  isNotNull(levelTestSessions.consentAt),
);

export function createLevelTestLeadService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  adminUrl: (path: string) => string;
  publicUrl: string;
  onQueued: () => void;
  now: () => Date;
}) {
  const { db } = deps;
  const leads = levelTestLeadCondition;

  /** The two e-mails of a lead: the result to the person, the notification to staff. */
  function leadMessages(row: SessionRow, input: LevelTestResultEmailInput, level: string) {
    const quotePath = `${localizePath("/quote", isLanguage(row.lang) ? row.lang : "en")}?level=${level}`;
    return [
      staffLeadNotification({
        kind: "level-test",
        title: `New level-test lead: ${input.name} (${level})`,
        replyTo: input.email,
        adminUrl: deps.adminUrl(
          `/admin/leads?tab=level-tests&q=${encodeURIComponent(input.email)}`,
        ),
        fields: [
          ["Name", input.name],
          ["E-mail", input.email],
          ["Level", level],
          ...Object.entries(row.resultSkills ?? {}).map(([skill, result]): [string, string] => [
            `  ${skill}`,
            `${result.level} (${result.correct}/${result.answered} right)`,
          ]),
          ["Age group", row.ageGroup],
          ["Language", row.lang],
          ["Finished", row.completedAt?.toISOString()],
        ],
      }),
      levelTestResultMessage({
        to: input.email,
        name: input.name,
        lang: row.lang,
        level: row.resultLevel as NonNullable<SessionRow["resultLevel"]>,
        skills: row.resultSkills ?? {},
        quoteUrl: `${deps.publicUrl}${quotePath}`,
      }),
    ];
  }

  /**
   * Results asked for together are stored together: one update of the group's finished
   * sittings, one read of them back and one insert of all their e-mails, in one transaction.
   * Null for a sitting that has no result (unknown or unfinished). Two requests for one sitting
   * in a group: the later one's name and address are kept, as one after the other would, and
   * each gets its own e-mails.
   */
  const leadWrites = createWriteBatch(
    async (
      items: { hash: string; input: LevelTestResultEmailInput }[],
    ): Promise<(LevelTestLead | null)[]> => {
      const at = deps.now();
      const latest = new Map(items.map((item) => [item.hash, item.input]));
      // Text inside JSON is not passed through the driver's well-formed serializers: half a
      // surrogate pair would make the jsonb invalid, so it becomes U+FFFD here, as there.
      const values = [...latest].map(([hash, input]) => ({
        hash,
        name: wellFormed(input.name),
        email: wellFormed(input.email),
      }));
      const leadsOut = await db.transaction(async (tx) => {
        await tx.execute(sql`
          update level_test_sessions s
          set name = v.name, email = v.email, consent_at = ${at.toISOString()}::timestamptz,
            lead_at = ${at.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(hash text, name text, email text)
          where s.token_hash = v.hash and s.completed_at is not null and s.result_level is not null`);
        const rows = await tx
          .select()
          .from(levelTestSessions)
          .where(
            and(
              inArray(levelTestSessions.tokenHash, [...latest.keys()]),
              isNotNull(levelTestSessions.completedAt),
              isNotNull(levelTestSessions.resultLevel),
            ),
          );
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        await enqueueEmails(
          tx,
          items.flatMap((item) => {
            const row = byHash.get(item.hash);
            return row?.resultLevel ? leadMessages(row, item.input, row.resultLevel) : [];
          }),
        );
        return items.map((item) => {
          const row = byHash.get(item.hash);
          return row ? asLead(row) : null;
        });
      });
      if (leadsOut.some((lead) => lead !== null)) deps.onQueued();
      return leadsOut;
    },
  );

  return {
    /** Sends the person their result and records them as a lead (they consented). */
    async emailResult(
      token: string,
      raw: unknown,
      context: { ip: string },
    ): Promise<SubmissionResult<LevelTestLead>> {
      const admission = await admitSubmission(
        {
          rateLimiter: deps.rateLimiter,
          rule: deps.rule,
          form: "level-test-email",
          schema: levelTestResultEmailSchema,
        },
        raw,
        context,
      );
      if (!admission.admitted) return admission.result;
      const input: LevelTestResultEmailInput = admission.input;
      // Stored with the results asked for at the same moment (write-batch.ts, decision 0055).
      const lead = await leadWrites.write({ hash: hashToken(token), input });
      if (!lead) throw new ConflictError("Finish the test first: there is no result to send yet.");
      return { status: "stored", record: lead };
    },

    /** Level-test leads for the staff leads screen: paged and searched on the server. */
    async list(query: ListQuery): Promise<Page<LevelTestLead>> {
      const filter = and(
        leads,
        isCefrLevel(query.status) ? eq(levelTestSessions.resultLevel, query.status) : undefined,
      );
      // Keyed by the token hash: the sessions have no id, and the order ends with the hash.
      const page = await listPage(
        db,
        levelTestSessions,
        and(filter, searchCondition(query.q)),
        [desc(levelTestSessions.leadAt), desc(levelTestSessions.tokenHash)],
        query,
        { key: levelTestSessions.tokenHash, filter },
      );
      return { ...page, items: page.items.map(asLead) };
    },

    /** One lead by the short id staff see (null when unknown, or no longer a lead). */
    async get(id: string): Promise<LevelTestLead | null> {
      // A base64url prefix: compared as text, since "_" would be a wildcard to LIKE.
      if (!/^[\w-]{16}$/.test(id)) return null;
      const [row] = await db
        .select()
        .from(levelTestSessions)
        .where(and(leads, sql`left(${levelTestSessions.tokenHash}, 16) = ${id}`))
        .limit(1);
      return row ? asLead(row) : null;
    },

    async *iterate(query: Pick<ListQuery, "q" | "status">): AsyncGenerator<LevelTestLead> {
      const batch = 1000;
      const condition = and(
        leads,
        searchCondition(query.q),
        isCefrLevel(query.status) ? eq(levelTestSessions.resultLevel, query.status) : undefined,
      );
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select()
          .from(levelTestSessions)
          .where(condition)
          .orderBy(asc(levelTestSessions.leadAt), asc(levelTestSessions.tokenHash))
          .limit(batch)
          .offset(offset);
        yield* rows.map(asLead);
        if (rows.length < batch) return;
      }
    },
  };
}

export type LevelTestLeadService = ReturnType<typeof createLevelTestLeadService>;
