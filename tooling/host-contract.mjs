// @ts-check
// The host's contract with its remotes, written by its production build as host-contract.json:
// the singletons it shares and their ranges, and the modules it loads from each remote. A
// remote's build is checked against it (tooling/remote-compatibility.mjs) before it is released.
import webpack from 'webpack';
import { assetsPlugin } from './assets-plugin.mjs';
import { federationShared } from './federation-shared.mjs';
import { hostRemotes } from './federation-remotes.mjs';

/** @returns {import('./remote-compatibility.mjs').HostContract} */
export const hostContract = () => ({ shared: federationShared, remotes: hostRemotes });

export const hostContractPlugin = () =>
  assetsPlugin('HostContractPlugin', webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL, (compilation) => {
    compilation.emitAsset('host-contract.json', new webpack.sources.RawSource(`${JSON.stringify(hostContract(), null, 2)}\n`));
  });
