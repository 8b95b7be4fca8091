/**
 * The report page's browser script is TypeScript (reports/client/report-page.ts),
 * type-checked against the DOM, Chart.js and the report's schema types, and
 * compiled into report-page.js, which every report.html inlines.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportPageScript } from '../../reports/html-report.js';
import { compileReportPage, REPORT_PAGE_OUTPUT } from '../../scripts/build-report-page.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the report page script', () => {
  it('is committed as compiled from its TypeScript source (npm run build:report-page)', async () => {
    expect(readFileSync(REPORT_PAGE_OUTPUT, 'utf8')).toBe(await compileReportPage());
  });

  it('is what the report inlines: one strict classic script, no module syntax', async () => {
    const script = await reportPageScript();
    expect(script).toBe(readFileSync(REPORT_PAGE_OUTPUT, 'utf8'));
    expect(script.split('\n').slice(1, 3)).toEqual(['"use strict";', '(() => {']);
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('type-checks under its own tsconfig (DOM, Chart.js, the report schema)', () => {
    const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
    const r = spawnSync(tsc, ['--noEmit', '-p', join(ROOT, 'reports', 'client', 'tsconfig.json')], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
