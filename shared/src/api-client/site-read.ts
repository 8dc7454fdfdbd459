import { getConfig } from '../config/runtime-config';

/** A public read the API refused: its status, and its message (the API's own for a 4xx). */
export class SiteReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SiteReadError';
  }
}

export interface SiteRead {
  /** More of the question than the school: undefined values are left out. */
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** What a 5xx (or a 4xx with no message) says, before its status: "The search could not be done (500)". */
  failed?: string;
}

/**
 * GET {API_URL}<route>?school=<code>&…: a public answer about this page's school (its pages,
 * notices, alerts, search, a list's date). Through the browser's cache: the API answers these
 * no-cache with an ETag, so an unchanged answer costs a 304 and a change shows at once.
 */
export async function getSiteJson<T>(route: string, { query = {}, signal, failed = 'The site could not be read' }: SiteRead = {}): Promise<T> {
  const { API_URL, SchoolCode } = getConfig();
  const params = new URLSearchParams({ school: SchoolCode });
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const response = await fetch(`${API_URL}${route}?${params}`, { signal });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const said = response.status < 500 && typeof refusal?.message === 'string' ? refusal.message : `${failed} (${response.status})`;
    throw new SiteReadError(response.status, said);
  }
  return (await response.json()) as T;
}
