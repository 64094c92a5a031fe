/**
 * The house's three floors (issue 29, docs/architecture.md): `shared/` is the ground and imports
 * nothing of ours; `server/` stands on `shared/`; `app/` stands on `shared/`, and only route
 * modules (their loaders and actions) and `*.server.ts` files reach into `server/`.
 * `npm run lint` fails with the rule's name on any violation.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-imports-nothing-of-ours",
      comment: "shared/ is the ground floor: schemas, types, configuration, formatting.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "server-never-imports-app",
      comment: "What the server and the pages both need lives in shared/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "only-routes-call-the-server",
      comment:
        "Components, hooks and app/lib run in the browser too: only route modules (loaders, actions) and *.server.ts files import server/.",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/routes/", "\\.server\\.tsx?$"] },
      to: { path: "^server/" },
    },
    {
      name: "components-never-import-routes",
      comment: "Routes compose components; a component needing something of a route moves it down.",
      severity: "error",
      from: { path: "^app/(components|lib|content|i18n)/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-circular",
      comment: "Break a circle by moving what both files share into a module below both.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-orphans",
      comment: "A module nobody imports is dead code, or an entry point missing from this list.",
      severity: "error",
      from: {
        orphan: true,
        pathNot: [
          "(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$",
          "\\.d\\.ts$",
          "(^|/)tsconfig\\.json$",
          "^app/(root|entry\\.server|routes)\\.tsx?$",
          "^app/routes/",
          "^server/(main|start)\\.ts$",
          "^server/db/migrations/",
          "^[^/]+\\.config\\.(ts|mjs|cjs)$",
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|data|reports|\\.react-router|\\.stryker-tmp)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
