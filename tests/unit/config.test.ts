import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("loadConfig", () => {
  it("defaults to port 3000 and the embedded database in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.seedDemo).toBe(true);
  });

  it("does not seed demo people in production unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
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
