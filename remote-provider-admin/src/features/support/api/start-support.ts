import { apiPost } from '@school/shared';
import { SUPPORT_PATH, type SupportStart } from '@school/shared/contracts/support';

/** Starts a support session of a school (POST /Provider/School/Support/Start): its one-time code and address. */
export async function startSupport(schoolId: number, minutes: number, reason: string): Promise<SupportStart> {
  return apiPost<SupportStart>('/Provider/School/Support/Start', { schoolId, minutes, reason }, { auth: 'provider' });
}

/**
 * The school's admin area with the code: the school's address, on this page's scheme and port
 * (the platform and the schools are served alike: 443 in production, one port in development),
 * the code in the fragment, which no server and no log is sent.
 */
export function supportAddress(code: string, hostName: string, here: Location = window.location): string {
  const port = here.port ? `:${here.port}` : '';
  return `${here.protocol}//${hostName}${port}${SUPPORT_PATH}#code=${encodeURIComponent(code)}`;
}
