/**
 * The newsletter: subscribers who signed up before the twelve weeks (the starting audience) and
 * during them, a few still to confirm and a few gone, and one campaign sent three weeks ago to
 * everyone confirmed then: the campaign row and its delivered messages, written as the campaign
 * service and the outbox leave them (each with the subscriber's own unsubscribe link).
 */
import { createHash, createHmac } from "node:crypto";
import type { Lang } from "@shared/bookings/types";
import { renderMarkdown } from "../../../services/content/markdown";
import { plainTextOf } from "../../../services/mail/campaign-content";
import { CAMPAIGN_KIND } from "../../../services/mail/campaigns";
import { newsletterMessage, newsletterPageUrl } from "../../../services/mail/newsletter-emails";
import { campaigns, emailOutbox, newsletterSubscriptions } from "../../schema";
import { auditEntry, chunks, type DemoContext } from "./context";
import { leadLanguage } from "./quotes";

const SUBJECT = "Summer in Ireland: junior places are filling up";
/** Links in an e-mail must be absolute: it is read far from the site. */
const markdownOf = (publicUrl: string) => `## Summer is closer than it looks

Our junior summer schools in **Dublin** and **Galway** are filling up for July: if your child would
like to come, now is a good time to ask for a quote.

- Three hours of English every morning, in classes of twelve at most
- Afternoon activities and a full-day excursion every Saturday
- Host families visited by our team, a short bus ride from school

[See the summer programs](${publicUrl}/programs) or [take the free level test](${publicUrl}/level-test).

See you in Ireland,
the Clover English team`;

/**
 * The unsubscribe link the newsletter service signs for a subscriber (leads/newsletter.ts), on
 * the page in their language.
 */
function unsubscribeUrl(context: DemoContext, id: number, email: string, locale: Lang): string {
  const signature = createHmac("sha256", context.secret)
    .update(`unsubscribe:${id}:${email}`)
    .digest("base64url")
    .slice(0, 32);
  return newsletterPageUrl(context.publicUrl, locale, "unsubscribe", `${id}.${signature}`);
}

interface SubscriberPlan {
  email: string;
  locale: Lang;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export async function writeNewsletter(context: DemoContext): Promise<void> {
  const { tx, random, clock, people, staff } = context;
  const signUp = (daysAgo: number, at: Date): SubscriberPlan => {
    const locale = leadLanguage(random, clock.monthOf(Math.min(daysAgo, 300)));
    return {
      email: people.person(locale).email,
      locale,
      createdAt: at,
      confirmedAt: new Date(at.getTime() + random.int(2, 240) * 60_000),
      unsubscribedAt: null,
    };
  };
  const plans: SubscriberPlan[] = [];
  // The audience the school already had (the growth chart's starting point).
  for (let n = 0; n < 70; n++) {
    const daysAgo = random.int(90, 400);
    plans.push(signUp(daysAgo, clock.at(daysAgo, random.next())));
  }
  // Sign-ups of the twelve weeks, confirmed within hours.
  for (const daysAgo of clock.spread(random, 62)) {
    plans.push(signUp(daysAgo, clock.at(daysAgo, random.next())));
  }
  // A few never clicked the confirmation link yet.
  for (let n = 0; n < 6; n++) {
    const daysAgo = random.int(0, 6);
    plans.push({ ...signUp(daysAgo, clock.at(daysAgo, random.next())), confirmedAt: null });
  }
  // And a few left during the twelve weeks.
  for (const plan of random.shuffle(plans.filter((p) => p.confirmedAt)).slice(0, 9)) {
    const daysAgo = random.int(0, 80);
    const at = clock.at(daysAgo, random.next());
    if (plan.confirmedAt && at > plan.confirmedAt) plan.unsubscribedAt = at;
  }
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const subscribers: { id: number; email: string; plan: SubscriberPlan }[] = [];
  for (const chunk of chunks(plans)) {
    const rows = await tx
      .insert(newsletterSubscriptions)
      .values(
        chunk.map((plan) => ({
          email: plan.email,
          status: plan.unsubscribedAt
            ? ("unsubscribed" as const)
            : plan.confirmedAt
              ? ("confirmed" as const)
              : ("pending" as const),
          // A pending sign-up waits on its e-mailed token (the demo keeps no token: never confirmable).
          confirmTokenHash: plan.confirmedAt
            ? null
            : createHash("sha256").update(random.token(32)).digest("hex"),
          locale: plan.locale,
          confirmedAt: plan.confirmedAt,
          unsubscribedAt: plan.unsubscribedAt,
          lastActivityAt: plan.unsubscribedAt ?? plan.confirmedAt ?? plan.createdAt,
          createdAt: plan.createdAt,
        })),
      )
      .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
    rows.forEach((row, index) => {
      const plan = chunk[index];
      if (plan) subscribers.push({ ...row, plan });
    });
  }
  context.registry.add(
    "newsletter_subscriptions",
    subscribers.map((subscriber) => subscriber.id),
  );

  // One campaign, sent three weeks ago by the partnerships and marketing lead.
  const sentAt = clock.at(21, 0.35);
  const audience = subscribers.filter(
    ({ plan }) =>
      plan.confirmedAt &&
      plan.confirmedAt < sentAt &&
      (!plan.unsubscribedAt || plan.unsubscribedAt > sentAt),
  );
  const markdown = markdownOf(context.publicUrl);
  const html = renderMarkdown(markdown);
  const text = plainTextOf(markdown);
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      subject: SUBJECT,
      markdown,
      htmlBody: html,
      textBody: text,
      status: "queued",
      queuedThroughId: audience.at(-1)?.id ?? 0,
      recipientCount: audience.length,
      createdById: staff.partnerships.id,
      createdByName: staff.partnerships.name,
      queuedAt: new Date(sentAt.getTime() + 2000),
      createdAt: sentAt,
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error("demo campaign insert returned nothing");
  context.registry.add("campaigns", [campaign.id]);
  context.audit.push(
    auditEntry(staff.partnerships, sentAt, {
      action: "create",
      entity: "campaign",
      entityId: String(campaign.id),
      summary: `Sent e-mail campaign “${SUBJECT}” to ${audience.length} confirmed subscribers`,
      after: { subject: SUBJECT, markdown, audience: audience.length },
    }),
  );
  const messages = audience.map((subscriber, index) => {
    const message = newsletterMessage({
      kind: CAMPAIGN_KIND,
      to: subscriber.email,
      lang: subscriber.plan.locale,
      subject: SUBJECT,
      text,
      sanitizedHtml: html,
      unsubscribeUrl: unsubscribeUrl(
        context,
        subscriber.id,
        subscriber.email,
        subscriber.plan.locale,
      ),
      campaignId: campaign.id,
    });
    const delivered = new Date(sentAt.getTime() + 5000 + index * 700);
    return {
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? {},
      status: "sent" as const,
      attempts: 1,
      nextAttemptAt: sentAt,
      sentAt: delivered,
      campaignId: campaign.id,
      createdAt: new Date(sentAt.getTime() + 2000),
    };
  });
  for (const chunk of chunks(messages, 200)) {
    const rows = await tx.insert(emailOutbox).values(chunk).returning({ id: emailOutbox.id });
    context.registry.add(
      "email_outbox",
      rows.map((row) => row.id),
    );
  }
}
