// Entry of the pre-rendered public pages (scripts/prerender.mjs puts it in place of the app's own entry).
// Their content and styles are already in the HTML, so the app's code is not needed for the first paint:
// it is fetched once the first frame is on screen, which keeps its ~100 KB off the critical path of a slow
// mobile connection. The page names its modules in <meta name="app-modules">: the entry first, then the
// modules it will import right away, preloaded in parallel so hydration does not wait on a request chain.
const meta = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]');
const [entry, ...preload] = (meta?.content ?? "").split(" ").filter(Boolean);

let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  for (const href of preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

// After the next frame has been painted; a tab opened in the background gets no frames, so a timer also starts it,
// and so does the visitor's first touch, key or focus (the page must not wait for a frame they are already using).
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
for (const type of ["pointerdown", "keydown", "focusin", "touchstart"])
  addEventListener(type, start, { once: true, passive: true, capture: true });
