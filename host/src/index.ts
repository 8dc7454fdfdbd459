// The host's start-up, in steps that each run in a task of their own. Everything here is already
// in this one script (the shared singletons are eager, tooling/federation-shared.mjs: no second
// round of requests); what is split is running it. Run at once, React DOM, @school/shared and the
// app came to one task of about 100 ms on a mid-range phone, the one long task of a prerendered
// page's start (issue 47's blocking time); in steps, each is well under the 50 ms a tap can wait,
// and the browser answers a tap or paints between them. This file imports nothing else for the
// same reason: the first step is only this script's own evaluation.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@school/shared'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));

// A module, though it imports only dynamically.
export {};
