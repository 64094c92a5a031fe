#!/usr/bin/env node
/**
 * Pre-compresses text assets of the client build (brotli and gzip, best level) so the server
 * sends them without compressing per request; see server/http/app.ts (precompressed).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|vtt)$/;
let files = 0;
let before = 0;
let after = 0;

for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file);
  if (source.length < 512) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  files++;
  before += source.length;
  after += brotli.length;
}
console.log(
  `compressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (brotli)`,
);
