import { z } from "zod";

/** The model production reads and writes with unless AI_MODEL names another. */
export const DEFAULT_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** The part of the Workers AI binding we use; tests pass `{ run: vi.fn() }`, the eval command a REST client. */
export interface AiLike {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export class AiTimeoutError extends Error {
  constructor() {
    super("Workers AI timed out");
  }
}

/**
 * The JSON Schema JSON mode is given, made from the zod schema the answer is checked with (its output side, so a
 * cleaning transform's limits are what the model is told). The `$schema` line is dropped: the model needs none of it.
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
  return rest;
}

/**
 * A time limit as a signal, armed with setTimeout (not AbortSignal.timeout) so that one limit covers every call of a
 * round trip and tests drive it with fake timers.
 */
export function deadline(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AiTimeoutError()), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * One JSON-mode call that gives up when `signal` aborts: the signal is passed to the binding, and the race makes sure
 * nobody waits on a binding that ignores it.
 */
export async function runJson(
  ai: AiLike,
  model: string,
  request: {
    messages: ChatMessage[];
    schema: Record<string, unknown>;
    maxTokens: number;
    temperature: number;
  },
  signal: AbortSignal,
): Promise<unknown> {
  if (signal.aborted) throw new AiTimeoutError();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AiTimeoutError());
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([
      ai.run(
        model,
        {
          messages: request.messages,
          max_tokens: request.maxTokens,
          temperature: request.temperature,
          response_format: { type: "json_schema", json_schema: request.schema },
        },
        { signal },
      ),
      aborted,
    ]);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * The model's JSON object: JSON mode answers `{ response: {...} }`; a model that wrapped its JSON in words answers
 * `{ response: "..." }`, read from its first "{" to its last "}". Anything else is null.
 */
export function parseJsonAnswer(raw: unknown): Record<string, unknown> | null {
  const response =
    raw && typeof raw === "object" && "response" in raw ? (raw as { response: unknown }).response : raw;
  if (response && typeof response === "object")
    return Array.isArray(response) ? null : (response as Record<string, unknown>);
  if (typeof response !== "string") return null;
  const start = response.indexOf("{");
  const end = response.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const parsed: unknown = JSON.parse(response.slice(start, end + 1));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What the model answered, as the repair round shows it back to the model. */
export function answerText(raw: unknown, parsed: Record<string, unknown> | null): string {
  const response = (raw as { response?: unknown } | null)?.response;
  return typeof response === "string" ? response.slice(0, 4000) : JSON.stringify(parsed ?? {}).slice(0, 4000);
}
