/**
 * Builds the command line as JavaScript: bin/harness-bench.ts and every module it reaches, bundled
 * by esbuild into dist/cli/ (one file per command, loaded when that command runs), the packages
 * left to node_modules. bin/harness-bench.js starts from it when it is there and, in a checkout,
 * no source it was built from changed since; otherwise from the TypeScript sources through tsx.
 *
 * The sources stay where they are and are read at run time as they are now: a module's
 * `import.meta.url` (and `import.meta.dirname`) is rewritten to its own source file's place, as a
 * path relative to the bundle, so the drivers, workers, profiles and pages it finds beside itself
 * are found the same way from the build (in a checkout and in the installed package alike).
 *
 *   npx tsx scripts/build-cli.ts      (npm run build; npm pack runs it)
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist', 'cli');
/** What the freshness check reads: every source the build read, with its size and modification time. */
const SOURCES_FILE = 'sources.json';

/** A module's own place, for code bundled into OUT: its URL and folder, computed from the bundle's. */
function ownPlace(file: string): string {
  const fromOut = relative(OUT, file).split('\\').join('/');
  const dirFromOut = relative(OUT, dirname(file)).split('\\').join('/') || '.';
  return `const __hbOwnUrl = new URL(${JSON.stringify(fromOut)}, import.meta.url).href; const __hbOwnDir = decodeURIComponent(new URL(${JSON.stringify(`${dirFromOut}/`)}, import.meta.url).pathname).replace(/\\/$/, '');\n`;
}

const ownImportMeta: esbuild.Plugin = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
      // esbuild replaces the expressions, never text inside a string (a driver's banner keeps its own import.meta.url).
      const { code } = await esbuild.transform(source, { loader: 'ts', format: 'esm', define: { 'import.meta.url': '__hbOwnUrl', 'import.meta.dirname': '__hbOwnDir' }, sourcefile: args.path });
      return { contents: ownPlace(args.path) + code, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

/** Writes a file whole or not at all: a CLI started from the build meanwhile reads the old file or the new one, never a part. */
function replaceFile(path: string, contents: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * Builds into OUT in place: every new file replaced whole, then the files no longer built removed.
 * A CLI already running from the build loads its command's chunk later; the same sources give the
 * same chunk names, so a rebuild of them (as `npm pack` runs one) never leaves it a missing file.
 */
export async function buildCli(): Promise<{ files: number; ms: number }> {
  const started = performance.now();
  const result = await esbuild.build({
    entryPoints: { 'harness-bench': join(ROOT, 'bin', 'harness-bench.ts') },
    outdir: OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [ownImportMeta],
  });
  const built = new Set(result.outputFiles.map((f) => f.path));
  for (const file of result.outputFiles) replaceFile(file.path, file.contents);
  const sources: Record<string, [number, number]> = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = resolve(ROOT, input);
    const stat = statSync(file);
    sources[relative(ROOT, file)] = [stat.size, Math.round(stat.mtimeMs)];
  }
  replaceFile(join(OUT, SOURCES_FILE), `${JSON.stringify(sources)}\n`);
  built.add(join(OUT, SOURCES_FILE));
  for (const entry of readdirSync(OUT, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && !built.has(path)) rmSync(path, { force: true });
  }
  return { files: Object.keys(sources).length, ms: performance.now() - started };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, ms } = await buildCli();
  // On stderr: `npm pack --json` runs this and prints its JSON on stdout.
  process.stderr.write(`built dist/cli/ from ${files} sources in ${(ms / 1000).toFixed(1)} s\n`);
}
