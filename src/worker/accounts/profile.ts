import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import type { ProfilePatch } from "./schemas";
import { toPublicUser } from "./user-view";

export async function readProfile(db: Db, userId: string) {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new ApiError(401, "unauthorized", "Authentication required");
  return toPublicUser(user);
}

export async function updateProfile(db: Db, userId: string, patch: ProfilePatch) {
  const [user] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  if (!user) throw new ApiError(401, "unauthorized", "Authentication required");
  return toPublicUser(user);
}
