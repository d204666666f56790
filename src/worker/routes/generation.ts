import { Hono } from "hono";
import type { AppEnv } from "../env";

export const generationRoutes = new Hono<AppEnv>();
