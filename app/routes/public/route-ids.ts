/** Builds a route id unique per language, e.g. `es/programs` (a page exists once per language). */
export type PublicRouteId = (name: string) => string;
