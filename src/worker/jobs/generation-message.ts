/** The body of a message on the generation queue: the consumer loads everything else from the job's row. */
export interface GenerationMessage {
  jobId: string;
}
