// Manages announcement rows in D1 through wrangler (local state by default).
//   npm run announce -- --title "Maintenance" --message "Sunday 02:00 UTC" [--type warning] [--expires 2026-12-01T00:00:00Z|7d|12h]
//                       [--link-url https://... --link-text "Status"] [--not-dismissible] [--local|--remote] [--persist-to DIR]
//   npm run announce -- --list            npm run announce -- --remove <id>
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";

const TYPES = ["info", "warning", "error", "marketing", "success"];

const { values } = parseArgs({
  options: {
    title: { type: "string" },
    message: { type: "string" },
    type: { type: "string", default: "info" },
    expires: { type: "string" },
    "link-url": { type: "string" },
    "link-text": { type: "string" },
    "not-dismissible": { type: "boolean", default: false },
    local: { type: "boolean", default: false },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
    env: { type: "string" },
    list: { type: "boolean", default: false },
    remove: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

function fail(message) {
  console.error(`announce: ${message}`);
  process.exit(1);
}

if (values.help) {
  console.log(
    "Usage: npm run announce -- --title TEXT --message TEXT [--type info|warning|error|marketing|success] [--expires ISO|7d|12h] [--link-url URL --link-text TEXT] [--not-dismissible] [--local|--remote] [--persist-to DIR]\n       npm run announce -- --list | --remove ID",
  );
  process.exit(0);
}

const sqlString = (v) => (v === null || v === undefined ? "NULL" : `'${String(v).replace(/'/g, "''")}'`);

function expiry(raw) {
  if (!raw) return null;
  const rel = /^(\d+)\s*([dhm])$/.exec(raw.trim());
  const ms = rel
    ? Date.now() + Number(rel[1]) * { d: 86_400_000, h: 3_600_000, m: 60_000 }[rel[2]]
    : Date.parse(raw);
  if (Number.isNaN(ms)) fail(`--expires must be an ISO date or a duration like 7d, 12h, 30m (got "${raw}")`);
  if (ms <= Date.now()) fail("--expires must be in the future");
  return Math.floor(ms / 1000);
}

function buildSql() {
  if (values.list)
    return "SELECT id, type, title, message, active, datetime(created_at, 'unixepoch') AS created, datetime(expires_at, 'unixepoch') AS expires FROM announcements ORDER BY created_at DESC LIMIT 20;";
  if (values.remove) return `DELETE FROM announcements WHERE id = ${sqlString(values.remove)};`;
  const title = values.title?.trim();
  const message = values.message?.trim();
  if (!title) fail("--title is required");
  if (!message) fail("--message is required");
  if (title.length > 120) fail("--title can be at most 120 characters");
  if (message.length > 1000) fail("--message can be at most 1000 characters");
  if (!TYPES.includes(values.type)) fail(`--type must be one of ${TYPES.join(", ")}`);
  const linkUrl = values["link-url"]?.trim() || null;
  if (linkUrl && !/^(https?:\/\/|\/)\S+$/.test(linkUrl))
    fail("--link-url must start with https://, http:// or /");
  const id = randomUUID();
  const cols = "id, type, title, message, link_url, link_text, dismissible, active, expires_at, created_at";
  const vals = [
    sqlString(id),
    sqlString(values.type),
    sqlString(title),
    sqlString(message),
    sqlString(linkUrl),
    sqlString(linkUrl ? values["link-text"]?.trim() || null : null),
    values["not-dismissible"] ? 0 : 1,
    1,
    expiry(values.expires) ?? "NULL",
    "unixepoch()",
  ].join(", ");
  console.log(`announcement ${id}`);
  return `INSERT INTO announcements (${cols}) VALUES (${vals});`;
}

if (values.local && values.remote) fail("choose --local or --remote, not both");
const sql = buildSql();
const args = [
  "d1",
  "execute",
  "DB",
  values.remote ? "--remote" : "--local",
  "-c",
  "wrangler.jsonc",
  "--command",
  sql,
];
const persist = values["persist-to"] ?? process.env.PERSIST_DIR;
if (!values.remote && persist) args.push("--persist-to", persist);
if (values.env) args.push("--env", values.env);
if (values.remote) args.push("--yes");
const r = spawnSync("node_modules/.bin/wrangler", args, { stdio: "inherit", env: process.env });
process.exit(r.status ?? 1);
