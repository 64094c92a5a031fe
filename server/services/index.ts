/**
 * The domain, built once per process around the one database handle. Page loaders, actions and
 * the REST API all call these services; none of them touches SQL directly.
 */
import type { Database } from "../db/client";
import { createProgramService } from "./programs";

export interface ServiceDependencies {
  db: Database;
}

export function createServices({ db }: ServiceDependencies) {
  return {
    programs: createProgramService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
