import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app";

/**
 * Build-time only (scripts/prerender.mjs): the HTML of one public page before any script runs. Lazy routes and
 * sections suspend on the first pass, which React answers with inline scripts; once their modules have loaded a
 * later pass renders them in place, so the page needs no script to show its content.
 */
export async function renderPage(path: string): Promise<string> {
  let html = "";
  for (let pass = 0; pass < 5; pass++) {
    html = await renderOnce(path);
    if (!/<script/i.test(html)) return html;
  }
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Large boundaries would otherwise be sent out of order, completed by inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
