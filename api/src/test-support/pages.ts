import type { Answer, TestApi } from './test-api';

/**
 * POST /School/Page/Update as the editor makes it: the page read first (POST /School/Page/Get)
 * and saved naming the version read. Where the read is refused (no token, another kind of
 * account, a kind that does not exist), the save names version 0, so its own refusal shows.
 */
export async function savePage(api: TestApi, token: string | null | undefined, kind: string, content: unknown): Promise<Answer> {
  const current = await api.post('/School/Page/Get', { kind }, { token });
  const baseVersion = current.status === 200 ? (current.body as { version: number }).version : 0;
  return api.post('/School/Page/Update', { kind, content, baseVersion }, { token });
}
