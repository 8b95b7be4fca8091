import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialRow } from '../../ablations/results/store.js';
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
  // Every kept trial whole (the default size budget would cut this 600-cell store's timelines; the budget has its own tests).
  summary = await writeReports(DIR, { scenarios, pageBudget: { sampleBytes: 50_000_000 } });
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
    await page.waitForSelector('body[data-ready="true"]', { timeout: 300_000 });

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

describe('report.html: addresses, keyboard and charts (headless Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('puts each drill-down in the URL hash and opens it from there', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const url = pathToFileURL(resolve(summary.paths.report_html)).href;
    await page.goto(`${url}#cell=xss_probe/full/scenario/trial=1`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#drill').isVisible()).toBe(true);
    expect(await page.locator('#drill-title').textContent()).toBe('xss_probe × full × scenario: safe');
    expect(await page.locator('#timeline-title').textContent()).toMatch(/^trial 1 \(seed \d+\): accepted, /);
    // A click writes the address; going back returns to the previous one.
    const index = summary.aggregate.cells.findIndex((c) => c.scenario === 'publish' && c.profile === 'without-allowlist');
    await page.click(`#grid button.cell[data-cell="${index}"]`);
    expect(new URL(page.url()).hash).toBe('#cell=publish/without-allowlist/scenario');
    await page.goBack();
    await expect.poll(() => page.locator('#drill-title').textContent()).toBe('xss_probe × full × scenario: safe');
    await page.close();
  });

  it('reaches the grid and the trial rows by keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(pathToFileURL(resolve(summary.paths.report_html)).href);
    await page.waitForSelector('body[data-ready="true"]');
    const index = summary.aggregate.cells.findIndex((c) => c.scenario === 'xss_probe' && c.profile === 'full');
    await page.focus(`#grid button.cell[data-cell="${index}"]`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#drill').isVisible()).toBe(true);
    // Tab from the grid reaches the first trial row; arrows move between rows; Enter opens the timeline.
    await page.focus('#trial-rows tr.trial');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(n: string): string | null } } }).document.activeElement.getAttribute('data-trial'))).toBe('0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#timeline-box').isVisible()).toBe(true);
    expect(await page.locator('#timeline-title').textContent()).toMatch(/^trial 1 /);
    expect(new URL(page.url()).hash).toBe('#cell=xss_probe/full/scenario/trial=1');
    expect(await page.locator('#trial-rows tr.trial').evaluateAll((rows) => rows.map((r) => r.getAttribute('tabindex')))).toEqual(['0', '0', '0', '0']);
    await page.close();
  });

  it('titles both axes of every chart, and every series has data or says it has none', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(pathToFileURL(resolve(summary.paths.report_html)).href);
    await page.waitForSelector('body[data-ready="true"]');
    interface ChartLike {
      canvas: { id: string };
      options: { scales: Record<string, { title?: { display: boolean; text: string } }> };
      data: { labels: string[]; datasets: { label: string; data: (number | null)[]; borderColor?: string }[] };
    }
    const charts = await page.evaluate(() =>
      Object.values((globalThis as unknown as { Chart: { instances: Record<string, ChartLike> } }).Chart.instances).map((c) => ({
        id: c.canvas.id,
        axes: Object.values(c.options.scales).map((s) => (s.title?.display ? s.title.text : '')),
        labels: c.data.labels,
        series: c.data.datasets.map((d) => ({ label: d.label, points: d.data.filter((x) => x !== null).length, colour: d.borderColor ?? null })),
      })),
    );
    expect(charts.map((c) => c.id)).toEqual(['chart-controls', 'chart-outcomes', 'chart-cost', 'chart-cost-accepted', 'chart-passk']);
    for (const c of charts) {
      expect(c.axes.length, c.id).toBe(2);
      for (const a of c.axes) expect(a, c.id).not.toBe('');
      for (const s of c.series) expect(s.points > 0 || / \(no data\)$/.test(s.label), `${c.id}: ${s.label}`).toBe(true);
    }
    expect(charts[2]!.axes).toEqual(['profile', 'calls (count per trial)']);
    // The controls chart: per removed control, its escape without it, with it, and any defect without it (no trials: no bar).
    const bars = await page.evaluate(() =>
      Object.values((globalThis as unknown as { Chart: { instances: Record<string, ChartLike> } }).Chart.instances)
        .find((c) => c.canvas.id === 'chart-controls')!
        .data.datasets.map((d) => d.data),
    );
    const removed = summary.aggregate.controls.filter((c) => c.profile !== null);
    // The page carries rates to 4 significant digits.
    const rate = (r: { n: number; rate: number | null }) => (r.n > 0 && r.rate !== null ? Number(r.rate.toPrecision(4)) : null);
    expect(bars).toEqual([removed.map((c) => rate(c.escape.without)), removed.map((c) => rate(c.escape.with)), removed.map((c) => rate(c.defect.without))]);
    // The reliability lines: one per profile, no two the same colour.
    const lines = charts[4]!.series;
    expect(lines).toHaveLength(Object.keys(summary.aggregate.header.profiles).length);
    expect(new Set(lines.map((l) => l.colour)).size).toBe(lines.length);
    await page.close();
  });

  it('keeps the page of this 600-cell store under 3 MB with the default budget, and the drill-down says what it cut', async () => {
    const dir = join(DIR, 'budget');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'results.jsonl'), readFileSync(join(DIR, 'results.jsonl')));
    const written = await writeReports(dir, { scenarios });
    const bytes = statSync(written.paths.report_html).size;
    expect(bytes).toBeLessThan(3 * 2 ** 20);
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${pathToFileURL(resolve(written.paths.report_html)).href}#cell=xss_probe/full/scenario`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#trial-rows tr.trial').count()).toBe(2);
    expect(await page.locator('#trials-note').textContent()).toMatch(
      /^2 of 4 trials kept in this page .*every trial is in trials\.csv\. To keep this page under its size budget, timelines are kept for the first two trials of each cell; /,
    );
    await page.close();
  });
});
