import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";

const DIR = path.join(import.meta.dirname, "..", "fixtures", "sites");

/**
 * Stands in for the internet: the app (development only, DEV_SITES_ORIGIN) sends requests for `<name>.test` sites
 * here with the site's name in x-dev-site, and gets tests/e2e/fixtures/sites/<name>.test.html back; a site's images
 * (its logo) are tests/e2e/fixtures/sites/<name>.test/<file>.
 */
export async function startFixtureSites(): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const host = String(req.headers["x-dev-site"] ?? "").toLowerCase();
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const image = /^\/([a-z0-9-]+\.(png|svg))$/.exec(pathname);
    if (/^[a-z0-9-]+\.test$/.test(host) && image) {
      try {
        const bytes = await readFile(path.join(DIR, host, image[1]));
        res.writeHead(200, { "content-type": image[2] === "png" ? "image/png" : "image/svg+xml" }).end(bytes);
      } catch {
        res.writeHead(404, { "content-type": "text/plain" }).end("no such fixture file");
      }
      return;
    }
    if (!/^[a-z0-9-]+\.test$/.test(host) || pathname !== "/") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    try {
      const html = await readFile(path.join(DIR, `${host}.html`));
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("no such fixture site");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("fixture sites did not start");
  return { origin: `http://127.0.0.1:${address.port}`, server };
}
