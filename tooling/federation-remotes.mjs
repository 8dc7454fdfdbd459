// @ts-check
// What the host asks each remote for: the remote's federation name (its webpack
// configuration's `name`) and the modules it loads from it. An .mjs here, not a TypeScript
// module in host/src, because the host's webpack configuration runs in plain Node, where it
// writes this into the host's contract (tooling/host-contract.mjs); host/src/remotes/federation.ts
// loads remotes by the same object and refuses a module missing here, so the contract a release
// is checked against never lags behind what the host really loads.
export const hostRemotes = {
  content: { name: 'content', exposes: ['app'] },
  // `extensions`: the school admin's controls on the public pages, which the content remote asks
  // the host for (remote-content/src/ui/admin-slot.tsx).
  schoolAdmin: { name: 'school_admin', exposes: ['app', 'extensions'] },
  providerAdmin: { name: 'provider_admin', exposes: ['app'] },
};
