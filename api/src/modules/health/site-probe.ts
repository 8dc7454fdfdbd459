import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';
import type { SiteAnswer } from './outside.js';

/** The TLS entry point the school's addresses lead to (HEALTH_ENTRY_POINT, host:port). */
export interface EntryPoint {
  host: string;
  port: number;
}

/** Reads HEALTH_ENTRY_POINT ("caddy:443"); without it the site checks are not run. */
export function entryPointOf(setting: string | undefined): EntryPoint | null {
  const match = /^([A-Za-z0-9.-]+):(\d{1,5})$/.exec(setting?.trim() ?? '');
  return match?.[1] && match[2] ? { host: match[1], port: Number(match[2]) } : null;
}

/**
 * Asks the entry point for a school's home page by the school's name, as a visitor's browser
 * does, and reads the certificate it is served with. The certificate is read, not trusted: the
 * question is when it ends, and a test stack's authority is its own.
 */
export function askSite(entry: EntryPoint, hostName: string, timeoutMs: number): Promise<SiteAnswer> {
  return new Promise((resolve) => {
    let certificateEnds: string | null = null;
    const asked = request(
      { host: entry.host, port: entry.port, servername: hostName, path: '/', method: 'HEAD', headers: { host: hostName }, rejectUnauthorized: false, timeout: timeoutMs },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve({ failure: status >= 500 || status === 0 ? `Answers ${status}` : null, certificateEnds });
      },
    );
    asked.on('socket', (socket) =>
      socket.on('secureConnect', () => {
        const ends = (socket as TLSSocket).getPeerCertificate().valid_to;
        certificateEnds = ends ? new Date(ends).toISOString() : null;
      }),
    );
    asked.on('timeout', () => asked.destroy(new Error('time-out')));
    asked.on('error', (error) => resolve({ failure: error.message === 'time-out' ? 'No answer in time' : 'Does not answer', certificateEnds }));
    asked.end();
  });
}
