/**
 * Pages name the API by its public address; the renderer may reach it by another (compose's
 * network, where the public name does not resolve). Its calls to the public address go to that
 * one, whole: a Request (axios's, for a POST) keeps its method, headers and body. What the pages
 * say is unchanged.
 */
export function reachApiAt(publicUrl: string, apiUrl: string): void {
  if (publicUrl === apiUrl) return;
  const fetchAnywhere = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(publicUrl)) return fetchAnywhere(input, init);
    const target = `${apiUrl}${url.slice(publicUrl.length)}`;
    return fetchAnywhere(input instanceof Request ? new Request(target, input) : target, init);
  };
}
