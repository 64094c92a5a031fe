/**
 * Enquiries from the contact form, in the writer's language, and how staff moved them along
 * (new → contacted → follow-up → closed): each step a note on the enquiry and an audit row, as
 * the enquiry service writes them. Recent ones are still new: the dashboard has work waiting.
 */
import type { InquiryStatus } from "../../schema";
import { contactInquiries, inquiryNotes } from "../../schema";
import { auditEntry, chunks, type DemoContext } from "./context";
import { juniorShare, leadLanguage } from "./quotes";
import { inquiryTexts, inquiryNotes as noteTexts } from "./texts";

const cities = ["Dublin", "Cork", "Galway"] as const;

/** The steps an enquiry went through, by how old it is. */
function pathOf(context: DemoContext, daysAgo: number): InquiryStatus[] {
  const { random } = context;
  if (daysAgo <= 1) return [];
  if (daysAgo <= 6) {
    return random.weighted<InquiryStatus[]>([
      [[], 3],
      [["contacted"], 5],
      [["contacted", "follow-up"], 2],
    ]);
  }
  return random.weighted<InquiryStatus[]>([
    [[], 0.4],
    [["contacted"], 2],
    [["contacted", "follow-up"], 1.5],
    [["contacted", "closed"], 4],
    [["contacted", "follow-up", "closed"], 2],
  ]);
}

interface Step {
  to: InquiryStatus;
  from: InquiryStatus;
  at: Date;
  body: string;
  author: DemoContext["staff"]["admissions"];
}

/** When each step happened: a day or more after the last, never after now. */
function timedSteps(context: DemoContext, daysAgo: number, at: Date): Step[] {
  const { random, clock, staff } = context;
  const steps: Step[] = [];
  let from: InquiryStatus = "new";
  let lastAt = at;
  for (const to of pathOf(context, daysAgo)) {
    daysAgo = Math.max(0, daysAgo - random.int(to === "contacted" ? 0 : 2, 4));
    const stepAt = new Date(
      Math.max(lastAt.getTime() + 3_600_000, clock.at(daysAgo, random.next()).getTime()),
    );
    if (stepAt >= clock.now) break;
    steps.push({
      to,
      from,
      at: stepAt,
      body: random.pick(noteTexts[to as keyof typeof noteTexts]),
      author: to === "closed" && random.chance(0.3) ? staff.partnerships : staff.admissions,
    });
    from = to;
    lastAt = stepAt;
  }
  return steps;
}

export async function writeInquiries(context: DemoContext, count: number): Promise<void> {
  const { random, clock, people } = context;
  const plans = clock
    .spread(random, count)
    .map((daysAgo) => {
      const month = clock.monthOf(daysAgo);
      const lang = leadLanguage(random, month);
      const junior = random.chance(juniorShare(lang, month));
      const texts = inquiryTexts[lang].filter((text) => Boolean(text.junior) === junior);
      const text = random.pick(texts.length ? texts : inquiryTexts[lang]);
      const city = random.pick(cities);
      const at = clock.at(daysAgo, random.next());
      return {
        at,
        person: people.person(lang),
        lang,
        type: text.type,
        subject: text.subject.replace("{city}", city),
        message: text.message.replace("{city}", city),
        withPhone: random.chance(0.5),
        steps: timedSteps(context, daysAgo, at),
      };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  const notes: (typeof inquiryNotes.$inferInsert)[] = [];
  for (const chunk of chunks(plans)) {
    const rows = await context.tx
      .insert(contactInquiries)
      .values(
        chunk.map((plan) => ({
          name: `${plan.person.firstName} ${plan.person.lastName}`,
          email: plan.person.email,
          phone: plan.withPhone ? plan.person.phone : null,
          subject: plan.subject,
          message: plan.message,
          enquiryType: plan.type,
          status: plan.steps.at(-1)?.to ?? "new",
          gdprConsentAt: plan.at,
          locale: plan.lang,
          createdAt: plan.at,
          updatedAt: plan.steps.at(-1)?.at ?? plan.at,
        })),
      )
      .returning({ id: contactInquiries.id });
    for (const [index, row] of rows.entries()) {
      context.registry.add("contact_inquiries", [row.id]);
      for (const step of chunk[index]?.steps ?? []) {
        notes.push({
          inquiryId: row.id,
          authorId: step.author.id,
          authorName: step.author.name,
          body: step.body,
          statusFrom: step.from,
          statusTo: step.to,
          createdAt: step.at,
        });
        context.audit.push(
          auditEntry(step.author, step.at, {
            action: "update",
            entity: "contact_inquiry",
            entityId: String(row.id),
            summary: `Inquiry #${row.id} status ${step.from} → ${step.to}`,
            before: { status: step.from },
            after: { status: step.to, note: step.body },
          }),
        );
      }
    }
  }
  for (const chunk of chunks(notes)) await context.tx.insert(inquiryNotes).values(chunk);
}
