/**
 * Process configuration, read once from the environment (documented in .env.example).
 * Invalid values stop the process at start with a message naming the variable.
 */
import path from "node:path";
import { brand } from "@shared/config/brand";
import { z } from "zod";
import type { BankAccount } from "./services/bookings/payment-provider";

const environmentSchema = z.object({
  // Production unless said otherwise: a server started without NODE_ENV must not run with
  // development's generated secrets, insecure cookies and demo content (issue 27).
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  TEST_FIXTURES: z.enum(["true", "false"]).optional(),
  TRUST_PROXY: z.enum(["true", "false"]).optional(),
  PUBLIC_WRITES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).optional(),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  BANK_ACCOUNT_NAME: z.string().min(2).max(120).optional(),
  BANK_NAME: z.string().min(2).max(120).optional(),
  BANK_IBAN: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,36}$/, "must be an IBAN, like IE29 AIBK 9311 5212 3456 78")
    .optional(),
  BANK_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a BIC, like AIBKIE2D")
    .optional(),
  PAYMENT_REFERENCE_PREFIX: z
    .string()
    .regex(/^[A-Z]{2,6}$/, "must be 2 to 6 capital letters")
    .optional(),
});

export type Environment = z.infer<typeof environmentSchema>["NODE_ENV"];

export interface AppConfig {
  env: Environment;
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Folder for the embedded database, the generated session secret and the mail outbox. */
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  admin: { username: string; password: string } | undefined;
  /** Demo students and blog posts: on outside production unless SEED_DEMO=false. */
  seedDemo: boolean;
  /** Pages that only the end-to-end tests use (TEST_FIXTURES=true); never in a deployment. */
  testFixtures: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Take the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Submissions of each public form allowed per IP address per hour. */
  publicWritesPerHour: number;
  /**
   * How long a rendered public page is served from memory; with several instances, how long
   * another instance may show content from before a staff edit. 0 renders every request.
   */
  pageCacheTtlSeconds: number;
  /**
   * Where people pay by bank transfer (issue 16). Outside production a demo account stands in
   * until configured; in production null until BANK_IBAN and BANK_BIC are set, and offers and
   * payment instructions are refused meanwhile (a family must never be sent an example IBAN).
   */
  bankAccount: BankAccount | null;
  /** Prefix of each booking's payment reference (CLV-00042). */
  paymentReferencePrefix: string;
}

/**
 * The demo account: a well-known example IBAN (valid checksum, not a real account), so a
 * development site shows realistic payment instructions. Production never uses it.
 */
export const demoBankAccount: BankAccount = {
  accountName: brand.legalName,
  bankName: "Allied Irish Banks",
  iban: "IE29 AIBK 9311 5212 3456 78",
  bic: "AIBKIE2D",
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === "production";
  if ((values.ADMIN_USERNAME === undefined) !== (values.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.");
  }
  return {
    env: values.NODE_ENV,
    isProduction,
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? brand.defaultPublicUrl).replace(/\/$/, ""),
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET,
    smtpUrl: values.SMTP_URL,
    admin:
      values.ADMIN_USERNAME && values.ADMIN_PASSWORD
        ? { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD }
        : undefined,
    seedDemo: values.SEED_DEMO ? values.SEED_DEMO === "true" : !isProduction,
    testFixtures: values.TEST_FIXTURES === "true",
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === "test" ? "warn" : "info"),
    trustProxy: values.TRUST_PROXY === "true",
    publicWritesPerHour: values.PUBLIC_WRITES_PER_HOUR ?? 20,
    pageCacheTtlSeconds: values.PAGE_CACHE_TTL_SECONDS ?? 60,
    bankAccount:
      isProduction && (!values.BANK_IBAN || !values.BANK_BIC)
        ? null
        : {
            accountName: values.BANK_ACCOUNT_NAME ?? demoBankAccount.accountName,
            bankName: values.BANK_NAME ?? demoBankAccount.bankName,
            iban: values.BANK_IBAN ?? demoBankAccount.iban,
            bic: values.BANK_BIC ?? demoBankAccount.bic,
          },
    paymentReferencePrefix: values.PAYMENT_REFERENCE_PREFIX ?? "CLV",
  };
}
