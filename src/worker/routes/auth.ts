import { Hono } from "hono";
import type { AppEnv } from "../env";
import { accountRoutes } from "./auth/account";
import { clientErrorRoutes } from "./auth/client-error";
import { passwordRoutes } from "./auth/password";
import { profileRoutes } from "./auth/profile";
import { sessionRoutes } from "./auth/session";

export const authRoutes = new Hono<AppEnv>()
  .route("/", accountRoutes)
  .route("/", sessionRoutes)
  .route("/", passwordRoutes)
  .route("/", profileRoutes)
  .route("/", clientErrorRoutes);
