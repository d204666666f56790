import type { AppBindings } from "../env";
import type { GenerationMessage } from "../index";

export async function handleGenerationBatch(
  batch: MessageBatch<GenerationMessage>,
  _env: AppBindings,
  _ctx: ExecutionContext,
): Promise<void> {
  // Filled by the generation pipeline (issue 5); until then nothing is enqueued.
  batch.ackAll();
}
