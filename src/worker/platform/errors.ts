import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../../shared/api-types";

export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "invalid_json"
  | "payload_too_large"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "email_not_verified"
  | "limit_reached"
  | "plan_required"
  | "rate_limited"
  | "unsupported_media_type"
  | "payment_failed"
  | "internal";

export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    headers?: Record<string, string>,
  ) {
    super(status, { message });
    this.code = code;
    this.headers = headers;
  }
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}
