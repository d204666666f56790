import { esc } from "../../shared/escape";
import { hiddenPreheader } from "../generation/editor";

export interface MessageLines {
  subject: string;
  preheader: string;
}

// The renderer's hidden preheader: the first hidden div carrying Outlook's mso-hide.
const PREHEADER_STYLE = /display\s*:\s*none[^"]*mso-hide\s*:\s*all/i;
const PREHEADER_DIV = /<div\b[^>]*\bstyle\s*=\s*"[^"]*display\s*:\s*none[^"]*mso-hide\s*:\s*all[^"]*"/i;

/**
 * Writes the subject into the document's title (and the article's label) and the preheader into the hidden preview
 * line, so a saved copy's HTML says what its stored subject and preheader say wherever the file goes. A document
 * without a title or preheader line gets one.
 */
export async function withMessageLines(html: string, lines: MessageLines): Promise<string> {
  const hasTitle = /<title\b/i.test(html);
  const hasPreheader = PREHEADER_DIV.test(html);
  let preheaderDone = false;
  const rewriter = new HTMLRewriter()
    .on("title", { element: (e) => void e.setInnerContent(lines.subject) })
    .on('div[role="article"]', { element: (e) => void e.setAttribute("aria-label", lines.subject) })
    .on("div[style]", {
      element(e) {
        if (preheaderDone || !PREHEADER_STYLE.test(e.getAttribute("style") ?? "")) return;
        preheaderDone = true;
        e.replace(hiddenPreheader(lines.preheader), { html: true });
      },
    });
  if (!hasTitle)
    rewriter.on("head", {
      element: (e) => void e.append(`<title>${esc(lines.subject)}</title>`, { html: true }),
    });
  if (!hasPreheader && lines.preheader)
    rewriter.on("body", { element: (e) => void e.prepend(hiddenPreheader(lines.preheader), { html: true }) });
  return rewriter.transform(new Response(html)).text();
}
