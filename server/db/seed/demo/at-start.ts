/**
 * The demo at a server start: seed the story where it is wanted (development with SEED_DEMO on),
 * and find the logins worth printing. A start without demo data (`npm run demo -- --empty`) on a
 * database that holds some says where to remove it; production never seeds it and prints nothing.
 */
import type { AppConfig } from "../../../config";
import type { Logger } from "../../../logger";
import type { Database } from "../../client";
import { type DemoLogin, demoStoryWanted, seedDemoStory } from "./index";
import { demoLoginsToPrint, rememberDemoLogins } from "./logins";
import { readRegistry } from "./registry";

export interface DemoAtStart {
  logins: DemoLogin[];
  /** Demo records left from an earlier start, though this one wanted none. */
  leftOver: number;
}

export async function demoAtStart(
  db: Database,
  options: { config: AppConfig; secret: string; logger: Logger; now?: Date },
): Promise<DemoAtStart | null> {
  const { config, logger } = options;
  if (config.env !== "development") {
    if (config.isProduction && config.seedDemo) {
      logger.info(
        "SEED_DEMO: demo students and blog posts only; the demo story is never seeded in production",
      );
    }
    return null;
  }
  const now = options.now ?? new Date();
  if (!demoStoryWanted(config)) {
    const registry = await readRegistry(db);
    const leftOver = [...registry.values()].reduce((sum, ids) => sum + ids.length, 0);
    return { logins: [], leftOver };
  }
  const started = performance.now();
  const story = await seedDemoStory(db, {
    now,
    secret: options.secret,
    publicUrl: config.publicUrl,
  });
  if (story.seeded) {
    rememberDemoLogins(config.dataDir, story.logins);
    logger.info("seeded the demo story", {
      rows: Object.values(story.counts).reduce((sum, n) => sum + (n ?? 0), 0),
      ms: Math.round(performance.now() - started),
    });
  }
  const logins = await demoLoginsToPrint(db, {
    dataDir: config.dataDir,
    secret: options.secret,
    now,
  });
  return { logins, leftOver: 0 };
}
