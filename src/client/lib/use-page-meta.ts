import { useEffect } from "react";
import { documentTitle } from "./public-pages";

/** Each page sets its own title, description and canonical URL. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta("description", description);
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement("link");
      link.rel = "canonical";
      document.head.appendChild(link);
    }
    link.href = `${window.location.origin}${window.location.pathname}`;
  }, [title, description]);
}

function setMeta(name: string, content: string) {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}
