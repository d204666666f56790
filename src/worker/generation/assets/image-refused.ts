/** An image the engine will not take (too large, not an image, too many pixels): always the sender's to fix, a 4xx. */
export class ImageRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }

  /** The house error code for this status, so every route answers a refused image the same way. */
  get code(): "payload_too_large" | "unsupported_media_type" | "validation_failed" {
    return this.status === 413
      ? "payload_too_large"
      : this.status === 415
        ? "unsupported_media_type"
        : "validation_failed";
  }
}
