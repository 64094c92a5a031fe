import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found from this module whether it runs from source (tests, tsx) or from
 * the bundle in build/server: the nearest folder upwards that holds package.json.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();

export function projectPath(...segments: string[]): string {
  return path.join(projectRoot, ...segments);
}
