import type { AppBindings } from "../env";

export const trackerFor = (env: Pick<AppBindings, "JOB_TRACKER">, jobId: string) =>
  env.JOB_TRACKER.get(env.JOB_TRACKER.idFromName(jobId));

// One sequencer for the whole queue: it sees two calls per job (take, finish), never a status poll.
export const sequencerFor = (env: Pick<AppBindings, "JOB_SEQUENCER">) =>
  env.JOB_SEQUENCER.get(env.JOB_SEQUENCER.idFromName("generation"));

export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
