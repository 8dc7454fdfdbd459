import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { federationShared } from '@school/tooling/federation-shared';
import { hostRemotes } from '@school/tooling/federation-remotes';
import type { HostContract } from '@school/tooling/remote-compatibility';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** The contract of the host as it is built today: what tooling/host-contract.mjs writes, from the same two modules. */
export const HOST_CONTRACT: HostContract = { shared: federationShared, remotes: hostRemotes };

/** Writes the host's contract into `folder`, as the host's start does beside its config.json; answers the file. */
export function writeHostContract(folder: string, contract: unknown = HOST_CONTRACT): string {
  const file = path.join(folder, 'host-contract.json');
  writeFileSync(file, `${JSON.stringify(contract, null, 2)}\n`);
  return file;
}

interface SharedEntry {
  name: string;
  version?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
}

/** A manifest's shape, loose enough for a test to break it. */
export interface Manifest {
  id: string;
  name: string;
  shared: SharedEntry[];
  exposes: { id: string; name: string; path: string }[];
  [key: string]: unknown;
}

/**
 * A remote's mf-manifest.json as its build writes it (ids, metaData and the lists, without the
 * assets), fitting the host; `change` breaks it as a test needs. Answers the file's text.
 */
export function manifestOf(remote: RemoteName, change: (manifest: Manifest) => void = () => {}, build = 'b1'): string {
  const { name, exposes } = hostRemotes[remote];
  const manifest: Manifest = {
    id: name,
    name,
    metaData: { name, type: 'app', buildInfo: { buildVersion: build, buildName: `@school/${remote}` }, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: Object.entries(federationShared).map(([module, shared]) => ({ id: `${name}:${module}`, name: module, ...shared })),
    remotes: [],
    exposes: exposes.map((module) => ({ id: `${name}:${module}`, name: module, path: `./${module}` })),
  };
  change(manifest);
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The shared entry of `module` in a manifest, to change. */
export const sharedEntry = (manifest: Manifest, module: string): SharedEntry => {
  const entry = manifest.shared.find((shared) => shared.name === module);
  if (!entry) throw new Error(`the manifest shares no ${module}`);
  return entry;
};
