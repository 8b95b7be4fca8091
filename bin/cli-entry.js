// Which entry of the command line to start from: the JavaScript build (dist/cli/, `npm run build`,
// made when the package is packed) when it is there and current, else the TypeScript sources
// through tsx. In a checkout (a .git beside package.json) the build is current while every source
// it was built from has the size and modification time it had then; an installed package's
// sources never change (and npm resets their times), so its build is taken as it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** 'build' or 'sources', for the package whose root folder is `root`. */
export function cliEntry(root) {
  let sources;
  try {
    sources = JSON.parse(readFileSync(join(root, 'dist', 'cli', 'sources.json'), 'utf8'));
  } catch {
    return 'sources';
  }
  if (!existsSync(join(root, 'dist', 'cli', 'harness-bench.js'))) return 'sources';
  if (!existsSync(join(root, '.git'))) return 'build';
  for (const [file, [size, mtime]] of Object.entries(sources)) {
    let stat;
    try {
      stat = statSync(join(root, file));
    } catch {
      return 'sources';
    }
    if (stat.size !== size || Math.round(stat.mtimeMs) !== mtime) return 'sources';
  }
  return 'build';
}
