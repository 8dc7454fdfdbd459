/**
 * Where a page loads a school's stored file from: the page's own address, at the file's stored
 * relative path ("/uploads/school.1/pages/<id>.webp"). The API serves the files (under its host,
 * without /api); the site's web server passes /uploads/ on to it (deploy/nginx,
 * tooling/static-server.mjs, the dev servers). A page's pictures then come over the connection
 * its HTML came by: on a phone, the home page's banner waits for no second host name to be
 * looked up and connected to, with its own TLS handshake (decision 014, "Media from the page's
 * own address").
 */
export const mediaUrl = (relativePath: string): string => `/${relativePath.replace(/^\/+/, '')}`;
