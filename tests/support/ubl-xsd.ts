/**
 * The OASIS UBL 2.1 schemas (tests/fixtures/ubl-2.1, copied unmodified from the OASIS Standard
 * release os-UBL-2.1 with their copyright notice; decision 0050), and validation of a document
 * against them with libxml2 (xmllint-wasm). The main documents import the common modules by
 * relative path, so those are preloaded under common/.
 */
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const root = path.resolve("tests/fixtures/ubl-2.1");
const common = fs.readdirSync(path.join(root, "common")).map((name) => ({
  fileName: `common/${name}`,
  contents: fs.readFileSync(path.join(root, "common", name), "utf8"),
}));

export async function validateUbl(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const main = xml.includes("<CreditNote") ? "UBL-CreditNote-2.1.xsd" : "UBL-Invoice-2.1.xsd";
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [
      {
        fileName: `maindoc/${main}`,
        contents: fs.readFileSync(path.join(root, "maindoc", main), "utf8"),
      },
    ],
    preload: common,
    // The aggregate components' schema is 2.4 MB: more than xmllint-wasm's default memory.
    maxMemoryPages: 16_384,
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
