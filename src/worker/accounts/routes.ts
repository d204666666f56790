import { Hono } from "hono";
import type { AppEnv } from "../env";
import { accountRoutes } from "./sign-up";
import { clientErrorRoutes } from "./client-error-report";
import { passwordRoutes } from "./password-reset";
import { profileRoutes } from "./profile";
import { sessionRoutes } from "./sessions";

export const authRoutes = new Hono<AppEnv>()
  .route("/", accountRoutes)
  .route("/", sessionRoutes)
  .route("/", passwordRoutes)
  .route("/", profileRoutes)
  .route("/", clientErrorRoutes);
