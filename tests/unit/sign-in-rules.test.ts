import { describe, expect, it } from "vitest";
import {
  accountDelaySeconds,
  deviceOf,
  MAX_ACCOUNT_DELAY_SECONDS,
  newDeviceCookieValue,
  SIGN_IN_WINDOW_SECONDS,
  signInKeys,
  signInLimits,
} from "../../server/services/auth/sign-in-rules";

const SECRET = "unit-test-secret-that-is-long-enough-0123";

describe("the budgets", () => {
  it("count attempts over the last 15 minutes, as decision 0028 tells staff", () => {
    expect(SIGN_IN_WINDOW_SECONDS).toBe(15 * 60);
    expect(signInLimits).toEqual({
      perAccountAndAddress: 5,
      perAddress: 30,
      perDevice: 5,
      freeAccountFailures: 10,
    });
  });
});

describe("accountDelaySeconds", () => {
  it("lets an account take its free failures without any delay", () => {
    for (let failures = 0; failures < signInLimits.freeAccountFailures; failures++) {
      expect(accountDelaySeconds(failures)).toBe(0);
    }
  });

  it("then spaces attempts 2 s apart, doubling with each failure", () => {
    const free = signInLimits.freeAccountFailures;
    expect(accountDelaySeconds(free)).toBe(2);
    expect(accountDelaySeconds(free + 1)).toBe(4);
    expect(accountDelaySeconds(free + 2)).toBe(8);
    expect(accountDelaySeconds(free + 7)).toBe(256);
  });

  it("never locks: the spacing stops growing at five minutes", () => {
    const free = signInLimits.freeAccountFailures;
    expect(MAX_ACCOUNT_DELAY_SECONDS).toBe(300);
    expect(accountDelaySeconds(free + 8)).toBe(300);
    expect(accountDelaySeconds(free + 500)).toBe(300);
  });
});

describe("device cookies", () => {
  it("verify for the account they were made for, giving the device id", () => {
    const value = newDeviceCookieValue(SECRET, "staff", "siobhan");
    const device = deviceOf(value, SECRET, "staff", "siobhan");
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(value.startsWith(`${device}.`)).toBe(true);
  });

  it("do not name the account in the value", () => {
    expect(newDeviceCookieValue(SECRET, "staff", "siobhan")).not.toContain("siobhan");
  });

  it("give each sign-in a new device id", () => {
    const first = deviceOf(newDeviceCookieValue(SECRET, "staff", "a"), SECRET, "staff", "a");
    const second = deviceOf(newDeviceCookieValue(SECRET, "staff", "a"), SECRET, "staff", "a");
    expect(first).not.toBe(second);
  });

  it("are refused for another account, another audience or another secret", () => {
    const value = newDeviceCookieValue(SECRET, "staff", "siobhan");
    expect(deviceOf(value, SECRET, "staff", "ciaran")).toBeNull();
    expect(deviceOf(value, SECRET, "partner", "siobhan")).toBeNull();
    expect(deviceOf(value, `${SECRET}-other`, "staff", "siobhan")).toBeNull();
  });

  it("are refused when forged, truncated or padded", () => {
    const value = newDeviceCookieValue(SECRET, "partner", "agent@example.com");
    const [device, signature] = value.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(deviceOf(`${device}.${flipped}`, SECRET, "partner", "agent@example.com")).toBeNull();
    expect(
      deviceOf(`${device}.${signature.slice(1)}`, SECRET, "partner", "agent@example.com"),
    ).toBeNull();
    expect(deviceOf(`${value}.extra`, SECRET, "partner", "agent@example.com")).toBeNull();
    expect(deviceOf(device, SECRET, "partner", "agent@example.com")).toBeNull();
    expect(deviceOf(`x${device}.${signature}`, SECRET, "partner", "agent@example.com")).toBeNull();
    expect(deviceOf("", SECRET, "partner", "agent@example.com")).toBeNull();
    expect(deviceOf(null, SECRET, "partner", "agent@example.com")).toBeNull();
  });
});

describe("signInKeys", () => {
  it("keeps audiences, accounts and addresses apart", () => {
    const staff = signInKeys("staff", "a", "192.0.2.1");
    const partner = signInKeys("partner", "a", "192.0.2.1");
    const other = signInKeys("staff", "b", "192.0.2.1");
    const keys = [
      staff.accountAndAddress,
      staff.address,
      staff.accountFailures,
      staff.accountGate,
      staff.device("d"),
      partner.accountAndAddress,
      partner.address,
      partner.accountFailures,
      partner.accountGate,
      partner.device("d"),
      other.accountAndAddress,
      other.accountFailures,
      other.accountGate,
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // The address's own budget is shared by every account it tries.
    expect(other.address).toBe(staff.address);
  });
});
