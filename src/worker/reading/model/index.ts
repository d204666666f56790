import type { BriefReading } from "../../../shared/facts";
import {
  answerText,
  DEFAULT_AI_MODEL,
  deadline,
  jsonSchemaOf,
  parseJsonAnswer,
  runJson,
  type AiLike,
  type ChatMessage,
} from "../../platform/ai";
import type { ReadBriefOptions } from "../brief";
import { evidence } from "./checks";
import { explain, readWithRules } from "./explain";
import { mergeReading } from "./merge";
import { readingPrompt } from "./prompt";
import { modelReadingSchema } from "./schema";
import { better, clean, problemsOf, verify, type Verdicts } from "./verify";

/** How long a reading may wait for the model, both rounds together; after it the rules' reading stands. */
export const READ_TIMEOUT_MS = 12_000;
const READ_MAX_TOKENS = 1800;

/** Reads a brief: the model when production has one, else the rules. Either way the same answer's shape. */
export type BriefReader = (brief: string, opts: ReadBriefOptions) => Promise<BriefReading>;

export interface ModelReaderOptions {
  ai: AiLike;
  model?: string;
  timeoutMs?: number;
}

/** The rules' reading with every sentence's role, what was left out and the instructions: the embedded default. */
export function readBriefWithRules(brief: string, opts: ReadBriefOptions): BriefReading {
  return explain(readWithRules(brief, opts).rules);
}

const repairRequest = (problems: string[]): ChatMessage => ({
  role: "user",
  content: `These values did not hold against the brief:\n- ${problems.slice(0, 24).join("\n- ")}\nAnswer with the whole JSON object again, fixed: quote the brief's exact words, and leave out what the brief does not say.`,
});

/**
 * The model reads the brief (JSON against the fact model's schema, every value with its quote, every sentence's
 * role), the rules verify every value, one repair round, one time limit; the rules' reading when the model fails,
 * times out or answers nothing usable.
 */
export async function readBriefWithModel(
  m: ModelReaderOptions,
  brief: string,
  opts: ReadBriefOptions,
): Promise<BriefReading> {
  const { rules, text, sentences } = readWithRules(brief, opts);
  const fallback = () => explain(rules);
  if (!text.trim()) return fallback();
  const ev = evidence(text, opts.now, rules, sentences);
  const messages = readingPrompt(sentences, { now: opts.now, type: opts.campaignType, lang: rules.language });
  const request = { schema: jsonSchemaOf(modelReadingSchema), maxTokens: READ_MAX_TOKENS, temperature: 0 };
  const model = m.model ?? DEFAULT_AI_MODEL;
  const limit = deadline(m.timeoutMs ?? READ_TIMEOUT_MS);
  let verdicts: Verdicts;
  try {
    const raw = await runJson(m.ai, model, { ...request, messages }, limit.signal);
    const answer = parseJsonAnswer(raw);
    verdicts = verify(answer, ev);
    const problems = problemsOf(verdicts);
    if (problems.length) {
      try {
        const repair = [...messages, { role: "assistant" as const, content: answerText(raw, answer) }];
        const again = await runJson(
          m.ai,
          model,
          { ...request, messages: [...repair, repairRequest(problems)] },
          limit.signal,
        );
        verdicts = better(verdicts, verify(parseJsonAnswer(again), ev));
      } catch (e) {
        console.warn("model reading: the repair round failed", e instanceof Error ? e.message : e);
      }
    }
  } catch (e) {
    console.warn("model reading fell back to the rules", e instanceof Error ? e.message : e);
    return fallback();
  } finally {
    limit.clear();
  }
  // Nothing the model said held (broken JSON twice): the rules' reading, as if the model had not been asked.
  if (!Object.values(verdicts).some((v) => v.value !== undefined && (clean(v) || v.refused.length)))
    return fallback();
  const { reading, refused } = mergeReading(rules, ev, verdicts, opts.campaignType);
  return explain(reading, refused);
}

type ReaderEnv = { GENERATOR?: string; AI?: unknown; AI_MODEL?: string };

/** The model reader in production (`GENERATOR=workers-ai` with the AI binding); null where the rules read alone. */
export function modelReaderFor(env: ReaderEnv): BriefReader | null {
  if (env.GENERATOR !== "workers-ai" || !env.AI) return null;
  const ai = env.AI as AiLike;
  return (brief, opts) => readBriefWithModel({ ai, model: env.AI_MODEL || DEFAULT_AI_MODEL }, brief, opts);
}

/** The reader a generation uses, for the panel: the model in production, the rules elsewhere. */
export function briefReaderFor(env: ReaderEnv): BriefReader {
  return modelReaderFor(env) ?? (async (brief, opts) => readBriefWithRules(brief, opts));
}
