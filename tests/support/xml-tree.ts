/**
 * A small XML reader for tests of the documents we write (the UBL e-invoice): elements,
 * attributes and text, entities decoded. It throws on what is not well-formed in the ways our
 * writer could get wrong (an unclosed or mismatched tag, a stray "<" or "&"); comments, CDATA
 * and DTDs are not read (the writer never produces them).
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string): string {
  if (raw.includes("<")) throw new Error(`A raw "<" in text: ${raw}`);
  return raw.replace(/&([^;\s&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`An unescaped "&" in: ${raw}`);
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`Unknown entity &${name};`);
    return value;
  });
}

export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const tag = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/g;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const between = body.slice(last, match.index);
    const open = stack.at(-1);
    if (open) open.text += decode(between);
    else if (between.trim()) throw new Error(`Text outside the root: ${between}`);
    last = tag.lastIndex;
    const [, closing, name = "", attributeText = "", selfClosing] = match;
    if (closing) {
      const element = stack.pop();
      if (element?.name !== name) throw new Error(`</${name}> closes <${element?.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key = "", value = ""] of attributeText.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      attributes[key] = decode(value);
    }
    const element: XmlElement = { name, attributes, children: [], text: "" };
    if (open) open.children.push(element);
    else if (root) throw new Error("A second root element");
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (body.slice(last).trim()) throw new Error(`Text after the root: ${body.slice(last)}`);
  if (!root) throw new Error("No root element");
  return root;
}

/** Elements at a path of names below `from` ("cac:TaxTotal/cac:TaxSubtotal"). */
export function all(from: XmlElement, path: string): XmlElement[] {
  let found = [from];
  for (const step of path.split("/")) {
    found = found.flatMap((element) => element.children.filter((child) => child.name === step));
  }
  return found;
}

/** The text of the one element at `path`, undefined when there is none; throws when several. */
export function one(from: XmlElement, path: string): string | undefined {
  const found = all(from, path);
  if (found.length > 1) throw new Error(`${found.length} elements at ${path}`);
  return found[0]?.text;
}

/** Every element of the tree, depth first, with its path from the root. */
export function* walk(element: XmlElement, path = element.name): Generator<[XmlElement, string]> {
  yield [element, path];
  for (const child of element.children) yield* walk(child, `${path}/${child.name}`);
}
