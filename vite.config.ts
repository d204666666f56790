import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { execSync } from "node:child_process";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };

function buildVersion(): string {
  try {
    return `${pkg.version}+${execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()}`;
  } catch {
    return pkg.version;
  }
}

export default defineConfig({
  plugins: [react(), cloudflare()],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  // scripts/prerender.mjs reads the client manifest to link each pre-rendered page's own styles; the worker
  // environment (named after the worker) is not minified by default, and a smaller bundle starts faster.
  // boot.ts is the pre-rendered pages' entry: it loads the app's entry after the first paint.
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: { input: { index: "index.html", boot: "src/client/boot.ts" } },
      },
    },
    brandmail: { build: { minify: true } },
  },
});
