import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };

// Build-time server bundle of the SPA, used only to pre-render the public pages into HTML files.
export default defineConfig({
  plugins: [react()],
  define: { __BUILD_VERSION__: JSON.stringify(pkg.version) },
  logLevel: "warn",
  build: {
    ssr: "src/client/prerender.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
