// The public surface of the run-time singleton @school/shared: the pieces whose state must be
// one for the whole page (configuration, session, API client, toasts). Everything stateless
// lives behind its own subpath (cipher, ui/*, contracts/*) so a page loads only what it uses.
// First, before any app makes a schema: zod without `new Function`, which the page's CSP refuses.
import './zod-settings';
export { loadConfig, getConfig, setConfig } from './config/runtime-config';
export { dataBlock } from './config/data-block';
export { useSite, useSchool, setSite } from './config/site';
export { createStore, useStore, type Store } from './store';
export type { SiteState } from './config/site';
export { session, useSession, SESSION_KEYS } from './auth/session';
export type { SessionSnapshot, SchoolLogin, ProviderLogin, SessionKind, SupportInfo, SupportLogin } from './auth/session';
export { apiDownload, apiGet, apiPost, getSiteFile, getSiteJson, storedFileBytes } from './api-client/api-client';
export { mediaUrl } from './contracts/media-address';
export type { CallAuth, CallOptions, SiteRead } from './api-client/api-client';
export { errorMessage, failedStatus, isHttpError } from './api-client/call-failure';
export type { CallFailure } from './api-client/call-failure';
export { withSchool } from './api-client/school-param';
export type { SchoolParam } from './api-client/school-param';
export { loadDisclosure, loadHome, loadPage } from './api-client/page-content';
// A public page's loads by key, prerendered and then seeded into its first render (prerender/keyed-loads.ts).
export { collectKeyedLoads, forgetSeededAnswer, PRERENDERED_DATA_ID, renderedLazyModule, resetSeededAnswers, seededAnswer, serverLoad } from './prerender/keyed-loads';
export { draftPreview, NEW_NOTICE_ID, previewedNotice, useDraftPreview } from './draft-preview';
export type { DraftPreview, NoticePreview } from './draft-preview';
export { ToastHost, notifier } from './toast/toasts';
export type { Notifier, ToastArea } from './toast/toasts';
export { provideRemoteModules, loadRemoteModule } from './federation/remote-modules';
export type { RemoteModuleLoader } from './federation/remote-modules';
// The language shown and each app's interface strings in it (i18n/language.ts, i18n/catalog.ts).
export { useLanguage, getLanguage, setLanguage, startingLanguage, languageOfSearch, searchWithLanguage, LANGUAGES, LANGUAGE_NAMES } from './i18n/language';
export type { Language } from './i18n/language';
export { say } from './i18n/say';
export { defineCatalog, useCatalog, switchLanguage, prepareCatalog, loadCatalog, translatorIn } from './i18n/catalog';
export type { Catalog, Messages, Translator } from './i18n/catalog';
// Every public page's name, in both languages: the one place it is written (the menu, the footer and the Sitemap page show it).
export { SITE_MAP_STRINGS, siteMapCatalog } from './i18n/site-map-strings';
export type { SiteMapStringId } from './i18n/site-map-strings';
export { sitePageName, siteGroupName, useSiteMapNames } from './i18n/site-map-names';
// The router's pieces the apps use (see router.ts for why they come through here).
export * from './router';
