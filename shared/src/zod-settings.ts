import { config } from 'zod/v4/core';

/**
 * zod compiles an object schema with `new Function` where the page allows it, and probes whether
 * it does when the first one is made. The site's Content-Security-Policy (no 'unsafe-eval')
 * refuses that, and the browser reports the refusal (securitypolicyviolation) even though zod
 * catches it and checks without compiling. Every copy of zod in the page (each app bundles its
 * own) reads this one setting, kept on globalThis, so the shared singleton, which the host loads
 * before any app makes a schema, turns the compiling off.
 */
config({ jitless: true });
