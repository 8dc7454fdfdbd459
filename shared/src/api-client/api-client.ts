import type { AxiosError, AxiosInstance, AxiosProgressEvent } from 'axios';
import { getConfig } from '../config/runtime-config';
import { session } from '../auth/session';

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
 * outside 200-299 are failures and no timeout is set (docs/product.md#api-calls).
 */
function client(): Promise<AxiosInstance> {
  http ??= import('axios').then(({ default: axios }) =>
    axios.create({ validateStatus: (status) => status >= 200 && status < 300 }),
  );
  return http;
}

/**
 * Whether a call failed over HTTP (axios's own test, isAxiosError, without loading axios to
 * run it), as opposed to an error of the page's own code.
 */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
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
  const auth = options.auth ?? 'none';
  try {
    const response = await (await client()).post<T>(path, body, {
      baseURL: getConfig().API_URL,
      headers: bearer(auth, options.token),
      signal: options.signal,
      onUploadProgress: options.onUploadProgress,
    });
    return response.data;
  } catch (error) {
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
  const { schoolToken, providerToken } = session.get();
  if (auth === 'school' && schoolToken) session.endSchoolSession();
  if (auth === 'provider' && providerToken) session.endProviderSession();
}

/** Media live on the API host without its trailing /api, at the stored relative path. */
export function mediaUrl(relativePath: string): string {
  const origin = getConfig().API_URL.replace(/\/api\/?$/, '');
  return `${origin}/${relativePath.replace(/^\/+/, '')}`;
}

/**
 * The message a failed call shows (docs/product.md#exact-texts): the server's `message` (or `Message`)
 * field, else the answer's data when it is text, else the error's own message, else the
 * screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object') {
      const { message, Message } = data as { message?: unknown; Message?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof Message === 'string' && Message) return Message;
    }
    if (typeof data === 'string' && data) return data;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
