import { Hono } from "hono";
import type { AppEnv } from "../env";

export const templatesRoutes = new Hono<AppEnv>();
