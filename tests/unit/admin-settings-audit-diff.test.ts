import { describe, expect, it } from "vitest";
import { auditDiff, fieldLabel, readableValue } from "../../app/components/admin/audit-diff";

describe("auditDiff", () => {
  it("lists only the fields that changed, with readable labels and values", () => {
    expect(
      auditDiff(
        { id: 4, name: "Cork", isActive: true, features: ["Harbour"], updatedAt: "2026-01-01" },
        {
          id: 4,
          name: "Cork",
          isActive: false,
          features: ["Harbour", "Markets"],
          updatedAt: "2026-02-01",
        },
      ),
    ).toEqual([
      { field: "Is active", before: "Yes", after: "No" },
      { field: "Features", before: "Harbour", after: "Harbour, Markets" },
    ]);
  });

  it("shows every field of a created or deleted record against an empty side", () => {
    expect(auditDiff(null, { status: "new", note: null })).toEqual([
      { field: "Status", before: "—", after: "new" },
    ]);
    expect(auditDiff({ title: "Old post" }, null)).toEqual([
      { field: "Title", before: "Old post", after: "—" },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it("never shows secrets, and compares nested values by content", () => {
    expect(auditDiff({ passwordHash: "a" }, { passwordHash: "b" })).toEqual([]);
    expect(
      auditDiff({ timetable: { morning: "Lessons" } }, { timetable: { morning: "Lessons" } }),
    ).toEqual([]);
    expect(auditDiff({ faq: [{ q: 1 }] }, { faq: [{ q: 2 }] })).toEqual([
      { field: "Faq", before: '[{"q":1}]', after: '[{"q":2}]' },
    ]);
  });
});

describe("labels and values", () => {
  it("turns keys into words", () => {
    expect(fieldLabel("programId")).toBe("Program id");
    expect(fieldLabel("entity_id")).toBe("Entity id");
  });
  it("renders empty values as a dash", () => {
    expect(readableValue("")).toBe("—");
    expect(readableValue([])).toBe("—");
    expect(readableValue(0)).toBe("0");
  });
});
