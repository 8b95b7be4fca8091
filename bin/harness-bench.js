#!/usr/bin/env node
// Entry point for `npx harness-bench` / the package bin: the JavaScript build of the CLI when it is
// there and current (bin/cli-entry.js), else the TypeScript sources through tsx.
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cliEntry } from './cli-entry.js';

// V8 keeps what it compiled of each module on disk (Node's compile cache, under the system's temporary
// folder), so a later start does not compile the same modules again.
enableCompileCache?.();

if (cliEntry(fileURLToPath(new URL('..', import.meta.url))) === 'build') {
  await import('../dist/cli/harness-bench.js');
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./harness-bench.ts', import.meta.url);
}
