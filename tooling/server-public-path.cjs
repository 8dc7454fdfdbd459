// The first module of a remote's server build (webpack-server.mjs): its pictures are addressed
// from the remote's public URL, which the renderer knows at run time and the build does not
// (browser builds use publicPath 'auto'). Webpack reads this assignment as its public path.
// eslint-disable-next-line no-undef -- a name webpack gives meaning to
__webpack_public_path__ = globalThis.__SCHOOL_REMOTE_PUBLIC_PATH__ ?? '/';
