import { call } from "./auth-support";

// A 24x24 PNG: an indigo block with a white bar over an orange band, transparent border.
export const LOGO_PNG_B64 =
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=";
export const LOGO_DATA_URL = `data:image/png;base64,${LOGO_PNG_B64}`;

export const brands = {
  list: (token: string) => call("/api/brands", { token }),
  create: (token: string, body: unknown) => call("/api/brands", { token, body }),
  get: (token: string, id: string) => call(`/api/brands/${id}`, { token }),
  patch: (token: string, id: string, body: unknown) =>
    call(`/api/brands/${id}`, { token, method: "PATCH", body }),
  remove: (token: string, id: string) => call(`/api/brands/${id}`, { token, method: "DELETE" }),
};
