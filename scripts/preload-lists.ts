// The lazy parts' preload lists without the files already loaded. For each import() Vite writes the files the part
// needs, so the browser fetches them side by side; every list named React, the layout and the runtime, which every page
// has loaded before any of its code runs: about half a kilobyte gzip of file names on a checkout page.
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** The plugin reads which files each chunk imports statically; resolveDependencies (build.modulePreload) leaves out of
 *  a lazy part's list what its importing chunk has therefore loaded already. */
export function preloadListsWithoutLoaded(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  const staticImports = new Map<string, readonly string[]>();

  /** The chunk and every chunk it imports statically, directly or not: all loaded before its code runs. */
  function loadedWith(chunk: string): Set<string> {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    visit(chunk);
    return loaded;
  }

  const plugin: Plugin = {
    name: 'preload-lists-without-loaded',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite's own generateBundle writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports.clear();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
      },
    },
  };

  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_part, deps, { hostId, hostType }) => {
    if (hostType !== 'js') return deps;
    if (!staticImports.has(hostId)) throw new Error(`No static imports known for ${hostId}: is the plugin installed?`);
    const loaded = loadedWith(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };

  return { plugin, resolveDependencies };
}
