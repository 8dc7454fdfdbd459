import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as shared from '@school/shared';

/** What a remote's server build is handed for the singletons it leaves out: this renderer's own. */
const SINGLETONS: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  '@school/shared': shared,
};

/**
 * Loads a remote's server build (tooling/webpack-server.mjs) with the renderer's singletons, as
 * the browser's share scope hands the host's to the remote: one React and one @school/shared
 * store for both sides. `publicPath` is the remote's public URL, where its pictures are.
 */
export function loadServerBuild(file: string, publicPath: string): { default?: unknown } {
  const code = readFileSync(file, 'utf8');
  // Asked of Node at run time: webpack would otherwise take createRequire for its own.
  const nodeRequire = process.getBuiltinModule('node:module').createRequire(file);
  const module = { exports: {} as { default?: unknown } };
  (globalThis as { __SCHOOL_REMOTE_PUBLIC_PATH__?: string }).__SCHOOL_REMOTE_PUBLIC_PATH__ = publicPath;
  const require = (request: string) => (Object.hasOwn(SINGLETONS, request) ? SINGLETONS[request] : nodeRequire(request));
  // The file is this deployment's own build, read from its disk: no one else's code.
  new Function('require', 'module', 'exports', '__filename', '__dirname', code)(require, module, module.exports, file, path.dirname(file));
  return module.exports;
}
