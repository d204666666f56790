import { Hono } from "hono";
import type { AppEnv } from "../env";

export const paymentsRoutes = new Hono<AppEnv>();
