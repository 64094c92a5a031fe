/**
 * Properties of the places where stored text meets another program: blog Markdown cleaned of
 * unsafe raw HTML on save (cleanMarkdownSource) and sanitized again on render (renderMarkdown,
 * for the admin preview and the public post), and CSV cells opened in a spreadsheet.
 */
import fc from "fast-check";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { cleanMarkdownSource, renderMarkdown } from "../../server/services/content/markdown";
import { neutralizeFormula } from "../../server/services/exports/csv";
import { anyText, nastyString } from "../support/arbitraries";

const hostileHtml = fc.constantFrom(
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  "<svg onload=alert(1)>",
  "<iframe src=https://evil.example></iframe>",
  "<object data=x></object><embed src=x>",
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<form action="https://evil.example"><input name=p></form>',
  '<div style="position:fixed;inset:0" onclick="alert(1)">x</div>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<!--<script>alert(1)</script>-->",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
);

const hostileMarkdown = fc.constantFrom(
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  "![x](http://insecure.example/a.png)",
  "<javascript:alert(1)>",
  "[x]: javascript:alert(1)\n\n[ref][x]",
  '[a](https://ok.example "title\\" onmouseover=\\"alert(1))',
  "```html\n<script>alert(1)</script>\n```",
  "`<script>`",
);

const plainMarkdown = fc.constantFrom(
  "# Title",
  "Some **bold** and _italic_ text.",
  "- one\n- two",
  "[a link](https://www.cloverenglish.ie/programs)",
  "![a photo](https://images.example/photo.jpg)",
  "> quoted",
  "| a | b |\n|---|---|\n| 1 | 2 |",
);

const markdownDocument = fc
  .array(fc.oneof(hostileHtml, hostileMarkdown, plainMarkdown, anyText, nastyString), {
    minLength: 1,
    maxLength: 8,
  })
  .chain((parts) =>
    fc
      .array(fc.constantFrom("", " ", "\n", "\n\n"), {
        minLength: parts.length,
        maxLength: parts.length,
      })
      .map((separators) => parts.map((part, i) => `${part}${separators[i]}`).join("")),
  );

/** Every opening tag of the output, with its attributes. */
const tagsOf = (html: string) => html.match(/<[a-z][^>]*>/gi) ?? [];

describe("renderMarkdown (blog posts)", () => {
  it("never lets a script, an event handler or a script URL through", () => {
    fc.assert(
      fc.property(markdownDocument, (markdown) => {
        const html = renderMarkdown(markdown);
        expect(html).not.toMatch(/<\s*(script|iframe|object|embed|style|form|meta|svg|math)\b/i);
        for (const tag of tagsOf(html)) {
          expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
          expect(tag).not.toMatch(/\sstyle\s*=/i);
          const urls = [...tag.matchAll(/\s(?:href|src)\s*=\s*"([^"]*)"/gi)].map((m) => m[1]);
          for (const url of urls) {
            // Only https and mailto links, https images (plus links within the page).
            expect(url).toMatch(/^(https:|mailto:|#|\/(?!\/)|[^:]*$)/i);
          }
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it("keeps ordinary formatting", () => {
    const html = renderMarkdown(
      "## Where to go\n\nTry **the Latin Quarter**. [Programs](https://www.cloverenglish.ie/programs)",
    );
    expect(html).toContain("<h2>Where to go</h2>");
    expect(html).toContain("<strong>the Latin Quarter</strong>");
    expect(html).toContain('<a href="https://www.cloverenglish.ie/programs">Programs</a>');
  });
});

/** The HTML marked makes of a source with no sanitizer after it. */
const unsanitized = (markdown: string) => marked.parse(markdown, { async: false, gfm: true });

describe("cleanMarkdownSource (blog posts, on save)", () => {
  it("stores no raw script, event handler, frame or script URL", () => {
    fc.assert(
      fc.property(markdownDocument, (markdown) => {
        const html = unsanitized(cleanMarkdownSource(markdown));
        expect(html).not.toMatch(/<\s*(script|iframe|object|embed|style|form|meta|svg|math)\b/i);
        for (const tag of tagsOf(html)) expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
      }),
      { numRuns: 2_000 },
    );
  });

  it("is idempotent and renders the same as the uncleaned source", () => {
    fc.assert(
      fc.property(markdownDocument, (markdown) => {
        const cleaned = cleanMarkdownSource(markdown);
        expect(cleanMarkdownSource(cleaned)).toBe(cleaned);
      }),
      { numRuns: 1_000 },
    );
  });

  it("leaves Markdown and harmless HTML byte for byte", () => {
    const source = [
      "## Cork in spring",
      "",
      "Fares < €3 and > 2 zones; see <https://www.cloverenglish.ie/programs>.",
      "",
      "> Quoted, with <em>emphasis</em> and <br> a break.",
      "",
      "```html",
      "<p>code is text</p>",
      "```",
    ].join("\n");
    expect(cleanMarkdownSource(source)).toBe(source);
  });

  it("removes what is unsafe and keeps the rest of the line", () => {
    expect(cleanMarkdownSource("Hello <img src=x onerror=alert(1)> world")).toBe(
      'Hello <img src="x" /> world',
    );
    expect(cleanMarkdownSource("Intro\n\n<script>alert(1)</script>\n\nOutro")).toBe(
      "Intro\n\n\n\nOutro",
    );
    expect(cleanMarkdownSource('<a href="javascript:alert(1)">x</a> after')).not.toContain(
      "javascript:",
    );
  });
});

describe("neutralizeFormula (CSV exports)", () => {
  it("leaves no cell starting with = + - @ tab or CR but a plain negative number, and changes nothing else", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          nastyString,
          fc
            .tuple(fc.constantFrom("=", "+", "-", "@", "\t", "\r"), anyText)
            .map(([start, rest]) => `${start}${rest}`),
        ),
        (value) => {
          const cell = neutralizeFormula(value);
          // "-45.50" is a number to a spreadsheet, never a formula: the journal's credits stay numbers.
          if (!/^-\d+(\.\d+)?$/.test(value)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          expect(cell === value || cell === `'${value}`).toBe(true);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
