/**
 * The domain, built once per process around the one database handle. Page loaders, actions and
 * the REST API all call these services; none of them touches SQL directly.
 */

import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createAccommodationService } from "./accommodation";
import { createAgencyService } from "./agents/agencies";
import { createAgentAuthService } from "./agents/auth";
import { createCommissionService } from "./agents/commission";
import { createAgentPasswordService } from "./agents/passwords";
import { createPartnerPortalService } from "./agents/portal";
import { createDashboardService } from "./analytics/dashboard";
import { createPageViewService } from "./analytics/page-views";
import { createAnalyticsService } from "./analytics/report";
import { type Actor, type AuditEntry, recordAudit } from "./audit";
import { createAuthService } from "./auth";
import { createBookingServices } from "./bookings";
import type { BankAccount } from "./bookings/payment-provider";
import { createClassesService } from "./classes";
import { createBlogService } from "./content/blog";
import { createPublicBlogService } from "./content/blog-public";
import { createDestinationService } from "./content/destinations";
import { createProgramService } from "./content/programs";
import { createProgramAdminService } from "./content/programs-admin";
import { createTranslationService } from "./content/translations/service";
import { createDemoDataService } from "./demo-data";
import { createHostServices } from "./hosts";
import { createInvoiceService } from "./invoices";
import { createContactInquiryService } from "./leads/contact-inquiries";
import { leadTotals } from "./leads/lead-totals";
import { createNewsletterService } from "./leads/newsletter";
import { createQuoteRequestService } from "./leads/quote-requests";
import { createLevelTestItemService } from "./level-test/items";
import { createLevelTestLeadService } from "./level-test/leads";
import { createLevelTestPageService } from "./level-test/page";
import { createLevelTestSessionService } from "./level-test/sessions";
import { createLoadGauge } from "./load-gauge";
import { campaignWithdrawals, createCampaignService } from "./mail/campaigns";
import { createOutbox } from "./mail/outbox";
import type { MailTransport } from "./mail/transport";
import { createStaffUserService } from "./people/staff-users";
import { createStudentService } from "./people/students";
import { createGdprService } from "./privacy/gdpr";
import { createRateLimiter, type RateLimitRule } from "./rate-limit";

export interface ServiceDependencies {
  db: Database;
  logger: Logger;
  transport: MailTransport;
  /** Signs staff sessions and newsletter unsubscribe links. */
  secret: string;
  publicUrl: string;
  mailFrom: string;
  /** Per IP and form. */
  publicWriteRule: RateLimitRule;
  now?: () => Date;
  /** Called after content shown on public pages changed (drops cached pages). */
  onContentChange?: () => void;
  /** Called after a staff user's password was changed or reset (the demo forgets its login). */
  onStaffPasswordChanged?: (username: string) => void;
  /** Where families pay by bank transfer; null until configured (production refuses offers). */
  bankAccount: BankAccount | null;
  paymentReferencePrefix: string;
}

export function createServices(deps: ServiceDependencies) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  const rateLimiter = createRateLimiter(db, now);
  const load = createLoadGauge();
  const outbox = createOutbox({
    db,
    transport: deps.transport,
    from: deps.mailFrom,
    logger: deps.logger,
    now,
    withdrawals: campaignWithdrawals(db),
    busy: load.busy,
  });
  // Deliver right after a lead is stored; the worker retries whatever this misses.
  const onQueued = () => {
    outbox
      .deliverDue()
      .catch((error: unknown) => deps.logger.error("outbox delivery failed", {}, error));
  };
  const onChange = deps.onContentChange ?? (() => {});
  const adminUrl = (path: string) => `${deps.publicUrl}${path}`;
  const leadDeps = { db, rateLimiter, rule: deps.publicWriteRule, adminUrl, onQueued };
  const auth = createAuthService({ db, secret: deps.secret, rateLimiter, now });
  const newsletter = createNewsletterService({
    ...leadDeps,
    secret: deps.secret,
    publicUrl: deps.publicUrl,
  });

  const translations = createTranslationService({ db, onChange });
  const bookings = createBookingServices({
    db,
    secret: deps.secret,
    rateLimiter,
    rule: deps.publicWriteRule,
    publicUrl: deps.publicUrl,
    bankAccount: deps.bankAccount,
    paymentReferencePrefix: deps.paymentReferencePrefix,
    now,
    onQueued,
    onChange,
  });
  const programs = createProgramService({ db, translations });
  const quoteRequests = createQuoteRequestService({
    ...leadDeps,
    translations,
    prices: () => bookings.priceList.book(),
  });
  const agentAuth = createAgentAuthService({
    db,
    secret: deps.secret,
    rateLimiter,
    guard: auth.guard,
    rule: deps.publicWriteRule,
    now,
  });
  const accommodation = createAccommodationService({
    db,
    now,
    onQueued,
    schoolAccount: deps.bankAccount,
    referenceOf: bookings.payments.referenceOf,
  });
  const levelTestSessions = createLevelTestSessionService({
    db,
    rateLimiter,
    rule: deps.publicWriteRule,
    now,
  });

  return {
    now,
    audit: { record: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry) },
    rateLimiter,
    outbox,
    /** Requests in progress; the app counts them, the outbox yields to them. */
    load,
    auth,
    programs,
    translations,
    programAdmin: createProgramAdminService({ db, onChange, translations }),
    contactInquiries: createContactInquiryService(leadDeps),
    /** The leads screen's four tab totals, in one statement. */
    leadTotals: () => leadTotals(db),
    quoteRequests,
    bookings,
    /** Classes, lessons, enrolments, registers and attendance (issue 30). */
    classes: createClassesService({
      db,
      now,
      secret: deps.secret,
      publicUrl: deps.publicUrl,
      referenceOf: bookings.payments.referenceOf,
      onQueued,
    }),
    /** Invoices, credit notes, payments allocated to them, the accountant's journal (issue 32). */
    invoices: createInvoiceService({
      db,
      now,
      bankAccount: deps.bankAccount,
      referenceOf: bookings.payments.referenceOf,
    }),
    /** Host families and residences, their household, rooms and unavailable nights (issue 31). */
    accommodation,
    /** The host portal (/hosts): accounts, sign-in by e-mailed link, the portal (issue 31). */
    hosts: createHostServices({
      db,
      secret: deps.secret,
      rateLimiter,
      rule: deps.publicWriteRule,
      publicUrl: deps.publicUrl,
      now,
      onQueued,
      accommodation,
    }),
    /** The partner portal (issue 17): agencies, agent sign-in, the portal, commission. */
    agents: {
      auth: agentAuth,
      agencies: createAgencyService({
        db,
        auth: agentAuth,
        publicUrl: deps.publicUrl,
        now,
        onQueued,
      }),
      portal: createPartnerPortalService({
        db,
        bookings,
        quoteRequests,
        publicUrl: deps.publicUrl,
      }),
      commission: createCommissionService({ db, payments: bookings.payments }),
      passwords: createAgentPasswordService({
        db,
        auth: agentAuth,
        rateLimiter,
        rule: deps.publicWriteRule,
        publicUrl: deps.publicUrl,
        now,
        onQueued,
      }),
    },
    newsletter,
    campaigns: createCampaignService({
      db,
      logger: deps.logger,
      rateLimiter,
      publicUrl: deps.publicUrl,
      unsubscribeUrl: newsletter.unsubscribeUrl,
      onQueued,
      retryOutbox: outbox.retryNow,
    }),
    destinations: createDestinationService({ db, onChange, translations }),
    students: createStudentService({ db }),
    blog: createBlogService({ db, onChange, translations }),
    publicBlog: createPublicBlogService({ db, now }),
    staffUsers: createStaffUserService({
      db,
      auth,
      onPasswordChanged: deps.onStaffPasswordChanged ?? (() => {}),
    }),
    dashboard: createDashboardService({ db }),
    /** The seeded demo: what is left of it, and removing it all (issue 35). */
    demoData: createDemoDataService({ db }),
    pageViews: createPageViewService({ db, rateLimiter, now }),
    gdpr: createGdprService({ db, now }),
    analytics: createAnalyticsService({ db }),
    levelTest: {
      sessions: levelTestSessions,
      page: createLevelTestPageService({ sessions: levelTestSessions, programs }),
      leads: createLevelTestLeadService({
        ...leadDeps,
        publicUrl: deps.publicUrl,
        now,
      }),
      items: createLevelTestItemService({ db }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
