/**
 * Blog posts and campaigns are written in Markdown. Two gates keep them safe:
 * - on save, `cleanMarkdownSource` strips unsafe raw HTML from the source, so no script or
 *   event handler is ever stored (and an export or another reader of the table gets none);
 * - on render, `renderMarkdown` sanitizes the HTML, so what reaches a page or an e-mail is safe
 *   whatever is in the table (rows written before this rule, restored backups, Markdown links).
 */
import { marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";

const safeHtml: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
};

/** Parses and re-serializes without removing anything: how a harmless snippet comes out. */
const keepEverything: sanitizeHtml.IOptions = {
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
};

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }), safeHtml);
}

function rawHtmlSnippets(markdown: string): string[] {
  const snippets: string[] = [];
  marked.walkTokens(marked.lexer(markdown, { gfm: true }), (token: Token) => {
    if (token.type === "html") snippets.push(token.raw);
  });
  return snippets;
}

/** One raw HTML snippet made safe. */
function sanitizeSnippet(snippet: string): string {
  const safe = sanitizeHtml(snippet, safeHtml);
  // Markdown hands inline tags over one at a time; the sanitizer would close a lone opening tag
  // on the spot (`<a></a>link</a>`), so its closing tag is left where the author put it.
  const lone = snippet.match(/^<([a-zA-Z][\w-]*)\b[^>]*>$/);
  return lone ? safe.replace(new RegExp(`</${lone[1]}>$`, "i"), "") : safe;
}

/**
 * The Markdown with every unsafe raw HTML snippet replaced by its sanitized form. Snippets the
 * sanitizer would keep as they are stay byte for byte, and so does all Markdown syntax.
 */
export function cleanMarkdownSource(markdown: string): string {
  // Line endings as the Markdown lexer sees them, so its snippets are found in the text.
  let cleaned = markdown.replace(/\r\n?/g, "\n");
  // Removing one snippet can join its neighbours into a new one ("<scr<script>ipt>"): look again.
  for (let pass = 0; pass < 5; pass += 1) {
    const unsafe = rawHtmlSnippets(cleaned).filter(
      (snippet) =>
        // Comments, declarations and processing instructions are inert in a browser, but can
        // hide markup from another reader of the table, and no post needs them: they go too.
        /<[!?]/.test(snippet) ||
        sanitizeHtml(snippet, safeHtml) !== sanitizeHtml(snippet, keepEverything),
    );
    if (unsafe.length === 0) return cleaned;
    for (const snippet of new Set(unsafe)) {
      // The lexer may have tidied trailing blank space after a block: find the snippet without it.
      const target = cleaned.includes(snippet) ? snippet : snippet.replace(/\s+$/, "");
      const safe = sanitizeSnippet(target);
      // Keep the line break that ends a block, so the next block stays apart.
      const ending = target.match(/\n+$/)?.[0] ?? "";
      cleaned = cleaned.replaceAll(target, safe.endsWith("\n") ? safe : safe + ending);
    }
  }
  // Still not clean after five passes: a pathological source. Turn every tag opener into text.
  return cleaned.replace(/<(?=[a-zA-Z!/?])/g, "&lt;");
}
