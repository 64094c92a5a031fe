/**
 * Everything one process runs around its database handle: the services, the mail transport
 * and the background jobs (outbox delivery, expired rate-limit windows). Used by the server
 * process and, with overrides, by the tests.
 */
import path from "node:path";
import { brand } from "@shared/config/brand";
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db/client";
import { vacuumDueTables } from "./db/maintenance";
import type { Logger } from "./logger";
import { createServices, type Services } from "./services";
import { createMailTransport, type MailTransport } from "./services/mail/transport";

export interface Runtime {
  services: Services;
  transport: MailTransport;
  /** Stops the background jobs and waits for a delivery in progress. */
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  secret: string;
  now?: () => Date;
  /** How often the outbox worker looks for due messages; 0 disables the timer (tests). */
  outboxIntervalMs?: number;
  onContentChange?: () => void;
  onStaffPasswordChanged?: (username: string) => void;
}

export function outboxDirOf(config: AppConfig): string {
  return path.join(config.dataDir, "outbox");
}

export function createRuntime(options: RuntimeOptions): Runtime {
  const { config, database, logger } = options;
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    outboxDir: outboxDirOf(config),
  });
  const services = createServices({
    db: database.db,
    logger,
    transport,
    secret: options.secret,
    publicUrl: config.publicUrl,
    mailFrom: `${brand.name} <${brand.email}>`,
    publicWriteRule: { limit: config.publicWritesPerHour, windowSeconds: 3600 },
    now: options.now,
    onContentChange: options.onContentChange,
    onStaffPasswordChanged: options.onStaffPasswordChanged,
    bankAccount: config.bankAccount,
    paymentReferencePrefix: config.paymentReferencePrefix,
  });
  if (!config.bankAccount) {
    logger.warn(
      "BANK_IBAN and BANK_BIC are not set: offers cannot be sent and no payment instructions are shown until they are (see .env.example)",
    );
  }

  const timers: NodeJS.Timeout[] = [];
  const interval = options.outboxIntervalMs ?? 15_000;
  if (interval > 0) {
    timers.push(
      setInterval(() => {
        services.outbox
          .deliverDue()
          .catch((error: unknown) => logger.error("outbox delivery failed", {}, error));
        // A campaign another (stopped) instance left half-queued is finished by whoever is up.
        services.campaigns
          .continueQueueing()
          .catch((error: unknown) => logger.error("campaign queueing failed", {}, error));
      }, interval),
      setInterval(() => {
        services.rateLimiter
          .purgeExpired()
          .catch((error: unknown) => logger.error("rate-limit purge failed", {}, error));
        services.auth.guard
          .purgeExpired()
          .catch((error: unknown) => logger.error("sign-in gate purge failed", {}, error));
      }, 10 * 60_000),
      // Spec §9 retention: delete what the policy no longer lets us keep. Hourly rather than
      // every 24 h so that a process restarted more often than daily still runs it every day;
      // a run with nothing due writes nothing.
      // Offers past their valid-until day expire (the offer page also checks on every visit).
      setInterval(() => {
        services.bookings.admin
          .expireDue()
          .catch((error: unknown) => logger.error("offer expiry failed", {}, error));
      }, 60 * 60_000),
      // A new day makes every booking's attendance totals stale (decision 0040): recompute them
      // here rather than in the first request of the day.
      setInterval(() => {
        services.classes
          .refreshTotals()
          .catch((error: unknown) => logger.error("attendance totals refresh failed", {}, error));
      }, 60 * 60_000),
      setInterval(() => {
        services.gdpr
          .applyRetention(services.now())
          .catch((error: unknown) => logger.error("retention job failed", {}, error));
      }, 60 * 60_000),
    );
    // PGlite has no autovacuum (server/db/maintenance.ts): the same rule, hourly, and once a
    // minute after start (counters kept since the last clean stop, or none after a crash).
    if (database.kind === "pglite") {
      const maintain = () => {
        vacuumDueTables(database.db)
          .then((tables) => {
            if (tables.length > 0) logger.info("vacuumed and analyzed", { tables: tables.length });
          })
          .catch((error: unknown) => logger.error("vacuum failed", {}, error));
      };
      timers.push(setTimeout(maintain, 60_000), setInterval(maintain, 60 * 60_000));
    }
    for (const timer of timers) timer.unref();
  }

  return {
    services,
    transport,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await services.campaigns.idle();
      await services.outbox.stop();
      transport.close();
    },
  };
}
