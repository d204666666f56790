import { createBuiltinGenerator } from "./builtin";
import { TemplateContractError } from "./errors";
import type { GeneratedTemplate, GenerationInput, Generator } from "./types";
import { validateEmailHtml } from "./validate";
import { DEFAULT_AI_MODEL, type AiLike } from "../platform/ai";
import { createWorkersAiGenerator } from "./workers-ai";

export { sanitizeEmailHtml } from "./sanitize";
export { assertPublicUrl, UnsafeUrlError } from "./safe-fetch";
export type { GeneratedTemplate, GenerationInput, Generator } from "./types";

export interface GeneratorEnv {
  GENERATOR?: string;
  AI?: Ai;
  AI_MODEL?: string;
}

/** builtin unless GENERATOR is "workers-ai" and the AI binding exists (it is bound in production only). */
export function createGenerator(env: GeneratorEnv): Generator {
  if (env.GENERATOR === "workers-ai" && env.AI) {
    return createWorkersAiGenerator(env.AI as unknown as AiLike, env.AI_MODEL || DEFAULT_AI_MODEL);
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
