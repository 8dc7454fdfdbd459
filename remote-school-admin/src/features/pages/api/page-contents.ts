import { loadHome, loadPage } from '@school/shared';
import { HOME_KINDS, PAGE_KINDS, type PageKind } from '@school/shared/contracts/pages';

const isHomeKind = (kind: PageKind) => (HOME_KINDS as readonly PageKind[]).includes(kind);

/**
 * Every page's stored content of the admin's school, for the setup checklist's count of texts
 * without Hindi: the home page's sections in one GET /Site/Home, each other page by its GET
 * /Site/Page/<kind>, the public routes the editor loads a page by. They answer with ETags, so
 * an unchanged page costs a 304, and a page just saved is read afresh.
 */
export async function loadPageContents(signal: AbortSignal): Promise<Record<PageKind, unknown>> {
  const others = PAGE_KINDS.filter((kind) => !isHomeKind(kind));
  const [home, pages] = await Promise.all([loadHome(signal), Promise.all(others.map((kind) => loadPage(kind, signal)))]);
  return Object.fromEntries<unknown>([...HOME_KINDS.map((kind) => [kind, home[kind]] as const), ...pages.map((page) => [page.kind, page.content] as const)]) as Record<PageKind, unknown>;
}
