import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { hit, type Limit } from "../platform/rate-limit";
import { ACTION_PLANS, isPlanId, planAtLeast, type PlanId } from "../../shared/plans";

export interface PlanRule {
  /** The lowest plan allowed; "free" declares a route open to every signed-in account. */
  min: PlanId;
  /** Said to an account below `min`, e.g. "Editing and saving templates is available on the Premium and Enterprise plans." */
  message: string;
  /** Counted per account once the plan allows the action, before any work. */
  limit?: Limit;
}

const declared = new WeakMap<MiddlewareHandler<AppEnv>, PlanRule>();

/** The plan rule a handler declares (read by the route-table test), or undefined. @internal */
export const planRuleOf = (handler: unknown): PlanRule | undefined =>
  declared.get(handler as MiddlewareHandler<AppEnv>);

/**
 * The one check every editor and hand-off route runs after requireAuth: the account's plan, read from D1 (never from
 * the client), then the per-account rate limit. Answers 403 plan_required or 429.
 */
export function planRule(rule: PlanRule): MiddlewareHandler<AppEnv> {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const [user] = await c.var.db.select({ plan: users.plan }).from(users).where(eq(users.id, c.var.userId));
    if (!user || !isPlanId(user.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
    if (!planAtLeast(user.plan, rule.min)) throw new ApiError(403, "plan_required", rule.message);
    if (rule.limit) await hit(c.var.db, rule.limit, c.var.userId);
    await next();
  };
  declared.set(handler, rule);
  return handler;
}

const EDITOR_MESSAGE = "Editing and saving templates is available on the Premium and Enterprise plans.";

export const PLAN_RULES = {
  editBlocks: planRule({
    min: ACTION_PLANS.edit,
    message: EDITOR_MESSAGE,
    limit: { name: "editor-blocks", max: 600, windowSeconds: 60 * 60 },
  }),
  uploadImage: planRule({
    min: ACTION_PLANS.edit,
    message: EDITOR_MESSAGE,
    limit: { name: "editor-images", max: 60, windowSeconds: 60 * 60 },
  }),
  saveEdited: planRule({
    min: ACTION_PLANS.edit,
    message: EDITOR_MESSAGE,
    limit: { name: "save-edited", max: 60, windowSeconds: 60 * 60 },
  }),
  sendTest: planRule({
    min: ACTION_PLANS.sendTest,
    message: "Sending a test e-mail is available on the Basic, Premium and Enterprise plans.",
  }),
  anyPlan: planRule({ min: "free", message: "" }),
};
