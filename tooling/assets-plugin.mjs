// @ts-check

/**
 * A webpack plugin that does `work` on each compilation's files at one stage of processAssets
 * (Compilation.PROCESS_ASSETS_STAGE_…), as each of the build's own plugins does: it
 * writes a file into the build, or reads the files the build made.
 * @param {string} name the plugin's name in webpack's hooks and reports
 * @param {number} stage
 * @param {(compilation: import('webpack').Compilation) => void} work
 * @returns {import('webpack').WebpackPluginInstance}
 */
export function assetsPlugin(name, stage, work) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap({ name, stage }, () => work(compilation));
      });
    },
  };
}

