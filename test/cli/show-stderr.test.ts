/**
 * Debugging a harness that fails, from the command line: a real run (the CLI
 * in a process of its own) of harnesses that write to their stderr
 * (test/support/stderr-harness.ts, on the host), then what its store keeps,
 * what `show --stderr` prints and what the report's drill-down shows.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrialRow } from '../../ablations/results/store.js';
import { writeReports } from '../../reports/write-reports.js';
import { cli } from '../support/cli.js';
import { CHATTY_STDERR, FLOOD_KEPT, stderrConfigurations } from '../support/stderr-harness.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The folder of run folders, and the one run in it. */
let runs: string;
let run: string;
let runCode: number | null;
/** The run's rows, in store order. */
let rows: TrialRow[];
/** The seed of trial 0 of the normal scenario under a harness, as its row says (the timeline's title shows it). */
const seedOf = (harness: string) => rows.find((r) => r.profile === harness)!.seed;

beforeAll(() => {
  const dir = tempDir('hb-show-stderr-');
  const files = stderrConfigurations(dir, 'host');
  runs = join(dir, 'runs');
  run = join(runs, 'one');
  // The reference harness in process beside them: a trial with no stderr of its own.
  const harnesses = ['reference', files.chatty, files.quiet, files.flood].flatMap((h) => ['--harness', h]);
  runCode = cli(['run', ...harnesses, '--profile', 'full', '--allow-host-harness', '--scenario', 'normal', '--trials', '1', '--jobs', '1', '--out', run]).code;
  rows = readFileSync(join(run, 'results.jsonl'), 'utf8').trim().split('\n').slice(1).map((l) => JSON.parse(l) as TrialRow);
});

const CHATTY_BLOCK = `normal/chatty/scenario/0, accepted: its harness's stderr, 47 bytes\nwarn: <b>markup</b> & "quotes" é \\x1b[31mred\\x1b[0m\n`;
const FLOOD_BLOCK = `normal/flood/scenario/0, error: its harness's stderr, the last 16382 bytes (the 13630 bytes before them were not kept)\n${FLOOD_KEPT.tail}`;

describe("the store keeps each trial's harness stderr", () => {
  it('exactly what the harness wrote, its last 16 KiB past the bound, nothing for a harness that wrote nothing', () => {
    // The flood harness's trial is an error row: the run exits 3.
    expect(runCode).toBe(3);
    expect(rows.map((r) => [r.profile, r.verdict, r.harness_stderr ?? null])).toEqual([
      ['full', 'accepted', null],
      ['chatty', 'accepted', { tail: CHATTY_STDERR, cut_bytes: 0 }],
      ['quiet', 'accepted', null],
      ['flood', 'error', FLOOD_KEPT],
    ]);
  });
});

describe('show --stderr', () => {
  it('prints every trial that kept some, under its address, with the cut noted and control characters visible', () => {
    expect(cli(['show', run, '--stderr'])).toEqual({ code: 0, out: `${CHATTY_BLOCK}\n${FLOOD_BLOCK}`, err: '' });
  });

  it('--trial picks trials by address or a leading part of one (the newest run of a folder of runs); a trial without stderr says why', () => {
    expect(cli(['show', runs, '--stderr', '--trial', 'normal/flood/scenario/0', '--trial', 'normal/quiet', '--trial', 'normal/full/scenario'])).toEqual({
      code: 0,
      out: ["normal/full/scenario/0, accepted: no harness stderr (it ran in the bench's process)\n", 'normal/quiet/scenario/0, accepted: no harness stderr (its harness wrote nothing to it)\n', FLOOD_BLOCK].join('\n'),
      err: '',
    });
  });

  it('refuses an address that picks no trial, --trial without --stderr, and --stderr with what opens the report', () => {
    const store = join(run, 'results.jsonl');
    expect(cli(['show', run, '--stderr', '--trial', 'normal/chatty/scenario/1'])).toEqual({
      code: 2,
      out: '',
      err: `harness-bench show: --trial normal/chatty/scenario/1: no trial of ${store} there (an address is SCENARIO/SUBJECT/PROPOSER/TRIAL, or a leading part of one)\n`,
    });
    expect(cli(['show', run, '--trial', 'normal/chatty'])).toEqual({ code: 2, out: '', err: 'harness-bench show: --trial picks the trials --stderr prints: give --stderr too\n' });
    expect(cli(['show', run, '--stderr', '--serve'])).toEqual({ code: 2, out: '', err: 'harness-bench show: --stderr prints from the results store: it takes no --print, --serve or --port\n' });
    expect(cli(['show', join(run, 'nothing'), '--stderr'])).toEqual({ code: 2, out: '', err: `harness-bench show: no results.jsonl in ${join(run, 'nothing')} or its run folders\n` });
  });
});

describe("the report's drill-down (headless Chromium)", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The drill-down of trial 0 of the normal scenario under a harness, opened from its address (in the page already open, after the first). */
  async function openTrial(harness: string) {
    await page.goto(`${pathToFileURL(resolve(run, 'report.html')).href}#cell=normal/${harness}/scenario/trial=0`);
    await page.waitForSelector('body[data-ready="true"]');
    const box = page.locator('#stderr-box');
    return {
      title: await page.locator('#timeline-title').textContent(),
      shown: await box.isVisible(),
      open: await box.evaluate((d) => (d as unknown as { open: boolean }).open),
      summary: await page.locator('#stderr-title').textContent(),
      text: await page.locator('#stderr-text').textContent(),
      note: await page.locator('#stderr-note').textContent(),
      dropped: await page.locator('#stderr-dropped').isVisible(),
    };
  }

  it("shows a trial's harness stderr collapsed above its timeline, as text, and none for a trial without", async () => {
    const html = readFileSync(join(run, 'report.html'), 'utf8');
    // The page embeds it as JSON with every < escaped: the markup it holds opens no tag.
    expect(html).not.toContain('<b>markup</b>');
    expect(html).toContain('"tail":"warn: \\u003cb>markup\\u003c/b> & \\"quotes\\" é \\u001b[31mred\\u001b[0m\\n"');

    expect(await openTrial('chatty')).toEqual({ title: `trial 0 (seed ${seedOf('chatty')}): accepted, complete`, shown: true, open: false, summary: "its harness's stderr: 47 bytes", text: CHATTY_STDERR, note: '', dropped: false });
    expect(await page.locator('#stderr-text').isVisible()).toBe(false);
    await page.click('#stderr-title');
    expect(await page.locator('#stderr-text').isVisible()).toBe(true);
    expect(await page.locator('#stderr-box b, #drill script').count()).toBe(0);

    const none = { shown: false, open: false, summary: '', text: '', note: '', dropped: false };
    expect(await openTrial('quiet')).toEqual({ title: `trial 0 (seed ${seedOf('quiet')}): accepted, complete`, ...none });
    expect(await openTrial('full')).toEqual({ title: `trial 0 (seed ${seedOf('full')}): accepted, complete`, ...none });
  });

  it('shows the last 4 KiB of a longer one, what was cut, and the command that prints what the store keeps', async () => {
    expect(await openTrial('flood')).toEqual({
      title: `trial 0 (seed ${seedOf('flood')}): error, error`,
      shown: true,
      open: false,
      summary: "its harness's stderr: the last 4094 bytes (25918 bytes before them not shown)",
      text: `${'€'.repeat(1_361)}\nlast line\n`,
      note: `results.jsonl keeps its last 16 KiB: harness-bench show ${run} --stderr --trial normal/flood/scenario/0 prints them.`,
      dropped: false,
    });
    expect(await page.locator('#timeline-rows').textContent()).toBe('No timeline kept for this trial (the store keeps events for the first trials of each cell).');
  });

  it('says where the stderr is when the size budget left it out of the page', async () => {
    // Beside the folder of runs, so that its newest run stays the run.
    const tight = join(runs, '..', 'tight');
    mkdirSync(tight);
    copyFileSync(join(run, 'results.jsonl'), join(tight, 'results.jsonl'));
    await writeReports(tight, { pageBudget: { sampleBytes: 1_000 } });
    await page.goto(`${pathToFileURL(resolve(tight, 'report.html')).href}#cell=normal/flood/scenario/trial=0`);
    await page.waitForSelector('body[data-ready="true"]');
    expect([await page.locator('#stderr-box').isVisible(), await page.locator('#stderr-dropped').textContent()]).toEqual([
      false,
      `Its harness's stderr is not in this page (its size budget): harness-bench show ${tight} --stderr --trial normal/flood/scenario/0 prints it.`,
    ]);
  });
});
