// The renderer's bundle (decision 014): what the prerender service calls, built for Node by
// tooling/webpack-server.mjs with the host's layout and @school/shared inside it.
export { renderPage, RenderFailed } from './render-page';
export type { PageJob, RenderedPage } from './render-page';
export { loadServerBuild } from './load-server-build';
export { provideServerRemote } from './remote-builds';
export { runRenderer } from './renderer-service';
export type { RendererOptions } from './renderer-service';
export { pagesBucket, pagesBucketSettings } from './pages-bucket';
export { runPagesMirror } from './pages-mirror';
