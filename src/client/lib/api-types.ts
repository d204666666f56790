import type { PublicUser } from "../../shared/api-types";
import type { Answer, Api } from "./api";

type Templates = Api["api"]["templates"];

/** The shapes the client keeps in state, read from the worker's routes (never retyped by hand). */
export type TemplateListResponse = Answer<Templates["$get"]>;
export type TemplateSummary = TemplateListResponse["templates"][number];
export type TemplateDetail = Answer<Templates[":id"]["$get"]>["template"];
export type TemplateStats = Answer<Templates["stats"]["$get"]>;
export type Announcement = NonNullable<Answer<Api["api"]["announcements"]["$get"]>["announcement"]>;
export type Profile = PublicUser;
