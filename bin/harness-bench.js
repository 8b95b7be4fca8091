#!/usr/bin/env node
// Entry point for `npx harness-bench` / the package bin: loads the TypeScript CLI through tsx.
import { tsImport } from 'tsx/esm/api';

await tsImport('./harness-bench.ts', import.meta.url);
