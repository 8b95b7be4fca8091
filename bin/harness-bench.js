#!/usr/bin/env node
// Entry point for `npx harness-bench` / the package bin: the JavaScript build of the CLI when it is
// there and current (bin/cli-entry.js), else the TypeScript sources through tsx.
import { fileURLToPath } from 'node:url';
import { cliEntry } from './cli-entry.js';

if (cliEntry(fileURLToPath(new URL('..', import.meta.url))) === 'build') {
  await import('../dist/cli/harness-bench.js');
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./harness-bench.ts', import.meta.url);
}
