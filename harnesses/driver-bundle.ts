import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * A bench program a harness runs (its kind's driver, the stdio MCP shim) as
 * ONE self-contained file outside the repo: bundled by esbuild from its
 * source with everything it imports (node_modules included), written to
 * `<cache>/bundles/<name>-<sha256 of the file, 16 hex>/<name>.mjs`, a folder
 * that holds nothing else and is mounted read-only into the harness's
 * container. The harness never needs, nor sees, the bench's folder.
 *
 * A bundle is built once per process per source; a manifest of the inputs'
 * digests (`<cache>/bundles/<name>.inputs.json`) lets the next process reuse
 * it without building, as long as no input changed.
 */
export interface Bundle {
  /** The folder that holds the bundle and nothing else (what is mounted). */
  dir: string;
  /** The bundle's file name in that folder. */
  file: string;
}

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * Modules a driver imports through shared code but never calls, and that
 * cannot be bundled: dockerode (through the world registry the reference
 * driver reads its tools from) loads native bindings. A stub stands in;
 * using it throws.
 */
const STUBBED: Readonly<Record<string, string>> = {
  dockerode: 'export default class Docker { constructor() { throw new Error("a bench driver has no Docker engine"); } }',
};

/** Built bundles of this process, by source path: the same answer for the same source. */
const bundles = new Map<string, Promise<Bundle>>();

/** The bundle of `source` (an absolute path) in `cache`, built if no bundle of its current inputs is there. */
export function driverBundle(source: string, cache: string): Promise<Bundle> {
  const key = `${cache}\u0000${source}`;
  let found = bundles.get(key);
  if (found === undefined) {
    found = build(source, cache);
    bundles.set(key, found);
    // A failed build is not kept: the next trial tries again (and reports its error).
    found.catch(() => bundles.delete(key));
  }
  return found;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

interface Manifest {
  inputs: Record<string, string>;
  dir: string;
  file: string;
}

async function build(source: string, cache: string): Promise<Bundle> {
  const name = basename(source).replace(/\.[cm]?[jt]s$/, '');
  const root = join(cache, 'bundles');
  const manifestPath = join(root, `${name}.inputs.json`);
  const reused = reuse(manifestPath);
  if (reused !== null) return reused;
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: REPO,
    // CommonJS dependencies call require() for Node's own modules: give the ES module one.
    banner: { js: "import { createRequire as __hbCreateRequire } from 'node:module'; const require = __hbCreateRequire(import.meta.url);" },
    plugins: [
      {
        name: 'harness-bench-stubs',
        setup(b) {
          const filter = new RegExp(`^(${Object.keys(STUBBED).join('|')})$`);
          b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'hb-stub' }));
          b.onLoad({ filter: /.*/, namespace: 'hb-stub' }, (args) => ({ contents: STUBBED[args.path]!, loader: 'js' }));
        },
      },
    ],
  });
  const text = result.outputFiles[0]!.contents;
  const file = `${name}.mjs`;
  const dir = join(root, `${name}-${sha(Buffer.from(text)).slice(0, 16)}`);
  if (!existsSync(join(dir, file))) {
    mkdirSync(root, { recursive: true });
    // Written in a temp folder and renamed: a concurrent process never sees half of it.
    const temp = mkdtempSync(join(root, `.${name}-`));
    writeFileSync(join(temp, file), text);
    chmodSync(join(temp, file), 0o444);
    chmodSync(temp, 0o755);
    try {
      renameSync(temp, dir);
    } catch (error) {
      rmSync(temp, { recursive: true, force: true });
      if (!existsSync(join(dir, file))) throw error;
    }
  }
  const inputs = builderInputs();
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.includes(':')) continue; // a stub, not a file
    const path = resolve(REPO, input);
    inputs[relative(REPO, path)] = sha(readFileSync(path));
  }
  writeAtomic(manifestPath, JSON.stringify({ inputs, dir, file } satisfies Manifest));
  return { dir, file };
}

/** What the bundle also depends on: how it is built (this module) and esbuild's version. */
function builderInputs(): Record<string, string> {
  const self = relative(REPO, fileURLToPath(import.meta.url));
  // esbuild where Node finds it: the repo's node_modules, or beside the bench when it is an installed package.
  const esbuild = relative(REPO, createRequire(import.meta.url).resolve('esbuild/package.json'));
  return { [self]: sha(readFileSync(join(REPO, self))), [esbuild]: sha(readFileSync(join(REPO, esbuild))) };
}

/** The bundle a manifest names, when it is there and none of its inputs changed; null otherwise. */
function reuse(manifestPath: string): Bundle | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    return null;
  }
  if (!existsSync(join(manifest.dir, manifest.file))) return null;
  for (const [input, digest] of Object.entries(manifest.inputs)) {
    try {
      if (sha(readFileSync(join(REPO, input))) !== digest) return null;
    } catch {
      return null;
    }
  }
  return { dir: manifest.dir, file: manifest.file };
}

function writeAtomic(path: string, text: string): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}
