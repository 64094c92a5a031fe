/**
 * How long an invoice keeps the name and address it was made out to (issue 32): six years from
 * its date, at the edges — the last kept day is kept and the next is not, 29 February, the turn
 * of a year and of a century.
 */
import { describe, expect, it } from "vitest";
import {
  INVOICE_RETENTION_YEARS,
  invoicePartyCutoff,
  invoicePartyDue,
} from "../../shared/invoices/retention";

describe("the day before which a document's party is erased", () => {
  it("is the same day six years earlier", () => {
    expect(INVOICE_RETENTION_YEARS).toBe(6);
    expect(invoicePartyCutoff("2033-05-14")).toBe("2027-05-14");
    expect(invoicePartyCutoff("2033-01-01")).toBe("2027-01-01");
    expect(invoicePartyCutoff("2033-12-31", 2)).toBe("2031-12-31");
  });

  it("moves 29 February to 1 March when that year had none", () => {
    expect(invoicePartyCutoff("2028-02-29")).toBe("2022-03-01");
    expect(invoicePartyCutoff("2104-02-29", 4)).toBe("2100-03-01");
    expect(invoicePartyCutoff("2028-02-29", 4)).toBe("2024-02-29");
    expect(invoicePartyCutoff("2404-02-29", 4)).toBe("2400-02-29");
    expect(invoicePartyCutoff("2030-02-28")).toBe("2024-02-28");
  });

  it("writes a year before 1000 with four digits", () => {
    expect(invoicePartyCutoff("1005-06-01")).toBe("0999-06-01");
  });
});

describe("whether a document is past its period", () => {
  it("keeps it on its sixth anniversary and erases it the day after", () => {
    expect(invoicePartyDue("2027-03-15", "2033-03-15")).toBe(false);
    expect(invoicePartyDue("2027-03-15", "2033-03-16")).toBe(true);
    expect(invoicePartyDue("2027-03-15", "2033-03-14")).toBe(false);
  });

  it("keeps one issued on 29 February until 28 February of a common year", () => {
    expect(invoicePartyDue("2024-02-29", "2030-02-28")).toBe(false);
    expect(invoicePartyDue("2024-02-29", "2030-03-01")).toBe(true);
    expect(invoicePartyDue("2022-02-28", "2028-02-28")).toBe(false);
    expect(invoicePartyDue("2022-02-28", "2028-02-29")).toBe(true);
  });

  it("turns with the year and follows a period other than six", () => {
    expect(invoicePartyDue("2026-12-31", "2033-01-01")).toBe(true);
    expect(invoicePartyDue("2027-01-01", "2033-01-01")).toBe(false);
    expect(invoicePartyDue("2031-06-01", "2033-06-02", 2)).toBe(true);
    expect(invoicePartyDue("2031-06-01", "2033-06-02")).toBe(false);
  });
});
