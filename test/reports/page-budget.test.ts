import { describe, expect, it } from 'vitest';
import type { SampleRow } from '../../reports/report-schema.js';
import { budgetSamples, MIN_FIRST_TIMELINE_EVENTS, MIN_PAGE_STDERR_BYTES, roundForPage } from '../../reports/page-budget.js';
import { PAGE_STDERR_BYTES, TrialSample } from '../../reports/trial-sample.js';
import type { TrialRow } from '../../ablations/results/store.js';

const COST = { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 1.23456789, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };
function row(trial: number, events: number, defect = false): SampleRow {
  return {
    kind: 'trial', scenario: 's', profile: 'p', proposer: 'scenario', trial, seed: trial, status: 'complete', detail: '', verdict: defect ? 'defect' : 'accepted',
    defects: defect ? [{ kind: 'false_completion', note: 'n' }] : [], escaped: defect ? ['false_completion'] : [], cost: COST,
    events: Array.from({ length: events }, (_, seq) => ({ seq, t: seq * 0.5, type: 'tool_output', output: 'x'.repeat(100) })),
  } as SampleRow;
}

describe('the page size budget', () => {
  it('leaves a sample under the budget as it is (numbers to four significant digits)', () => {
    const samples = [[row(0, 3), row(1, 3)]];
    const out = budgetSamples(samples, { sampleBytes: 100_000 });
    expect(out.note).toBe('');
    expect(out.samples[0]!.map((r) => r.events!.length)).toEqual([3, 3]);
    expect(out.samples[0]![0]!.cost.wall_ms).toBe(1.235);
    expect(roundForPage({ a: 0.123456, b: 7, c: [1 / 3] })).toEqual({ a: 0.1235, b: 7, c: [0.3333] });
  });

  it('cuts in order, keeps the first and the notable trials, counts what it dropped, and ends under the budget', () => {
    const cells = Array.from({ length: 20 }, () => [row(0, 50), row(1, 50), row(2, 50), row(3, 50, true), row(4, 50)]);
    const out = budgetSamples(cells, { sampleBytes: 40_000 });
    expect(JSON.stringify(out.samples).length).toBeLessThanOrEqual(40_000);
    expect(out.samples[0]!.map((r) => r.trial)).toEqual([0, 1, 3]);
    const first = out.samples[0]![0]!;
    expect(first.events!.length + first.events_dropped!).toBe(50);
    expect(out.samples[0]![1]!.events).toBeUndefined();
    expect(out.samples[0]![1]!.events_dropped).toBe(50);
    expect(out.note).toBe(
      `To keep this page under its size budget, timelines are kept for the first two trials of each cell; at most three trials per cell (the first two and the first notable one), one with its timeline; each timeline cut to its first events (at least ${first.events!.length}).`,
    );
  });

  it("never cuts a cell's first timeline below its first events, whatever the budget, and leaves out what the page never shows", () => {
    const cells = Array.from({ length: 20 }, () => [{ ...row(0, 50), state: { config_valid: true }, harness: { name: 'full', version: 'reference@1', digest: 'd', placement: 'in-process' } } as SampleRow, row(1, 50)]);
    const out = budgetSamples(cells, { sampleBytes: 1_000 });
    expect(MIN_FIRST_TIMELINE_EVENTS).toBe(5);
    expect(out.samples.map((list) => list.map((r) => [r.trial, r.events?.length ?? null, r.events_dropped ?? null]))).toEqual(cells.map(() => [[0, 5, 45], [1, null, 50]]));
    expect(out.samples[0]![0]!.events!.map((e) => e['seq'])).toEqual([0, 1, 2, 3, 4]);
    expect(out.samples.flat().filter((r) => 'state' in r || 'harness' in r)).toEqual([]);
    expect(out.note).toBe(
      'To keep this page under its size budget, timelines are kept for the first two trials of each cell; at most three trials per cell (the first two and the first notable one), one with its timeline; each timeline cut to its first events (at least 5).',
    );
  });

  it("embeds the last 4 KiB of a trial's harness stderr, leaves it out with its timeline, and cuts it to half its trial's share", () => {
    const sample = new TrialSample({ first: 10, notable: 5, events: 120 });
    // 5,005 bytes, of which the store left out 100 before them.
    for (const trial of [0, 1, 2]) sample.offer({ ...row(trial, 50), harness_stderr: { tail: `${'x'.repeat(5_000)}\nend\n`, cut_bytes: 100 } } as TrialRow);
    expect(PAGE_STDERR_BYTES).toBe(4_096);
    expect(sample.rows().map((r) => r.harness_stderr)).toEqual([0, 1, 2].map(() => ({ tail: `${'x'.repeat(4_091)}\nend\n`, cut_bytes: 1_009 })));
    const stderrOf = (list: SampleRow[]) => list.map((r) => [r.trial, r.harness_stderr?.tail.length ?? null, r.harness_stderr?.cut_bytes ?? null, r.harness_stderr_dropped ?? null]);
    // Room for every timeline of the first two trials: the third's stderr goes with its timeline.
    const roomy = budgetSamples([sample.rows()], { sampleBytes: 30_000 });
    expect(stderrOf(roomy.samples[0]!)).toEqual([[0, 4_096, 1_009, null], [1, 4_096, 1_009, null], [2, null, null, true]]);
    // Twenty cells in 60,000 bytes: each first trial's stderr is cut to its last bytes, the others' go.
    const tight = budgetSamples(Array.from({ length: 20 }, () => sample.rows()), { sampleBytes: 60_000 });
    expect(JSON.stringify(tight.samples).length).toBeLessThanOrEqual(60_000);
    const first = tight.samples[0]![0]!;
    expect(stderrOf(tight.samples[0]!)).toEqual([[0, first.harness_stderr!.tail.length, 5_105 - first.harness_stderr!.tail.length, null], [1, null, null, true]]);
    expect(first.harness_stderr!.tail.length).toBeGreaterThanOrEqual(MIN_PAGE_STDERR_BYTES);
    expect(first.harness_stderr!.tail.endsWith('x\nend\n')).toBe(true);
    expect(tight.note).toBe(
      `To keep this page under its size budget, timelines are kept for the first two trials of each cell; at most three trials per cell (the first two and the first notable one), one with its timeline; each timeline cut to its first events (at least ${first.events!.length}) and each harness's stderr to its last bytes.`,
    );
    // With too little room, the stderr is left out, and the page says so.
    const none = budgetSamples(Array.from({ length: 20 }, () => sample.rows()), { sampleBytes: 1_000 });
    expect(stderrOf(none.samples[0]!)).toEqual([[0, null, null, true], [1, null, null, true]]);
  });

  it("a cell's sample keeps its first trial (the one with a stored timeline) even when its quota is one", () => {
    const sample = new TrialSample({ first: 10, notable: 5, events: 120 });
    for (const trial of [4, 3, 0, 2, 1]) sample.offer(row(trial, 3, trial === 3) as TrialRow);
    expect(sample.rows(1).map((r) => r.trial)).toEqual([0]);
    expect(sample.rows(2).map((r) => r.trial)).toEqual([0, 3]);
    expect(sample.rows(3).map((r) => r.trial)).toEqual([0, 1, 3]);
    expect(sample.rows().map((r) => r.trial)).toEqual([0, 1, 2, 3, 4]);
  });
});
