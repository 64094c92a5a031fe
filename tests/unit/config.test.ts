import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("loadConfig", () => {
  it("defaults to production on port 3000 with the embedded database in ./data", () => {
    const config = loadConfig({});
    expect(config.env).toBe("production");
    expect(config.isProduction).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it("seeds demo people in development, and in production only when asked", () => {
    expect(loadConfig({ NODE_ENV: "development" }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("has no bank account in production until BANK_IBAN and BANK_BIC are set", () => {
    expect(loadConfig({}).bankAccount).toBeNull();
    expect(loadConfig({ BANK_IBAN: "IE29AIBK93115212345678" }).bankAccount).toBeNull();
    expect(
      loadConfig({ BANK_IBAN: "IE29AIBK93115212345678", BANK_BIC: "AIBKIE2D" }).bankAccount,
    ).toMatchObject({ iban: "IE29AIBK93115212345678", bic: "AIBKIE2D" });
    // Development shows the example account, so the demo's offers read like real ones.
    expect(loadConfig({ NODE_ENV: "development" }).bankAccount?.iban).toBe(
      "IE29 AIBK 9311 5212 3456 78",
    );
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("wants both admin variables or neither", () => {
    expect(() => loadConfig({ ADMIN_USERNAME: "siobhan" })).toThrow(/ADMIN_PASSWORD/);
  });
});
