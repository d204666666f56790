/** Thrown when a rendered template breaks the output contract; the pipeline marks the job failed and refunds. */
export class TemplateContractError extends Error {
  readonly code = "TEMPLATE_CONTRACT";
  constructor(readonly problems: string[]) {
    super(`The generated template failed ${problems.length} check(s): ${problems.slice(0, 3).join("; ")}`);
    this.name = "TemplateContractError";
  }
}
