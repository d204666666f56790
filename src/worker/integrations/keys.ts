import { and, eq } from "drizzle-orm";
import { platformKeys } from "../db/schema";
import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { platformKeysSecretProblem } from "../platform/production-config";
import type { SendPlatform } from "./client";
import { decryptKey, encryptKey } from "./key-crypto";
import { platformClient } from "./registry";

export interface StoredKeyView {
  platform: SendPlatform;
  last4: string;
  accountName: string | null;
  createdAt: string;
}

function secret(env: Pick<AppBindings, "APP_ENV" | "PLATFORM_KEYS_SECRET">): string {
  const problem = platformKeysSecretProblem(env);
  if (problem) {
    console.error("platform keys refused: unsafe configuration", problem);
    throw new ApiError(503, "internal", "Sending to e-mail platforms is not configured on this server.");
  }
  return env.PLATFORM_KEYS_SECRET as string;
}

const view = (r: typeof platformKeys.$inferSelect): StoredKeyView => ({
  platform: r.platform,
  last4: r.last4,
  accountName: r.accountName,
  createdAt: new Date(r.createdAt * 1000).toISOString(),
});

/** What the browser may see of the stored keys: never the key, only its last four characters. */
export async function listKeys(db: Db, userId: string): Promise<StoredKeyView[]> {
  const rows = await db.select().from(platformKeys).where(eq(platformKeys.userId, userId));
  return rows.map(view);
}

/** Checks the key with a harmless read at the platform, then stores it encrypted (replacing an older one). */
export async function saveKey(
  env: AppBindings,
  db: Db,
  userId: string,
  platform: SendPlatform,
  apiKey: string,
): Promise<StoredKeyView> {
  const key = secret(env);
  const { accountName } = await platformClient(env, platform).check(apiKey);
  const row = {
    userId,
    platform,
    ciphertext: await encryptKey(key, userId, platform, apiKey),
    last4: apiKey.slice(-4),
    accountName: accountName?.slice(0, 200) ?? null,
    createdAt: Math.floor(Date.now() / 1000),
  };
  await db
    .insert(platformKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [platformKeys.userId, platformKeys.platform],
      set: {
        ciphertext: row.ciphertext,
        last4: row.last4,
        accountName: row.accountName,
        createdAt: row.createdAt,
      },
    });
  return view(row);
}

export async function deleteKey(db: Db, userId: string, platform: SendPlatform): Promise<boolean> {
  const gone = await db
    .delete(platformKeys)
    .where(and(eq(platformKeys.userId, userId), eq(platformKeys.platform, platform)))
    .returning({ platform: platformKeys.platform });
  return gone.length > 0;
}

export async function loadKey(
  env: AppBindings,
  db: Db,
  userId: string,
  platform: SendPlatform,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(platformKeys)
    .where(and(eq(platformKeys.userId, userId), eq(platformKeys.platform, platform)));
  if (!row) return null;
  try {
    return await decryptKey(secret(env), userId, platform, row.ciphertext);
  } catch {
    // The secret changed since the key was saved: the user saves it again.
    throw new ApiError(
      409,
      "conflict",
      "Your saved key can no longer be read. Please save it again in Settings.",
    );
  }
}
