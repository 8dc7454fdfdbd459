import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses of this machine and of private networks, which a link check never asks. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['::ffff:0:0', 96], ['ff00::', 8]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether every address the link's host has is a public one. */
async function isPublic(url: string): Promise<boolean> {
  const { hostname, protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  return addresses.every(({ address, family }) => !PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4'));
}

/**
 * Tries outside links politely: one request at a time to any host, a few hosts at once, each
 * request with a time-out, HEAD first and GET where HEAD is refused (many servers answer 405 or
 * 403 to HEAD). What it answers is the links' state for this night; link-states.ts keeps them.
 */

export interface ProbeResult {
  url: string;
  ok: boolean;
  /** The status code, or what went wrong. */
  answer: string;
}

export interface ProbeOptions {
  /** Each request's time-out. */
  timeoutMs: number;
  /** How many hosts are asked at once (one request each). */
  hosts: number;
  /** Stops asking (what is left is not tried this time) once this long has passed. */
  budgetMs: number;
  /** Told of each request as it starts and ends: the bench counts requests in flight per host. */
  onRequest?: (host: string, phase: 'start' | 'end') => void;
  /** Whether addresses on this machine's or a private network may be asked (tests' local servers); never in production. */
  allowPrivate: boolean;
}

const USER_AGENT = 'SchoolSiteHealth/1 (link check; one request at a time)';

/** What a failed request was, in a word a school can read. */
function failureOf(error: unknown): string {
  // fetch's TypeError carries the socket's error as its cause, or (several addresses tried) an AggregateError's first.
  const inner = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
  const cause = inner?.code ?? inner?.errors?.[0]?.code ?? (error as { code?: string }).code ?? '';
  if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') return 'time-out';
  if (cause === 'ENOTFOUND' || cause === 'EAI_AGAIN') return 'no such site';
  if (cause === 'ECONNREFUSED') return 'connection refused';
  if ((error as { code?: string }).code === 'PRIVATE') return 'not a public address';
  if (/CERT|SSL|TLS/i.test(cause)) return 'certificate not valid';
  return 'no answer';
}

/** Redirects followed before a link is called broken. */
const MAX_REDIRECTS = 5;

/** Runs work for a host after the work before it for that host has ended: one request at a time a host. */
type HostTurn = <T>(host: string, work: () => Promise<T>) => Promise<T>;

function hostTurns(): HostTurn {
  const tails = new Map<string, Promise<void>>();
  return async (host, work) => {
    const before = tails.get(host) ?? Promise.resolve();
    let release = () => {};
    const tail = before.then(() => new Promise<void>((resolve) => (release = resolve)));
    tails.set(host, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(host) === tail) tails.delete(host);
    }
  };
}

/**
 * One request, following redirects by hand so that each address is checked first: a link a
 * school's editor types must not make the server ask its own network (the status would tell
 * them what answers there). Each hop waits for its own host's turn: a redirect to another host
 * is no second request at once to that one.
 */
async function ask(url: string, method: 'HEAD' | 'GET', options: ProbeOptions, turn: HostTurn): Promise<number> {
  let address = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!options.allowPrivate && !(await isPublic(address))) throw Object.assign(new Error('not public'), { code: 'PRIVATE' });
    const host = hostOf(address);
    const response = await turn(host, async () => {
      options.onRequest?.(host, 'start');
      try {
        const answer = await fetch(address, { method, redirect: 'manual', headers: { 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(options.timeoutMs) });
        // Nothing of a body is needed: cancel it, so the connection is freed at once.
        await answer.body?.cancel().catch(() => undefined);
        return answer;
      } finally {
        options.onRequest?.(host, 'end');
      }
    });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response.status;
    address = new URL(location, address).href;
  }
  return 310;
}

async function probeOne(url: string, options: ProbeOptions, turn: HostTurn): Promise<ProbeResult> {
  const attempt = (method: 'HEAD' | 'GET') => ask(url, method, options, turn);
  try {
    let status = await attempt('HEAD');
    if (status === 405 || status === 403 || status === 501 || status >= 500) status = await attempt('GET');
    return { url, ok: status < 400, answer: String(status) };
  } catch (error) {
    return { url, ok: false, answer: failureOf(error) };
  }
}

/** A link's host, lower-case ('' for no address): the unit the checks are polite to. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
};

/** Tries each address once; addresses not tried before the deadline are left out of the answer. */
export async function probeLinks(urls: readonly string[], options: ProbeOptions): Promise<ProbeResult[]> {
  const byHost = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    const host = hostOf(url);
    if (!host) continue;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  const queues = [...byHost.entries()];
  const results: ProbeResult[] = [];
  const deadline = Date.now() + options.budgetMs;
  const turn = hostTurns();
  // Each worker takes a whole host's queue; a redirect to another host waits for that host's turn.
  const worker = async () => {
    for (let next = queues.shift(); next; next = queues.shift()) {
      const [, list] = next;
      for (const url of list) {
        if (Date.now() >= deadline) return;
        results.push(await probeOne(url, options, turn));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.hosts) }, worker));
  return results;
}
