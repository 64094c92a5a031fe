/**
 * Which query parameters the page at a path reads, for the page cache's key (page-cache.ts):
 * the path is matched against the React Router build's own routes, as React Router will match
 * it, and the page's route name is looked up in its declaration
 * (app/routes/public/query-params.ts). Data requests of client-side navigations
 * (`/programs.data?…`, `/_root.data` for `/`) are the same page, plus React Router's own `_routes`.
 */

import { pageQueryParams } from "@shared/config/query-params";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { QueryParamsOf } from "./page-cache";

/** Route ids are `<lang>/<name>` for the pages of each language (app/routes.ts). */
const routeName = (id: string) => id.replace(/^(?:en|es|fr|de)\//, "");

/** Paths already matched; random paths cannot grow it past this. */
const MEMO_SIZE = 2000;

export function queryParamsOfBuild(
  routes: ServerBuild["routes"],
  declared: Readonly<Record<string, readonly string[]>> = pageQueryParams,
): QueryParamsOf {
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      caseSensitive: route.caseSensitive,
      // An index route has no children; the tree below only ever gives it none.
      index: route.index as false | undefined,
      children: [],
    });
  }
  const tree: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    const node = route && nodes.get(route.id);
    if (!node) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }

  const memo = new Map<string, readonly string[] | undefined>();
  const lookUp = (pathname: string): readonly string[] | undefined => {
    const data = pathname.endsWith(".data");
    const page = !data ? pathname : pathname === "/_root.data" ? "/" : pathname.slice(0, -5);
    const leaf = matchRoutes(tree, page)?.at(-1)?.route.id;
    const name = leaf === undefined ? "" : routeName(leaf);
    const params = Object.hasOwn(declared, name) ? declared[name] : undefined;
    return params && data ? [...params, "_routes"] : params;
  };
  return (pathname) => {
    if (memo.has(pathname)) return memo.get(pathname);
    const params = lookUp(pathname);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(pathname, params);
    return params;
  };
}
