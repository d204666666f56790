import { createBuiltinGenerator } from "./builtin";
import { TemplateContractError } from "./errors";
import type { GeneratedTemplate, GenerationInput, Generator } from "./types";
import { validateEmailHtml } from "./validate";
import { DEFAULT_AI_MODEL, type AiLike } from "../platform/ai";
import { createWorkersAiGenerator } from "./workers-ai";

/*
 * The engine's door: `makeEmail` makes e-mails from the facts, the uploads, the kit and a store, and
 * `generateTemplate` is the writer it is usually given. The editor's entry is `./editor`, pictures arriving from
 * outside go through `./intake`; nothing else of generation/ is open to other domains.
 */
export { makeEmail } from "./compose";
export type { DrawCache } from "./assets/draw-cache";
export type { GeneratedTemplate, GenerationInput, Generator } from "./types";

export interface GeneratorEnv {
  GENERATOR?: string;
  /** The Workers AI binding; typed loosely so Node scripts (no worker types) can call the door too. */
  AI?: object;
  AI_MODEL?: string;
}

/** builtin unless GENERATOR is "workers-ai" and the AI binding exists (it is bound in production only). */
export function createGenerator(env: GeneratorEnv): Generator {
  if (env.GENERATOR === "workers-ai" && env.AI) {
    return createWorkersAiGenerator(env.AI as AiLike, env.AI_MODEL || DEFAULT_AI_MODEL);
  }
  return createBuiltinGenerator();
}

/** Generates, renders and checks one template; throws TemplateContractError when the output breaks the contract. */
export async function generateTemplate(
  env: GeneratorEnv,
  input: GenerationInput,
): Promise<GeneratedTemplate> {
  const template = await createGenerator(env).generate(input);
  const check = validateEmailHtml(template.html);
  if (!check.ok) throw new TemplateContractError(check.problems);
  return template;
}
