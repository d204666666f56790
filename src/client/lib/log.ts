/**
 * The app's logger (spec 01 section 9): level warn in production, everything in development; the debug flag
 * `localStorage.debugMode = "true"` turns debug output on in any build, for support sessions.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";
const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
export const DEBUG_FLAG = "debugMode";

export function debugMode(): boolean {
  try {
    return localStorage.getItem(DEBUG_FLAG) === "true";
  } catch {
    return false;
  }
}

export function logLevel(production = import.meta.env.PROD): LogLevel {
  if (debugMode()) return "debug";
  return production ? "warn" : "debug";
}

function emit(level: LogLevel, args: unknown[]) {
  if (ORDER[level] < ORDER[logLevel()]) return;
  console[level](...args);
}

export const log = {
  debug: (...args: unknown[]) => emit("debug", args),
  info: (...args: unknown[]) => emit("info", args),
  warn: (...args: unknown[]) => emit("warn", args),
  error: (...args: unknown[]) => emit("error", args),
};
