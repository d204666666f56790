/**
 * The import rules `npm test` checks (npm run deps). See docs/architecture.md, "Import rules".
 *
 * Worker: a domain folder may import another domain only through the files listed for it in PUBLIC below.
 * Widening a domain's surface is a deliberate, reviewed change to this list. app.ts and index.ts wire the
 * domains together and may import any domain's routes.ts / entry points. db/, env.ts and src/shared/ are open to all.
 */
const PUBLIC = {
  accounts: ["access-token", "auth-tokens", "client-errors", "plan-rule", "user-view"],
  announcements: [],
  brands: ["for-generation", "merge", "submission"],
  billing: ["cancellations", "config", "credits", "paypal", "reconcile", "subscriptions", "usage-reports"],
  // templates/blocks and block-media render editor blocks with the engine's own parts.
  generation: [
    "index",
    "types",
    "compose",
    "validate",
    "sanitize",
    "safe-fetch",
    "content",
    "color",
    "theme",
    "rng",
    "assets/index",
    "assets/store",
    "assets/logo",
    "assets/raster",
    "assets/artwork",
    "assets/icons",
    "assets/draw-cache",
    "assets/editor-upload",
    "assets/image-refused",
    // brands/ takes the site's logo into a kit with the same fetcher the generation uses.
    "assets/site-logo",
    "plan/calendar",
    "render/blocks",
    "render/labels",
    "render/parts",
  ],
  integrations: ["client", "keys", "plan-gate", "pushes", "registry"],
  jobs: ["generation-message", "job-tracker", "stubs", "submit-request"],
  platform: [
    "ai",
    "app-url",
    "client-address",
    "db",
    "errors",
    "mail",
    "production-config",
    "rate-limit",
    "uploads",
    "validate",
  ],
  public: ["app-shell", "demo"],
  // Read a brief, read a site, build the facts: one door (the engine takes the facts and never reads).
  reading: ["index"],
  templates: ["store"],
};

const WIRING = "^src/worker/(app|index)\\.ts$";
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const domainRules = Object.entries(PUBLIC).map(([domain, files]) => ({
  name: `worker-${domain}-public-surface`,
  comment: `Another domain may import src/worker/${domain}/ only through: ${files.join(", ") || "(nothing; app.ts mounts its routes)"}.`,
  severity: "error",
  from: { path: "^src/worker/", pathNot: [`^src/worker/${domain}/`, WIRING] },
  to: {
    path: `^src/worker/${domain}/`,
    pathNot: files.length ? `^src/worker/${domain}/(${files.map(escapeRe).join("|")})\\.ts$` : undefined,
  },
}));

// The dashboard shell may import each feature's entry: its tab, form, overlay and the hooks that feed them.
const DASHBOARD_ENTRIES = [
  "[a-z-]+/[a-z-]+-(tab|page)\\.tsx",
  "generator/(generator-form|progress-overlay)\\.tsx",
  "generator/use-generation\\.ts",
  "editor/locked-editor\\.tsx",
  "templates/(templates-list|use-template-actions)\\.tsx",
  "templates/use-templates\\.ts",
];

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circles anywhere in src/.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    ...domainRules,
    {
      name: "worker-domain-listed",
      comment: "A worker folder other domains import must be listed in PUBLIC with the files it offers.",
      severity: "error",
      from: { path: "^src/worker/([^/]+)/" },
      to: {
        path: `^src/worker/(?!(${[...Object.keys(PUBLIC), "db"].join("|")})/)[^/]+/`,
        pathNot: "^src/worker/$1/",
      },
    },
    {
      name: "no-old-worker-layers",
      comment: "src/worker/lib and src/worker/routes are gone: new code goes into its domain folder.",
      severity: "error",
      from: {},
      to: { path: "^src/worker/(lib|routes)/" },
    },
    {
      name: "shared-stays-pure",
      comment: "src/shared is used by both sides and imports neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(worker|client)/" },
    },
    {
      name: "client-not-into-worker",
      comment: "The client reaches the worker only through types (AppType) and src/shared.",
      severity: "error",
      from: { path: "^src/client/" },
      to: { path: "^src/worker/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "client-features-stay-apart",
      comment:
        "A feature imports another feature only through src/client/lib and src/client/components; the dashboard shell may import feature entries.",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/", pathNot: "^src/client/features/dashboard/" },
      to: { path: "^src/client/features/", pathNot: "^src/client/features/$1/" },
    },
    {
      name: "dashboard-imports-feature-entries-only",
      comment:
        "The dashboard is a thin shell: it imports a feature's entry components and hooks, nothing deeper.",
      severity: "error",
      from: { path: "^src/client/features/dashboard/" },
      to: {
        path: "^src/client/features/",
        pathNot: [
          "^src/client/features/dashboard/",
          `^src/client/features/(${DASHBOARD_ENTRIES.join("|")})$`,
        ],
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.app.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"] },
  },
};
