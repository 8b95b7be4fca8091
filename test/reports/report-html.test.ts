import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialRow } from '../../ablations/store.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { defineScenario, type Scenario } from '../../scenarios/schema.js';
import { inProcessScenarios, writeMatrixStore } from '../../reports/synthetic-store.js';
import { writeReports, type ReportSummary } from '../../reports/write-reports.js';

const DIR = join('reports', 'out', 'test-report-html');
const XSS = '<script>alert(1)</script>';
const XSS_IMG = '<img src=x onerror=alert(2)>';
const CHROMIUM = '/usr/bin/chromium';

interface CanvasLike {
  id: string;
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
}
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// A scenario from a user's file whose description and task carry markup, as a hostile or careless author might write them.
const normal = findScenario('normal')!;
const xssScenario: Scenario = defineScenario({ ...normal, name: 'xss_probe', description: `description ${XSS}`, task: `Fix the config. ${XSS}` });
const scenarios = [...inProcessScenarios(), xssScenario];

let summary: ReportSummary;
let html: string;
/** Events of the xss_probe × full trial 0 timeline, the injected tool output included. */
let xssEvents = 0;

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const store = join(DIR, 'results.jsonl');
  await writeMatrixStore(store, { scenarios, trials: 4, keepEvents: 3 });
  // A tool output with markup in the stored timeline and in the trial's detail, as a tool could return it.
  const lines = readFileSync(store, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.includes('"scenario":"xss_probe","profile":"full"') && l.includes('"trial":0,'));
  const row = JSON.parse(lines[at]!) as TrialRow;
  row.detail = `tool said ${XSS}`;
  row.events = [...(row.events ?? []), { seq: 99, t: 0, type: 'receipt', output: XSS_IMG }];
  xssEvents = row.events.length;
  lines[at] = JSON.stringify(row);
  writeFileSync(store, lines.join('\n'));
  summary = await writeReports(DIR, { scenarios });
  html = readFileSync(summary.paths.report_html, 'utf8');
});

describe('report.html as a file', () => {
  it('is self-contained: three inline scripts, no src or href to anywhere, a CSP that forbids fetching', () => {
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link\b/);
    expect(html).not.toMatch(/https?:\/\/cdn/);
    expect(html).toContain(`content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).toContain('Chart.js v4');
  });

  it('embeds the data as JSON with every < escaped, so no data string can open a tag', () => {
    const json = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain(XSS);
    expect(html).not.toContain(XSS_IMG);
    const data = JSON.parse(json) as { aggregate: { cells: unknown[] }; samples: unknown[][]; scenarios: Record<string, { description: string }> };
    expect(data.scenarios['xss_probe']!.description).toBe(`description ${XSS}`);
    expect(data.samples).toHaveLength(data.aggregate.cells.length);
    expect(data.samples.flat().length).toBeLessThanOrEqual(5000);
  });

  it('HTML-escapes what it renders on the server (a store path with markup)', async () => {
    const odd = join(DIR, 'odd-<b>-dir');
    mkdirSync(odd, { recursive: true });
    writeFileSync(join(odd, 'results.jsonl'), readFileSync(join(DIR, 'results.jsonl')));
    const page = readFileSync((await writeReports(odd, { scenarios })).paths.report_html, 'utf8');
    expect(page).toContain('odd-&lt;b&gt;-dir');
    expect(page).not.toContain('odd-<b>-dir');
  });
});

describe('report.html in headless Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws every chart and the grid, drills down to a timeline, and shows markup as text', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const problems: string[] = [];
    const dialogs: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(resolve(summary.paths.report_html)).href);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30_000 });

    // Every chart canvas has pixels drawn on it.
    const canvases = await page.$$eval('canvas', (list) =>
      list.map((element) => {
        // The page's canvas, typed structurally (this project compiles without the DOM library).
        const c = element as unknown as CanvasLike;
        const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
        return { id: c.id, painted };
      }),
    );
    expect(canvases.map((c) => c.id)).toEqual(['chart-controls', 'chart-outcomes', 'chart-cost', 'chart-cost-accepted', 'chart-passk']);
    for (const c of canvases) expect(c.painted, c.id).toBeGreaterThan(2000);

    // The grid: one button per cell, coloured by state.
    expect(await page.locator('#grid button.cell').count()).toBe(summary.cells);
    const states = await page.$$eval('#grid button.cell', (bs) => bs.map((b) => [Number(b.getAttribute('data-cell')), b.className.split(' ')[1]] as const));
    expect([...states].sort((a, b) => a[0] - b[0])).toEqual(summary.aggregate.cells.map((c, i) => [i, `st-${c.state}`]));

    // Drill down: the xss_probe cell under full, its trials, the first trial's timeline.
    const index = summary.aggregate.cells.findIndex((c) => c.scenario === 'xss_probe' && c.profile === 'full');
    await page.click(`#grid button.cell[data-cell="${index}"]`);
    await expect.poll(() => page.locator('#drill').isVisible()).toBe(true);
    expect(await page.locator('#drill-title').textContent()).toBe('xss_probe × full × scenario: safe');
    expect(await page.locator('#cell-detail p.muted').first().textContent()).toBe(`description ${XSS}`);
    const trials = page.locator('#trial-rows tr.trial');
    expect(await trials.count()).toBe(4);
    expect(await trials.first().locator('td').nth(4).textContent()).toBe(`tool said ${XSS}`);
    await trials.first().click();
    await expect.poll(() => page.locator('#timeline-box').isVisible()).toBe(true);
    const events = page.locator('#timeline-rows tr.event');
    expect(await events.count()).toBe(xssEvents);
    expect(await events.first().locator('td').nth(2).textContent()).toBe('run_started');
    expect(await events.first().locator('td').nth(3).textContent()).toContain(`task=Fix the config. ${XSS}`);
    expect(await events.last().locator('td').nth(3).textContent()).toBe(`output=${XSS_IMG}`);

    // Markup from data stayed text: no element was made from it, no dialog opened.
    expect(await page.locator('#drill script, #drill img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(3);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    expect(requests.every((u) => u.startsWith('file:'))).toBe(true);

    await page.screenshot({ path: join(DIR, 'report.png'), fullPage: true });
    await page.locator('#drill').screenshot({ path: join(DIR, 'report-drill-down.png') });
    await page.close();
  });
});
