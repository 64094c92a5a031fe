import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconIds } from "../../app/components/ui/icons";

describe("the icon sprite", () => {
  const sprite = fs.readFileSync("app/components/ui/icons.svg", "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((match) => match[1]);

  it("has a drawing for every icon the site uses (run scripts/build-icon-sprite.mjs)", () => {
    expect(iconIds.length).toBeGreaterThan(50);
    expect([...new Set(iconIds)].sort()).toEqual([...new Set(symbols)].sort());
  });

  it("draws each icon with shapes only: no script, no external reference", () => {
    expect(sprite).not.toMatch(/<script|href=|on[a-z]+=/i);
    for (const id of symbols) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${id}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `,
        ),
      );
    }
  });
});
