/**
 * A call the API answered outside 200-299, or that got no answer: one shape for every call of
 * the client. It is axios's (a POST's failure is axios's own error); a GET by fetch fails as a
 * ReadFailure of the same shape. So one check (isHttpError) and one reader (errorMessage) serve
 * every call, and a test fakes a failure one way: `{ isAxiosError: true, response }`.
 */
export interface CallFailure extends Error {
  /** axios's brand on its errors, which a ReadFailure carries too. */
  isAxiosError: true;
  /** The answer, when one came (none for a network failure): its status and its body, parsed. */
  response?: { status: number; data: unknown };
}

/** A public read (getSiteJson) the API answered outside 200-299. */
export class ReadFailure extends Error implements CallFailure {
  readonly isAxiosError = true;

  constructor(
    message: string,
    readonly response: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'ReadFailure';
  }
}

/**
 * Whether a call failed over HTTP (axios's own test, isAxiosError, without loading axios to
 * run it), as opposed to an error of the page's own code.
 */
export function isHttpError(error: unknown): error is CallFailure {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * What a call that got no answer says: the API down or out of reach. (An entry point's 502, 503
 * or 504 for a stopped API comes without the API's CORS headers, so the page sees no answer at
 * all; the browser's own "Network Error" or "Failed to fetch" would tell a user nothing.)
 */
export const SERVICE_UNAVAILABLE = 'The service is unavailable just now. Please try again in a few minutes.';

/** A call's failure with no answer from the API (not one the page itself cancelled) gets SERVICE_UNAVAILABLE as its message. */
export function sayWhenUnanswered(error: unknown): void {
  if (!isHttpError(error) || (error as { code?: unknown }).code === 'ERR_CANCELED') return;
  const status = error.response?.status;
  if (status === undefined || ((status === 502 || status === 504) && !error.response?.data)) error.message = SERVICE_UNAVAILABLE;
}

/** The status a failed call was answered with; undefined when no answer came or it is not a call's failure. */
export const failedStatus = (error: unknown): number | undefined => (isHttpError(error) ? error.response?.status : undefined);

/**
 * The message a failed call shows (docs/product.md#exact-texts), the house error shape `{ message }`
 * first: the answer's `message` (or `Message`) field, else the answer itself when it is text,
 * else the error's own message ("Request failed with status code 400", "The search could not be
 * done (500)", "Network Error"), else the screen's fallback.
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
