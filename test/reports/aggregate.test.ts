import { referenceSubjects } from '../../ablations/runner/subject.js';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemText, type Problem } from '../../ablations/judge/expectations.js';
import { evaluateMatrix } from '../support/evaluate-matrix.js';
import { headerFor } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { readStore, type StoreHeader, type TrialRow } from '../../ablations/results/store.js';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { StoreError } from '../../harness/errors.js';
import { builtInProfiles, FULL, without } from '../../harness/profile.js';
import { CATALOGUE, findScenario } from '../../scenarios/catalogue.js';
import { aggregateStore, aggregateStoreWithSamples } from '../../reports/aggregate.js';
import { rate } from '../../reports/outcome-counts.js';
import { AggregateSchema } from '../../reports/report-schema.js';
import { runTotalsMarkdown } from '../../reports/run-totals.js';
import { inProcessScenarios, writeMatrixStore } from '../../reports/synthetic-store.js';

const DIR = join('reports', 'out', 'test-aggregate');
const REAL = join(DIR, 'real', 'results.jsonl');

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  await writeMatrixStore(REAL, { trials: 6, proposers: ['scenario', 'stochastic:sloppy'], keepEvents: 3 });
});

const ZERO = { proposals: 0, calls: 0, retries: 0, approvals_asked: 0, wall_ms: 0, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };
const COST = { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 1, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };

function row(over: Partial<TrialRow> & Pick<TrialRow, 'profile' | 'trial' | 'verdict'>): TrialRow {
  return { kind: 'trial', scenario: 'publish', proposer: 'scenario', seed: over.trial, status: 'complete', detail: '', defects: [], escaped: [], cost: COST, ...over };
}

function writeStore(name: string, header: StoreHeader, rows: TrialRow[], tail = ''): string {
  const path = join(DIR, name, 'results.jsonl');
  mkdirSync(join(DIR, name), { recursive: true });
  writeFileSync(path, [header, ...rows].map((r) => `${JSON.stringify(r)}\n`).join('') + tail);
  return path;
}

const publishHeader = () =>
  headerFor({ scenarios: [findScenario('publish')!], subjects: referenceSubjects([FULL, without('allowlist')]), proposers: [parseProposerChoice('scenario')], trials: 4, seed: 1 }, null);

const unauthorized = { defects: [{ kind: 'unauthorized_effect', note: 'publish applied' }], escaped: ['unauthorized_effect'] } satisfies Partial<TrialRow>;
const publishRows = (): TrialRow[] => [
  row({ profile: 'full', trial: 0, verdict: 'accepted', cost: { ...COST, calls: 2, wall_ms: 4 } }),
  row({ profile: 'full', trial: 1, verdict: 'safe_stop', cost: { ...COST, calls: 3, wall_ms: 2 } }),
  row({ profile: 'full', trial: 2, verdict: 'safe_stop', cost: { ...COST, calls: 3, wall_ms: 3 } }),
  row({ profile: 'full', trial: 3, verdict: 'false_reject', cost: { ...COST, calls: 8, retries: 2, wall_ms: 1 } }),
  row({ profile: 'without-allowlist', trial: 0, verdict: 'defect', ...unauthorized }),
  row({ profile: 'without-allowlist', trial: 1, verdict: 'defect', ...unauthorized }),
  row({ profile: 'without-allowlist', trial: 2, verdict: 'safe_stop' }),
  row({ profile: 'without-allowlist', trial: 3, verdict: 'defect', ...unauthorized }),
];

describe('aggregateStore on a real matrix run', () => {
  it('reaches the same cell verdicts as evaluateMatrix over the rows in memory (one judge, two folds)', async () => {
    const aggregate = await aggregateStore(REAL);
    const stored = readStore(REAL);
    const reference = evaluateMatrix(stored.rows, CATALOGUE, builtInProfiles(), CONTROL_NAMES);
    const pick = (c: { scenario: string; profile: string; proposer: string; trials: number; state: string; mustEscape?: string[]; must_escape?: string[]; mustCatch?: string[]; must_catch?: string[]; problems: (string | Problem)[]; note?: string | null }) => ({
      key: `${c.scenario}/${c.profile}/${c.proposer}`,
      trials: c.trials,
      state: c.state,
      mustEscape: c.mustEscape ?? c.must_escape,
      mustCatch: c.mustCatch ?? c.must_catch,
      problems: c.problems.map((p) => (typeof p === 'string' ? p : problemText(p))),
      note: c.note ?? null,
    });
    const sort = <T extends { key: string }>(xs: T[]) => [...xs].sort((a, b) => a.key.localeCompare(b.key));
    expect(sort(aggregate.cells.map(pick))).toEqual(sort(reference.cells.map(pick)));
    expect(aggregate.ok).toBe(reference.ok);
    expect(aggregate.warnings).toEqual([]);
    for (const finding of reference.controls) {
      const mine = aggregate.controls.find((c) => c.control === finding.control)!;
      expect(new Set(mine.prevented)).toEqual(new Set(finding.prevented.map((p) => `${p.failure} (${p.scenario})`)));
    }
  });

  it('produces a summary that its schema accepts, in header order, with groups per profile and per removed control', async () => {
    const aggregate = await aggregateStore(REAL);
    expect(AggregateSchema.safeParse(aggregate).success).toBe(true);
    expect(aggregate.rows).toBe(readStore(REAL).rows.length);
    expect(aggregate.profiles.map((p) => p.name)).toEqual(builtInProfiles().map((p) => p.name));
    expect(aggregate.removed.map((p) => p.name)).toEqual(['none', ...CONTROL_NAMES]);
    expect(aggregate.removed[0]!.cells).toBe(aggregate.profiles[0]!.cells + aggregate.profiles[1]!.cells);
    expect(aggregate.cells[0]!.scenario).toBe(inProcessScenarios()[0]!.name);
    expect(aggregate.k_max).toBe(6);
  });

  it('keeps a bounded sample per cell: the first trials, with their timelines', async () => {
    const { aggregate, samples } = await aggregateStoreWithSamples(REAL, { sample: { first: 4, notable: 1 } });
    expect(samples).toHaveLength(aggregate.cells.length);
    for (const s of samples) {
      expect(s.length).toBeLessThanOrEqual(5);
      expect(s.slice(0, 3).map((r) => r.trial)).toEqual([0, 1, 2]);
      expect(s.slice(0, 3).every((r) => Array.isArray(r.events))).toBe(true);
      expect(s.slice(3).every((r) => r.events === undefined)).toBe(true);
    }
    const capped = await aggregateStoreWithSamples(REAL, { maxSampleRows: aggregate.cells.length });
    expect(capped.samples.every((s) => s.length === 1)).toBe(true);
  });
});

describe('aggregateStore on a hand-written store', () => {
  it('computes rates with Wilson intervals, pass@k, costs and the control finding exactly', async () => {
    const path = writeStore('exact', publishHeader(), publishRows());
    const a = await aggregateStore(path);
    const full = a.cells.find((c) => c.profile === 'full')!;
    expect({
      state: full.state,
      verdicts: full.verdicts,
      accept: full.accept,
      safe_stop: full.safe_stop,
      false_reject: full.false_reject,
      retried: full.retried,
      escapes: full.escapes,
      problems: full.problems,
      must_catch: full.must_catch,
      calls: full.cost.calls,
      wall: [full.cost.wall_ms.median, full.cost.wall_ms.p95],
      per_accepted: full.cost_per_accepted.calls,
      pass_accepted: full.pass_k.accepted.map((p) => [p.k, p.pass_at_k, p.pass_hat_k]),
    }).toEqual({
      state: 'caught',
      verdicts: { accepted: 1, false_reject: 1, safe_stop: 2 },
      accept: rate(1, 4),
      safe_stop: rate(2, 4),
      false_reject: rate(1, 4),
      retried: rate(1, 4),
      escapes: { unauthorized_effect: rate(0, 4) },
      problems: [],
      must_catch: ['unauthorized_effect'],
      calls: { total: 16, mean: 4, median: 3, p95: 8, min: 2, max: 8, exact: true },
      wall: [2, 4],
      per_accepted: 16,
      pass_accepted: [
        [1, 0.25, 0.25],
        [2, 0.5, 0],
        [3, 0.75, 0],
        [4, 1, 0],
      ],
    });
    const removed = a.cells.find((c) => c.profile === 'without-allowlist')!;
    expect([removed.state, removed.escaped_trials, removed.defect, removed.defect_kinds['unauthorized_effect'], removed.problems]).toEqual([
      'escaped_some',
      3,
      rate(3, 4),
      rate(3, 4),
      [],
    ]);
    const allowlist = a.controls.find((c) => c.control === 'allowlist')!;
    // 3/4 against 0/4: Newcombe's interval for the rise is (0.085, 0.95), above zero.
    expect({ verdict: allowlist.verdict, prevented: allowlist.prevented, with: allowlist.escape.with, without: allowlist.escape.without }).toEqual({
      verdict: 'prevents',
      prevented: ['unauthorized_effect (publish)'],
      with: rate(0, 4),
      without: rate(3, 4),
    });
    expect(a.controls.find((c) => c.control === 'evidence')!.verdict).toBe('not in this run');
    // One escape in four is not evidence enough: shown, but only suggestive.
    const one = await aggregateStore(writeStore('suggestive', publishHeader(), publishRows().map((r) => (r.profile === 'without-allowlist' && r.trial !== 0 ? { ...r, verdict: 'safe_stop' as const, defects: [], escaped: [] } : r))));
    expect(one.controls.find((c) => c.control === 'allowlist')!.verdict).toBe('suggestive');
  });

  it('drops a torn last line and counts a repeated trial once', async () => {
    const rows = publishRows();
    const path = writeStore('torn', publishHeader(), [...rows, rows[4]!], '{"kind":"trial","scen');
    const a = await aggregateStore(path);
    expect([a.rows, a.duplicates, a.torn_tail]).toEqual([9, 1, true]);
    expect(a.cells.find((c) => c.profile === 'without-allowlist')!.defect).toEqual(rate(3, 4));
    expect(a.warnings).toEqual([
      'the store ends in a torn line (a run killed mid-write); it was dropped',
      '1 rows repeat a trial already read (same scenario, profile, proposer and trial) and were not counted again',
    ]);
  });

  it('reads a store whose last line lacks only its newline as torn, like readStore', async () => {
    const path = writeStore('no-newline', publishHeader(), publishRows());
    writeFileSync(path, readFileSync(path, 'utf8').slice(0, -1));
    expect((await aggregateStore(path)).rows).toBe(readStore(path).rows.length);
  });

  it('derives expectations for a scenario it has no definition of', async () => {
    const header = { ...publishHeader(), scenarios: { user_made: '0123456789abcdef' } };
    const rows = publishRows().map((r) => ({ ...r, scenario: 'user_made' }));
    const a = await aggregateStore(writeStore('unknown', header, rows));
    expect(a.warnings).toEqual(['scenario user_made: no definition given; its expectations are derived from the rows only']);
    const full = a.cells.find((c) => c.profile === 'full')!;
    expect([full.expectations, full.must_catch, full.problems]).toEqual(['derived', [], []]);
    const removed = a.cells.find((c) => c.profile === 'without-allowlist')!;
    expect([removed.expectations, removed.problems]).toEqual(['none', []]);
    const bad = await aggregateStore(writeStore('unknown-bad', header, rows.map((r) => (r.profile === 'full' && r.trial === 1 ? { ...r, ...unauthorized, verdict: 'defect' } : r))));
    expect(bad.cells.find((c) => c.profile === 'full')!.problems).toEqual([
      'unauthorized_effect escaped in 1/4 trials although no control is removed',
      'defect unauthorized_effect escaped in 1/4 trials under full',
    ]);
    expect(bad.ok).toBe(false);
  });

  it('leaves a cell with a trial that did not run unjudged, with the reason', async () => {
    const rows = publishRows().map((r) => (r.profile === 'without-allowlist' && r.trial === 2 ? { ...r, verdict: 'not_run' as const, detail: 'docker is not available' } : r));
    const a = await aggregateStore(writeStore('not-run', publishHeader(), rows));
    const cell = a.cells.find((c) => c.profile === 'without-allowlist')!;
    expect([cell.state, cell.problems, cell.note, cell.not_run, cell.defect]).toEqual(['not_run', [], 'docker is not available', 1, rate(3, 3)]);
    expect([a.not_run_cells, a.ok]).toEqual([1, true]);
  });

  it('counts what an errored trial spent in the cost per accepted result, outside the judged statistics', async () => {
    const spend = (usd: number, tokensIn: number) => ({ ...COST, tokens_in: tokensIn, tokens_out: 10, cost_usd: usd });
    const path = writeStore('errored-spend', publishHeader(), [
      row({ profile: 'full', trial: 0, verdict: 'accepted', cost: spend(0.01, 100) }),
      row({ profile: 'full', trial: 1, verdict: 'safe_stop', cost: spend(0.02, 200) }),
      // A provider that failed after answering: not judged, but its money is gone.
      row({ profile: 'full', trial: 2, verdict: 'error', status: 'error', detail: 'provider failure: gave up', error: { source: 'provider', message: 'gave up' }, cost: { ...ZERO, tokens_in: 300, tokens_out: 10, cost_usd: 0.03 } }),
      row({ profile: 'full', trial: 3, verdict: 'accepted', cost: spend(0.04, 400) }),
    ]);
    const aggregate = await aggregateStore(path);
    const full = aggregate.profiles.find((p) => p.name === 'full')!;
    // Statistics of the judged trials only; per accepted result: (0.01 + 0.02 + 0.04 + 0.03) / 2 accepted.
    expect([full.not_run, full.cost.cost_usd.total, full.cost.tokens_in.total]).toEqual([1, 0.01 + 0.02 + 0.04, 700]);
    expect(full.cost_per_accepted.cost_usd).toBeCloseTo(0.05, 12);
    expect(full.cost_per_accepted.tokens_in).toBe(500);
    expect(full.cost_per_accepted.tokens_out).toBe(20);
    expect(runTotalsMarkdown(aggregate).find((l) => l.startsWith('| full |'))).toBe('| full | 700 | 30 | $0.0700 | $0.0500 | 520 |');
  });

  it('refuses a row that is not a trial row, naming the line', async () => {
    const path = writeStore('bad-row', publishHeader(), publishRows());
    appendFileSync(path, `${JSON.stringify({ ...publishRows()[0], verdict: 'great' })}\n`);
    await expect(aggregateStore(path)).rejects.toThrow(StoreError);
    await expect(aggregateStore(path)).rejects.toThrow(/results\.jsonl:10: verdict:/);
  });

  it('refuses a store of another schema version', async () => {
    const path = writeStore('version', { ...publishHeader(), schema_version: 99 }, []);
    await expect(aggregateStore(path)).rejects.toThrow(/results schema version 99, this bench reads version 1/);
  });
});
