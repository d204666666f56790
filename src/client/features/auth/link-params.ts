/** Reads a parameter from the query string or, as e-mail providers sometimes use, the URL fragment. */
export function linkParam(
  name: string,
  search = window.location.search,
  hash = window.location.hash,
): string | null {
  const fromQuery = new URLSearchParams(search).get(name);
  if (fromQuery) return fromQuery;
  return new URLSearchParams(hash.replace(/^#/, "")).get(name);
}
