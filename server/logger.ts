/**
 * Structured JSON logs, one line per event. Never pass personal data (names, e-mails,
 * message bodies) as fields: logs are kept longer and read more widely than the database.
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** `cause` is logged with its name, message and stack. */
  error(message: string, fields?: LogFields, cause?: unknown): void;
}

export function createLogger(minimum: Level | "silent" = "info"): Logger {
  const write = (level: Level, message: string, fields: LogFields = {}, cause?: unknown) => {
    if (order[level] < order[minimum]) return;
    const entry: Record<string, unknown> = {
      time: new Date().toISOString(),
      level,
      message,
      ...fields,
    };
    if (cause instanceof Error) {
      entry.error = { name: cause.name, message: cause.message, stack: cause.stack };
    } else if (cause !== undefined) entry.error = String(cause);
    (level === "error" || level === "warn" ? process.stderr : process.stdout).write(
      `${JSON.stringify(entry)}\n`,
    );
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields, cause) => write("error", message, fields, cause),
  };
}
