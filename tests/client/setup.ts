import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// waitFor and findBy* give up after 1 s by default: a wall-clock budget a page's rendering can exceed on a busy
// machine. They poll for their condition until this safety net instead; a condition that never holds still fails.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
