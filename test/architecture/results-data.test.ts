import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../perf/registry.js';
import { FIGURES_BLOCK, figuresBlock, keepFigures, readFigures, RESULTS_PAGE, type FigureRecord } from '../../perf/results.js';
import { blockOf } from '../../reports/generated-block.js';
import type { Report } from '../../scripts/mutation-results.js';
import { MAIN_INCREMENTAL } from '../../scripts/mutation-merge.js';
import { MUTATION_BLOCK, MUTATION_PAGE, scoresMarkdown } from '../../scripts/mutation-results.js';

/**
 * Benchmark figures and mutation scores live in results/ as data written by a
 * command (results/perf/*.json, test/mutation/stryker-incremental.json); the
 * pages embed tables generated from them, and these tests fail when a table
 * differs from its files.
 */

const record = (name: string, over: Partial<FigureRecord['figure']> = {}): FigureRecord => ({
  command: 'npm run bench:perf -- --only seed-lab-1 --results',
  commit: 'abc1234',
  date: '2026-01-02 03:04',
  machine: { cores: 2, memory_gib: 24, node: 'v24.1.0', load_start: 0.25, load_end: 1.5 },
  figure: {
    name,
    title: 't',
    unit: 'case',
    status: 'ok',
    problem: null,
    ratio: { of: 'Python lab 1 time / ours', clock: 'cpu', median: 6.561, low: 6.26, high: 6.85, width_pct: 9, pairs: 76, steal_pct: 0, busy_pct: 50, load_mean: 1, load_max: 2, trusted: true, goal: '5x faster' },
    clock: 'cpu',
    absolute: { us_per_case: { median: 8.8, low: 8.5, high: 9.1 }, trials_per_s: 24_812.4, note: 'a | b' },
    ...over,
  },
});

describe('benchmark figures as data', () => {
  it("results/benchmarks.md's table is the one written from results/perf/, and every kept figure is a figure of the registry", () => {
    const records = readFigures();
    expect(blockOf(readFileSync(RESULTS_PAGE, 'utf8'), FIGURES_BLOCK), 'regenerate with npm run bench:perf -- --only <figure> --results').toBe(figuresBlock(records));
    const names = FIGURES.map((f) => f.name);
    for (const r of records) expect(names).toContain(r.figure.name);
  });

  it('a kept figure is one row: its ratio with interval and pairs, its absolute figures, goal, status and when, where and from what it was measured', () => {
    const flagged = record('docker-trial', { status: 'too-wide', problem: 'interval 30.6% wide', ratio: { ...record('x').figure.ratio!, trusted: false, width_pct: 30.6, goal: null } });
    expect(figuresBlock([record('seed-lab-1'), flagged]).split('\n')).toEqual([
      '| figure | ratio: median [95% interval] | absolute | goal | status | measured (UTC date, commit, machine) |',
      '| --- | --- | --- | --- | --- | --- |',
      '| seed-lab-1 | Python lab 1 time / ours, cpu time: 6.56x [6.26, 6.85], 76 pairs | us_per_case: 8.8 [8.5, 9.1]; trials_per_s: 24,812; note: a \\| b | 5x faster | ok | 2026-01-02 03:04, abc1234, 2 cores, 24 GiB, Node 24.1.0, load 0.3 → 1.5 |',
      '| docker-trial | Python lab 1 time / ours, cpu time: 6.56x [6.26, 6.85], 76 pairs, **flagged** (30.6% wide) | us_per_case: 8.8 [8.5, 9.1]; trials_per_s: 24,812; note: a \\| b |  | too-wide: interval 30.6% wide | 2026-01-02 03:04, abc1234, 2 cores, 24 GiB, Node 24.1.0, load 0.3 → 1.5 |',
      '',
      'Written by `npm run bench:perf -- --only seed-lab-1 --results` into results/perf/ (one JSON file per figure).',
    ]);
  });

  it('keeping figures replaces that figure\'s file, keeps the others, and rewrites only the block of the page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-results-'));
    try {
      const page = join(dir, 'benchmarks.md');
      writeFileSync(page, '# B\n\nbefore\n<!-- figures:begin -->\nold\n<!-- figures:end -->\nafter\n');
      const { figure: _f, ...meta } = record('seed-lab-1');
      keepFigures([record('seed-lab-1').figure, record('matrix').figure], meta, join(dir, 'perf'), page);
      keepFigures([{ ...record('matrix').figure, status: 'failed', problem: 'boom' }], { ...meta, commit: 'def5678' }, join(dir, 'perf'), page);
      const kept = readFigures(join(dir, 'perf'));
      expect(kept.map((r) => [r.figure.name, r.commit, r.figure.status])).toEqual([['matrix', 'def5678', 'failed'], ['seed-lab-1', 'abc1234', 'ok']]);
      const text = readFileSync(page, 'utf8');
      expect(text.startsWith('# B\n\nbefore\n<!-- figures:begin -->\n| figure |')).toBe(true);
      expect(text.endsWith('\n<!-- figures:end -->\nafter\n')).toBe(true);
      expect(blockOf(text, FIGURES_BLOCK)).toBe(figuresBlock(kept));
      writeFileSync(join(dir, 'perf', 'zz.json'), '{"command": 1}');
      expect(() => readFigures(join(dir, 'perf'))).toThrow(`${join(dir, 'perf', 'zz.json')} is not a kept figure`);
      writeFileSync(page, 'no markers');
      expect(() => keepFigures([], meta, join(dir, 'perf2'), page)).toThrow('results/benchmarks.md has no <!-- figures:begin --> ... <!-- figures:end --> block to write into');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mutation scores as data', () => {
  it("results/mutation.md's table is the stored full run's scores (test/mutation/stryker-incremental.json)", () => {
    const report = JSON.parse(readFileSync(MAIN_INCREMENTAL, 'utf8')) as Report;
    const block = blockOf(readFileSync(MUTATION_PAGE, 'utf8'), MUTATION_BLOCK);
    expect(block).toBeDefined();
    const table = block!.split('\n').filter((l) => l.startsWith('|'));
    expect(table, 'regenerate with npx tsx scripts/mutation-results.ts').toEqual(scoresMarkdown(report));
    expect(block!.split('\n')[0]).toMatch(/^From the stored full run \(`test\/mutation\/stryker-incremental\.json`\), written by `[^`]+`.*: bench commit [0-9a-f]{7,}.*, \d{4}-\d\d-\d\d \d\d:\d\d UTC, \d+ cores, \d+ GiB, Node [\d.]+\.$/);
  });

  it('one row per mutated file, then the total', () => {
    const mutant = (status: string, extra: object = {}) => ({ id: '1', status, ...extra });
    const report = { files: { 'b.ts': { mutants: [mutant('Killed'), mutant('Survived')] }, 'a.ts': { mutants: [mutant('Killed'), mutant('Ignored', { static: true })] } } } as unknown as Report;
    expect(scoresMarkdown(report)).toEqual([
      '| file | score | killed / scored | survived | no coverage | equivalent | static |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      '| `a.ts` | 100.0% | 1 / 1 | 0 | 0 | 0 | 1 |',
      '| `b.ts` | 50.0% | 1 / 2 | 1 | 0 | 0 | 0 |',
      '| **total** | 66.7% | 2 / 3 | 1 | 0 | 0 | 1 |',
    ]);
  });
});
