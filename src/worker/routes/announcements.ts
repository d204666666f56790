import { Hono } from "hono";
import type { AppEnv } from "../env";

export const announcementsRoutes = new Hono<AppEnv>();
