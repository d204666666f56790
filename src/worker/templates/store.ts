import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { templateImages, templates, type TemplateRow } from "../db/schema";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../platform/db";
import { listedPreviewToken, listedPreviewTokens } from "./preview-token";
import { CAMPAIGN_TYPES, type CampaignType } from "../../shared/campaign-types";

export const bodyKey = (userId: string, templateId: string) => `templates/${userId}/${templateId}/index.html`;
export const textKey = (userId: string, templateId: string) => `templates/${userId}/${templateId}/plain.txt`;

/** 128 random bits: the public logo URL must not be guessable from anything else we publish. */
export function newAssetPrefix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `assets/${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}/`;
}

export const ASSET_PATH = /^[0-9a-f]{32}\/[a-z0-9-]{1,40}\.(png|jpg|webp|ics)$/;

const CARD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function newCardId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => CARD_ALPHABET[b % CARD_ALPHABET.length]).join("");
}

export async function storeBody(
  bucket: R2Bucket,
  userId: string,
  templateId: string,
  html: string,
  text: string,
) {
  await Promise.all([
    bucket.put(bodyKey(userId, templateId), html, {
      httpMetadata: { contentType: "text/html; charset=utf-8" },
    }),
    bucket.put(textKey(userId, templateId), text, {
      httpMetadata: { contentType: "text/plain; charset=utf-8" },
    }),
  ]);
  return {
    bodyKey: bodyKey(userId, templateId),
    textKey: textKey(userId, templateId),
    sizeBytes: new TextEncoder().encode(html).byteLength,
  };
}

export async function readBody(bucket: R2Bucket, row: Pick<TemplateRow, "bodyKey" | "textKey">) {
  const [html, text] = await Promise.all([
    bucket.get(row.bodyKey),
    row.textKey ? bucket.get(row.textKey) : null,
  ]);
  return { html: html ? await html.text() : null, text: text ? await text.text() : "" };
}

/** Removes every R2 object of a template: body, plain text and, when no other template refers to them, its public assets. */
export async function deleteTemplateObjects(
  bucket: R2Bucket,
  row: Pick<TemplateRow, "bodyKey" | "textKey" | "assetPrefix">,
  db?: Db,
) {
  const keys = [row.bodyKey, ...(row.textKey ? [row.textKey] : [])];
  // Edited copies share their parent's asset prefix: its files go with the last template (row already deleted).
  const shared =
    row.assetPrefix && db
      ? (
          await db
            .select({ id: templates.id })
            .from(templates)
            .where(eq(templates.assetPrefix, row.assetPrefix))
            .limit(1)
        ).length > 0
      : false;
  if (row.assetPrefix && !shared) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: row.assetPrefix, cursor });
      keys.push(...page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    if (db) await db.delete(templateImages).where(eq(templateImages.assetPrefix, row.assetPrefix));
  }
  await bucket.delete(keys);
}

/** The columns a template's summary shows (the list reads only these). */
const SUMMARY_COLUMNS = {
  id: templates.id,
  name: templates.name,
  createdAt: templates.createdAt,
  campaignType: templates.campaignType,
  websiteUrl: templates.websiteUrl,
  templatecardid: templates.templatecardid,
  subject: templates.subject,
  preheader: templates.preheader,
  parentTemplateId: templates.parentTemplateId,
  sizeBytes: templates.sizeBytes,
  headline: templates.headline,
  variant: templates.variant,
  variantGroup: templates.variantGroup,
};
export type SummaryRow = Pick<TemplateRow, keyof typeof SUMMARY_COLUMNS>;

function summary(row: SummaryRow, token: string) {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.createdAt * 1000).toISOString(),
    campaignType: row.campaignType,
    websiteUrl: row.websiteUrl,
    templatecardid: row.templatecardid,
    subject: row.subject,
    preheader: row.preheader,
    parentTemplateId: row.parentTemplateId,
    sizeBytes: row.sizeBytes,
    headline: row.headline,
    // Versions of one brief: "A", "B" or "C", and the id they share (null for a single generation or a copy).
    variant: row.variant,
    variantGroup: row.variantGroup,
    previewUrl: `/api/templates/${row.id}/preview?token=${encodeURIComponent(token)}`,
  };
}

export async function toSummary(row: SummaryRow, secret: string) {
  return summary(row, await listedPreviewToken(secret, row.id));
}

/** Summaries of a page of rows, with one wait for all their preview tokens. */
export async function toSummaries(rows: SummaryRow[], secret: string) {
  const tokens = await listedPreviewTokens(
    secret,
    rows.map((r) => r.id),
  );
  return rows.map((r, i) => summary(r, tokens[i]));
}

/** A campaign type value, or a filter label (Newsletter, Event, ...) standing for the types it groups. */
export function typesForFilter(type: string): CampaignType[] | null {
  const byValue = CAMPAIGN_TYPES.filter((t) => t.value === type);
  if (byValue.length) return byValue.map((t) => t.value);
  const byLabel = CAMPAIGN_TYPES.filter((t) => t.filterLabel.toLowerCase() === type.toLowerCase());
  return byLabel.length ? byLabel.map((t) => t.value) : null;
}

export interface ListQuery {
  search: string;
  types: CampaignType[] | null;
  page: number;
  pageSize: number;
  /** Position after the last row of the previous page (from nextCursor); when given, page is not used. */
  cursor?: ListCursor | null;
}

/** Newest first, ties broken by rowid: the same order the index on (user_id, created_at) walks. */
export interface ListCursor {
  createdAt: number;
  rowid: number;
}

export function encodeCursor(c: ListCursor): string {
  return btoa(`${c.createdAt}.${c.rowid}`).replace(/=+$/, "");
}

export function decodeCursor(text: string): ListCursor | null {
  try {
    const match = /^(\d{1,15})\.(\d{1,15})$/.exec(atob(text));
    return match ? { createdAt: Number(match[1]), rowid: Number(match[2]) } : null;
  } catch {
    return null;
  }
}

const rowid = sql<number>`${templates}.rowid`;

/** What decides a list statement's text; the values themselves are bound at each call. */
interface ListShape {
  typeCount: number;
  search: boolean;
  cursor: boolean;
}

const placeholder = (name: string) => sql.placeholder(name);

/** The WHERE of the page without its cursor, and whether it narrows the owner's templates (filter or search). */
function listWhere(shape: ListShape) {
  const conditions: SQL[] = [eq(templates.userId, placeholder("userId"))];
  if (shape.typeCount)
    conditions.push(
      inArray(
        templates.campaignType,
        Array.from({ length: shape.typeCount }, (_, i) => placeholder(`type${i}`)),
      ),
    );
  if (shape.search) {
    // instr(), not LIKE: D1 refuses LIKE patterns over 50 bytes, and the user's text needs no escaping.
    const has = (col: SQLiteColumn) => sql`instr(lower(${col}), ${placeholder("needle")}) > 0`;
    conditions.push(or(has(templates.name), has(templates.campaignType), has(templates.websiteUrl)) as SQL);
  }
  return { where: and(...conditions), owner: conditions[0], filtered: conditions.length > 1 };
}

const countOf = (w: SQL | undefined) => sql<number>`(SELECT count(*) FROM ${templates} WHERE ${w})`;

/**
 * One statement: the page with its counts as constant subqueries (SQLite runs each once), because every D1
 * statement is a round trip. Only a filtered page needs the owner's full count too (the dashboard tells "no templates
 * yet" from "no match").
 */
function buildListStatement(db: Db, shape: ListShape) {
  const { where, owner, filtered } = listWhere(shape);
  const after = shape.cursor
    ? or(
        lt(templates.createdAt, placeholder("cursorCreatedAt")),
        and(
          eq(templates.createdAt, placeholder("cursorCreatedAt")),
          sql`${rowid} < ${placeholder("cursorRowid")}`,
        ),
      )
    : undefined;
  return db
    .select({
      ...SUMMARY_COLUMNS,
      rowid,
      total: countOf(where),
      unfilteredTotal: filtered ? countOf(owner) : sql<null>`NULL`,
    })
    .from(templates)
    .where(after ? and(where, after) : where)
    .orderBy(desc(templates.createdAt), desc(rowid))
    .limit(placeholder("limit"))
    .offset(placeholder("offset"))
    .prepare();
}

/**
 * The list's statements, built once per shape and isolate (at most 2 x 2 x the campaign types): building the SQL
 * through drizzle on every call cost about as much CPU as the rest of the request's own work.
 */
const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildListStatement>>>();

function listStatement(db: Db, shape: ListShape) {
  let byShape = listStatements.get(db);
  if (!byShape) listStatements.set(db, (byShape = new Map()));
  const key = `${shape.typeCount}|${shape.search}|${shape.cursor}`;
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = buildListStatement(db, shape)));
  return statement;
}

/**
 * One page of the user's templates, filtered and searched in SQL. With a cursor the page starts right after the
 * previous one through the index instead of skipping OFFSET rows, so page 20 costs what page 1 costs.
 */
export async function listTemplates(db: Db, userId: string, q: ListQuery) {
  const shape: ListShape = {
    typeCount: q.types?.length ?? 0,
    search: Boolean(q.search),
    cursor: Boolean(q.cursor),
  };
  const values: Record<string, unknown> = {
    userId,
    limit: q.pageSize + 1,
    offset: q.cursor ? 0 : (q.page - 1) * q.pageSize,
  };
  q.types?.forEach((type, i) => (values[`type${i}`] = type));
  // SQLite's lower() folds ASCII only, so the needle is folded the same way.
  if (q.search) values.needle = q.search.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  if (q.cursor) {
    values.cursorCreatedAt = q.cursor.createdAt;
    values.cursorRowid = q.cursor.rowid;
  }
  const found = await listStatement(db, shape).all(values);
  const counts = found[0] ?? (await countTemplates(db, shape, values));
  const page = found.slice(0, q.pageSize);
  const last = page[page.length - 1];
  const nextCursor =
    found.length > q.pageSize && last ? encodeCursor({ createdAt: last.createdAt, rowid: last.rowid }) : null;
  const rows: SummaryRow[] = page.map(({ rowid: _r, total: _t, unfilteredTotal: _u, ...row }) => row);
  const total = counts?.total ?? 0;
  return { rows, total, unfilteredTotal: counts?.unfilteredTotal ?? total, nextCursor };
}

/** The counts alone, for a page past the end (no row to carry them): rare, so not kept prepared. */
async function countTemplates(db: Db, shape: ListShape, values: Record<string, unknown>) {
  const { where, owner, filtered } = listWhere(shape);
  const [counts] = await db
    .select({ total: countOf(where), unfilteredTotal: filtered ? countOf(owner) : sql<null>`NULL` })
    .from(sql`(SELECT 1)`)
    .prepare()
    .all(values);
  return counts;
}

export async function findOwnTemplate(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)));
  return row ?? null;
}
