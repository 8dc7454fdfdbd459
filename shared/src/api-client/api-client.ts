import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import { getConfig } from '../config/runtime-config';
import { session } from '../auth/session';
import { SUPPORT_MESSAGES } from '../contracts/support';
import { isHttpError, ReadFailure, sayWhenUnanswered, SERVICE_UNAVAILABLE } from './call-failure';
import { mediaUrl } from '../contracts/media-address';
import { withSchool } from './school-param';

/*
 * The one client of the API (docs/conventions.md): calls go out by one of two transports, and
 * fail in one shape (call-failure.ts). A POST goes by axios (XHR), the only one of the two that
 * reports an upload's progress (an event's videos). A public GET goes by fetch through the
 * browser's cache: the API answers those no-cache with an ETag, so an unchanged answer costs a
 * 304, and the home page, which makes no POST, never loads axios.
 */

/** Which bearer token a call carries (docs/product.md#sessions). */
export type CallAuth = 'none' | 'school' | 'provider';

export interface CallOptions {
  auth?: CallAuth;
  /** A token the session no longer holds (a logout's, sent after the browser forgot it); else `auth`'s. */
  token?: string;
  signal?: AbortSignal;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

let http: Promise<AxiosInstance> | null = null;

/**
 * axios loads with the first call, not with every page (the home page makes none). Statuses
 * outside 200-299 are failures and no timeout is set (docs/product.md#api-calls). Outside a
 * browser (the renderer, decision 014) its calls go by fetch, as the GETs do: the renderer
 * sends fetch's calls to the API's public address to the address it reaches the API at (in
 * compose, the API's service name), and Node's own HTTP, axios's default there, would not go.
 */
function client(): Promise<AxiosInstance> {
  http ??= import('axios').then(({ default: axios }) =>
    axios.create({
      validateStatus: (status) => status >= 200 && status < 300,
      ...(typeof window === 'undefined' ? { adapter: 'fetch' as const } : {}),
    }),
  );
  return http;
}

function bearer(auth: CallAuth, explicit?: string): Record<string, string> {
  if (explicit) return { Authorization: `Bearer ${explicit}` };
  const { schoolToken, providerToken } = session.get();
  const token = auth === 'school' ? schoolToken : auth === 'provider' ? providerToken : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * POST to the API base address of the configuration. Every call of the spec is a POST; a
 * FormData body goes as multipart, anything else as JSON.
 */
export async function apiPost<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  return answerOf(options.auth ?? 'none', async (http) =>
    http.post<T>(path, body, { baseURL: getConfig().API_URL, headers: bearer(options.auth ?? 'none', options.token), signal: options.signal, onUploadProgress: options.onUploadProgress }),
  );
}

/** A signed-in GET (a read the API declares as one, such as GET /School/Health), as apiPost in all else. */
export async function apiGet<T>(path: string, options: Omit<CallOptions, 'onUploadProgress'> = {}): Promise<T> {
  return answerOf(options.auth ?? 'none', async (http) => http.get<T>(path, { baseURL: getConfig().API_URL, headers: bearer(options.auth ?? 'none', options.token), signal: options.signal }));
}

/** A call's answer; its failure said when nothing answered, and a refused session ended, before it is thrown on. */
async function answerOf<T>(auth: CallAuth, send: (http: AxiosInstance) => Promise<{ data: T }>): Promise<T> {
  try {
    return (await send(await client())).data;
  } catch (error) {
    sayWhenUnanswered(error);
    endRefusedSession(auth, error);
    throw error;
  }
}

/**
 * POSTs like apiPost and saves the answer as a file (a CSV export): the token goes in the
 * Authorization header as on every call, never in an address. The name is the server's
 * (Content-Disposition) when the browser may read it, else `fallbackName`. A refusal's JSON
 * message is read back out of the downloaded bytes, so errorMessage shows it as for any call.
 */
export async function apiDownload(path: string, body: unknown, fallbackName: string, options: CallOptions = {}): Promise<void> {
  const auth = options.auth ?? 'none';
  let response;
  try {
    response = await (await client()).post<Blob>(path, body, { baseURL: getConfig().API_URL, headers: bearer(auth), signal: options.signal, responseType: 'blob' });
  } catch (error) {
    const data: unknown = isHttpError(error) ? error.response?.data : null;
    if (isHttpError(error) && error.response && data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await data.text());
      } catch {
        // not JSON: errorMessage falls back
      }
    }
    sayWhenUnanswered(error);
    endRefusedSession(auth, error);
    throw error;
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A token the server refuses (expired, user disabled, password changed) ends its session, so
 * the screens stop offering what no longer works: the guards then send the user to log in.
 */
function endRefusedSession(auth: CallAuth, error: unknown): void {
  if (!isHttpError(error) || error.response?.status !== 401) return;
  const { schoolToken, providerToken, support } = session.get();
  // A support session refused (ended elsewhere, the provider user logged out, past its end by the
  // server's clock): the login page says it has ended, as when its banner ends it.
  if (auth === 'school' && schoolToken) session.endSchoolSession(support ? SUPPORT_MESSAGES.ended : null);
  if (auth === 'provider' && providerToken) session.endProviderSession();
}

export interface SiteRead {
  /** More of the question than the school: undefined values are left out. */
  query?: Record<string, string | undefined>;
  signal?: AbortSignal;
  /** The browser cache's part: its default, or 'no-cache' to revalidate every time (an ETag's 304). */
  cache?: RequestCache;
  /** A failure's message when the answer says none, before its status: "The search could not be done (500)". */
  failed?: string;
}

/** A GET; no answer (not an abort, which goes on as it is) is no HTTP failure, but one that says what happened. */
function read(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, init).catch((error: unknown) => {
    if (init.signal?.aborted) throw error;
    throw new Error(SERVICE_UNAVAILABLE, { cause: error });
  });
}

/**
 * GET {API_URL}<route>?school=<code>&…: a public answer about this page's school (its pages,
 * notices, alerts, search, a list's date), through the browser's cache. A status outside
 * 200-299 fails as a POST does (ReadFailure, read by errorMessage).
 */
export async function getSiteJson<T>(route: string, { query = {}, signal, cache, failed = 'The site could not be read' }: SiteRead = {}): Promise<T> {
  const params = new URLSearchParams(withSchool('school'));
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const response = await read(`${getConfig().API_URL}${route}?${params}`, { signal, ...(cache && { cache }) });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ReadFailure(`${failed} (${response.status})`, { status: response.status, data });
  }
  return (await response.json()) as T;
}

/**
 * GET <file> of this page's own address (the site's files the renderer writes for its school,
 * such as /alerts.json), never from the cache; null when there is none (404): the caller then
 * asks the API. Fails as getSiteJson does.
 */
export async function getSiteFile<T>(file: string, { signal, failed = 'The site could not be read' }: Pick<SiteRead, 'signal' | 'failed'> = {}): Promise<T | null> {
  const response = await read(file, { signal, cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new ReadFailure(`${failed} (${response.status})`, { status: response.status, data: null });
  return (await response.json()) as T;
}

/** The size in bytes of a stored file (HEAD of its media address), or null when it is not there. */
export async function storedFileBytes(path: string): Promise<number | null> {
  const answer = await fetch(mediaUrl(path), { method: 'HEAD' });
  const bytes = Number(answer.headers.get('content-length'));
  return answer.ok && Number.isInteger(bytes) && bytes > 0 ? bytes : null;
}
