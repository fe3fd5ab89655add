import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * One chunk per named part of the signed-in app instead of one per combination of pages that share a module
 * (docs/performance.md#the-signed-in-home-third-pass).
 *
 * Rolldown's automatic splitting gives every set of lazy pages that share modules a chunk of its own: the signed-in
 * frame and the home came as about a hundred files of 0.5–5 KB, which the browser fetches six at a time over HTTP/1.1.
 *
 * Which modules a page loads is known only after tree-shaking (a page imports `@mantine/core` and uses three of its
 * components), so the plugin first builds the app in memory with the automatic splitting (the probe) and reads from
 * its chunks what each root loads. Then each module goes to the first group whose roots all load it; a private group
 * takes nothing a public page (the entry, the roots of `publicRoots`) loads, and the entry chunk's own modules stay in
 * it. What no group takes keeps the automatic splitting. A group's modules import only modules of earlier groups or of
 * their own, so no chunk imports a later one and modules run in the order of their imports, as before.
 */
export interface RouteChunksOptions {
  /** Modules of the public pages, relative to the Vite root: what they load is never moved to a private group. */
  publicRoots: string[];
  /**
   * The groups, in priority order: a module goes to the first group whose roots all load it (`ENTRY` stands for the
   * entry chunk). A `private` group takes only modules no public page loads.
   */
  groups: Array<{ name: string; loadedBy: string[]; private?: boolean }>;
  /**
   * Pages of their own besides the app (the sign-in page, src/sign-in.tsx, an input of the build): what such an entry
   * shares with the app goes to one group of this name, ahead of every other group of the config, and no other group
   * takes it; what only the entry loads stays in its chunk.
   */
  standalone?: { name: string; roots: string[] };
}

/** Stands for the app's entry in `loadedBy`. */
export const ENTRY = '<entry>';
const ENTRY_CHUNK = '<entry chunk>';
const STANDALONE = '<standalone entries>';

export interface RouteChunks {
  plugins: Plugin[];
  /** `output.codeSplitting.groups` entries, one per group (the standalone group's priority is above 100). */
  groups: Array<{ name: string; test: (id: string) => boolean; priority: number }>;
}

const PROBE = 'LAB_ROUTE_CHUNKS_PROBE';
/** The probe loads the config again (a module instance of its own): its findings come back through the process. */
const RESULT = Symbol.for('lab.route-chunks.probe');
type ProbeResult = Map<string, Set<string>>;
const probeStore = globalThis as { [RESULT]?: ProbeResult };

/** True in the probe's build: plugins that write files (precompress) stay out of it. */
export const isRouteChunksProbe = () => process.env[PROBE] === '1';

/** The modules of a chunk and of every chunk it imports statically. */
function loadedModules(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Set<string> {
  const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const todo = [start.fileName];
  while (todo.length) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const chunk = chunks.get(name);
    if (!chunk) continue;
    for (const id of chunk.moduleIds) modules.add(id);
    todo.push(...chunk.imports);
  }
  return modules;
}

export function routeChunks(opts: RouteChunksOptions): RouteChunks {
  const owner = new Map<string, string>();
  let standaloneModules = new Set<string>();
  let root = process.cwd();
  let configFile: string | undefined;

  /** In the probe: what the entry, each public root and each part's root load. */
  const collector: Plugin = {
    name: 'lab-route-chunks-probe',
    apply: () => isRouteChunksProbe(),
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const result = new Map<string, Set<string>>();
      const standalone = (opts.standalone?.roots ?? []).map((rel) => {
        const id = path.resolve(root, rel);
        const chunk = chunks.find((c) => c.isEntry && c.moduleIds.includes(id));
        if (!chunk) this.error(`route-chunks: no entry chunk holds ${rel} (is its page an input of the build?)`);
        return chunk;
      });
      // What a standalone entry shares with the app: what it loads outside its own chunk.
      const shared = new Set<string>();
      for (const chunk of standalone) {
        for (const id of loadedModules(bundle, chunk))
          if (!chunk.moduleIds.includes(id) && !id.startsWith('\0')) shared.add(id);
      }
      result.set(STANDALONE, shared);
      const entry = chunks.find((c) => c.isEntry && !standalone.includes(c));
      if (!entry) this.error('route-chunks: the probe found no entry chunk');
      // The entry chunk's own modules stay in it (it starts the app and holds Vite's preload helper): ENTRY stands for
      // what the entry imports besides.
      const entryLoads = loadedModules(bundle, entry);
      for (const id of entry.moduleIds) entryLoads.delete(id);
      result.set(ENTRY, entryLoads);
      result.set(ENTRY_CHUNK, new Set(entry.moduleIds));
      const roots = new Set([...opts.publicRoots, ...opts.groups.flatMap((g) => g.loadedBy)]);
      roots.delete(ENTRY);
      for (const rel of roots) {
        const id = path.resolve(root, rel);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) this.error(`route-chunks: no chunk starts at ${rel} (renamed, or no longer imported lazily?)`);
        result.set(rel, loadedModules(bundle, chunk));
      }
      probeStore[RESULT] = result;
    },
  };

  /** In the real build: runs the probe first, then assigns each module to its part. */
  const planner: Plugin = {
    name: 'lab-route-chunks',
    apply: (_config, env) => env.command === 'build' && !isRouteChunksProbe(),
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
    },
    async buildStart() {
      process.env[PROBE] = '1';
      delete probeStore[RESULT];
      try {
        await build({ configFile, root, logLevel: 'silent', build: { write: false, sourcemap: false, minify: false } });
      } finally {
        delete process.env[PROBE];
      }
      const result = probeStore[RESULT];
      delete probeStore[RESULT];
      if (!result) this.error('route-chunks: the probe build reported nothing');
      const publicModules = new Set([ENTRY, ...opts.publicRoots].flatMap((r) => [...result.get(r)!]));
      const entryChunk = result.get(ENTRY_CHUNK)!;
      standaloneModules = result.get(STANDALONE)!;
      owner.clear();
      for (const group of opts.groups) {
        const [first, ...rest] = group.loadedBy.map((r) => result.get(r)!);
        for (const id of first!) {
          if (id.startsWith('\0') || entryChunk.has(id) || standaloneModules.has(id) || owner.has(id)) continue;
          if (group.private && publicModules.has(id)) continue;
          if (rest.every((s) => s.has(id))) owner.set(id, group.name);
        }
      }
    },
  };

  const groups = opts.groups.map(({ name }, i) => ({
    name,
    test: (id: string) => owner.get(id) === name,
    priority: opts.groups.length - i,
  }));
  if (opts.standalone)
    groups.unshift({ name: opts.standalone.name, test: (id) => standaloneModules.has(id), priority: 1000 });
  return { plugins: [collector, planner], groups };
}
