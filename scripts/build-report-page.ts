// Compiles the report page's browser script, reports/client/report-page.ts, into report-page.js beside it,
// which reports/html-report.ts inlines into every report.html (`npm run build:report-page`). Types are
// erased only: the source is type-checked by reports/client/tsconfig.json (`npm run typecheck`), and
// test/reports/report-page-build.test.ts fails when the committed .js is not what this prints.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

export const REPORT_PAGE_SOURCE = fileURLToPath(new URL('../reports/client/report-page.ts', import.meta.url));
export const REPORT_PAGE_OUTPUT = fileURLToPath(new URL('../reports/client/report-page.js', import.meta.url));

/** The compiled script: one IIFE in ES2020, so it runs as a classic inline script. */
export async function compileReportPage(): Promise<string> {
  const { code } = await transform(readFileSync(REPORT_PAGE_SOURCE, 'utf8'), {
    loader: 'ts',
    format: 'iife',
    target: 'es2020',
    sourcefile: 'report-page.ts',
    banner: '// Generated from reports/client/report-page.ts by `npm run build:report-page`: edit that file, not this one.\n"use strict";',
  });
  return code;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(REPORT_PAGE_OUTPUT, await compileReportPage());
  process.stdout.write(`wrote ${REPORT_PAGE_OUTPUT}\n`);
}
