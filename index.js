// The package's entry (`import ... from 'harness-bench'`): loads the TypeScript API, index.ts,
// through tsx, as bin/harness-bench.js loads the CLI. Its types are dist/types/index.d.ts.
import { tsImport } from 'tsx/esm/api';

const api = await tsImport('./index.ts', import.meta.url);

export const { defineScenario, defineHarness, runMatrix, trackReleases, readStore, sortRows } = api;
