import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { requireAuth } from "./access-token";
import { ApiError } from "../platform/errors";
import { toPublicUser } from "./user-view";
import { readJson } from "../platform/validate";
import { profilePatchSchema } from "./schemas";

export const profileRoutes = new Hono<AppEnv>()
  .get("/api/auth/profile", requireAuth, async (c) => {
    const user = await c.var.db.query.users.findFirst({ where: eq(users.id, c.var.userId) });
    if (!user) throw new ApiError(401, "unauthorized", "Authentication required");
    return c.json(toPublicUser(user));
  })
  .patch("/api/auth/profile", requireAuth, async (c) => {
    const patch = await readJson(c, profilePatchSchema);
    const [user] = await c.var.db.update(users).set(patch).where(eq(users.id, c.var.userId)).returning();
    if (!user) throw new ApiError(401, "unauthorized", "Authentication required");
    return c.json(toPublicUser(user));
  });
