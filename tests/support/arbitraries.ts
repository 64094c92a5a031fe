/**
 * fast-check generators of hostile HTTP bodies for the public endpoints: mostly "valid-ish"
 * form payloads (each field usually plausible, sometimes any string, unicode, NUL, markup, a
 * huge string, null, a number, an object…), plus extra and prototype-polluting keys, duplicate
 * keys, wrong content types, malformed JSON and plain garbage.
 */
import fc from "fast-check";
import { STAFF_API_BODY_BYTES } from "../../server/http/body-limits";

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

/**
 * A stored text's length as the form schemas bound it: in characters (code points), as zod 4.6
 * counts them and as a person does, so "🍀" is one. `String.length` counts UTF-16 units and
 * would call a valid 71-character name with 50 clovers 121 long.
 */
export const characters = (text: string) => [...text].length;

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
  .constantFrom(81, 121, 151, 255, 2_001, 5_001, 40_000, STAFF_API_BODY_BYTES + 1)
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

/**
 * The same requests with keys a client must never control for this endpoint spliced in first
 * (issue 17: `agencyId`, `commissionCents`, `isActive`…), so a test can check that none of them
 * is stored or echoed. Only JSON object bodies get them; everything else passes unchanged.
 */
export function withExtraKeys(
  requests: fc.Arbitrary<GeneratedRequest>,
  entries: fc.Arbitrary<[string, unknown]>,
): fc.Arbitrary<GeneratedRequest & { extraKeys: string[] }> {
  return fc.tuple(requests, fc.array(entries, { maxLength: 3 })).map(([request, extra]) => {
    const isObject = request.body.trimStart().startsWith("{") && parsesAsJson(request.body);
    if (extra.length === 0 || !isObject) return { ...request, extraKeys: [] };
    const open = request.body.indexOf("{");
    const rest = request.body.slice(open + 1).trimStart();
    const injected = extra
      .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
      .join(",");
    return {
      ...request,
      body: `{${injected}${rest.startsWith("}") ? "" : ","}${rest}`,
      extraKeys: extra.map(([key]) => key),
    };
  });
}

/**
 * Query strings for a GET endpoint: each parameter usually plausible, otherwise any text, a
 * repeated parameter, or missing; sometimes with keys the endpoint does not know, raw
 * unencoded or broken percent-escapes.
 */
export function queryFor(
  params: Record<string, fc.Arbitrary<string>>,
  unknownKeys: readonly string[] = ["id", "agencyId", "__proto__", "constructor"],
): fc.Arbitrary<string> {
  const keys = Object.keys(params);
  const value = (key: string) =>
    fc.oneof(
      { weight: 12, arbitrary: (params[key] as fc.Arbitrary<string>).map((v) => [v]) },
      { weight: 2, arbitrary: anyText.map((v) => [v]) },
      {
        weight: 1,
        arbitrary: fc.tuple(params[key] as fc.Arbitrary<string>, anyText).map((v) => [...v]),
      },
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
    );
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      // A lone surrogate cannot be encoded: send its code units as broken escapes instead.
      return [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join("");
    }
  };
  const encoded = fc
    .tuple(
      ...keys.map(value),
      fc.array(fc.tuple(fc.constantFrom(...unknownKeys), anyText), { maxLength: 2 }),
    )
    .map((values) => {
      const extra = values.at(-1) as [string, string][];
      const parts = keys.flatMap((key, index) =>
        (values[index] as string[]).map((v) => `${encode(key)}=${encode(v)}`),
      );
      return [...parts, ...extra.map(([key, v]) => `${encode(key)}=${encode(v)}`)].join("&");
    });
  const raw = fc.constantFrom(
    "%",
    "%E0%A4%A",
    "q=%zz",
    "q=%00",
    "&&&=&",
    "page=1&page=2",
    "pageSize=1e3",
    "month=2026-11%0A",
    "q=<script>alert(1)</script>",
    "=",
    "a=b=c",
  );
  return fc.oneof(
    { weight: 8, arbitrary: encoded },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.tuple(encoded, raw).map(([a, b]) => `${a}&${b}`) },
  );
}
