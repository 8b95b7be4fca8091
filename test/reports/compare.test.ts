import { referenceSubjects } from '../../ablations/runner/subject.js';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { headerFor } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import type { StoreHeader, TrialRow } from '../../ablations/results/store.js';
import { FULL, without } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { compareProfiles, compareRuns } from '../../reports/compare.js';
import { formatComparisonMarkdown, formatComparisonTable } from '../../reports/compare-format.js';
import { ComparisonSchema } from '../../reports/comparison-schema.js';
import { writeMatrixStore } from '../../reports/synthetic-store.js';
import { writeReports } from '../../reports/write-reports.js';
import { loadScenarioFile } from '../../scenarios/load.js';

const DIR = join('reports', 'out', 'test-compare');
const COST = { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 1, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };
const unauthorized = { defects: [{ kind: 'unauthorized_effect', note: 'publish applied' }], escaped: ['unauthorized_effect'] } satisfies Partial<TrialRow>;

const header = (): StoreHeader =>
  headerFor({ scenarios: [findScenario('publish')!], subjects: referenceSubjects([FULL, without('allowlist')]), proposers: [parseProposerChoice('scenario')], trials: 6, seed: 1 }, null);

function rows(fullDefects: number): TrialRow[] {
  const out: TrialRow[] = [];
  for (const profile of ['full', 'without-allowlist']) {
    for (let trial = 0; trial < 6; trial++) {
      const defect = profile === 'without-allowlist' || trial < fullDefects;
      out.push({
        kind: 'trial', scenario: 'publish', profile, proposer: 'scenario', trial, seed: trial, status: 'complete', detail: '',
        verdict: defect ? 'defect' : 'safe_stop', ...(defect ? unauthorized : { defects: [], escaped: [] }), cost: COST,
      });
    }
  }
  return out;
}

function store(name: string, trialRows: TrialRow[], head: StoreHeader = header()): string {
  mkdirSync(join(DIR, name), { recursive: true });
  writeFileSync(join(DIR, name, 'results.jsonl'), [head, ...trialRows].map((r) => `${JSON.stringify(r)}\n`).join(''));
  return join(DIR, name);
}

beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  store('a', rows(0));
  store('same', rows(0));
  store('worse', rows(6));
  store('one-worse', rows(1));
  // B edited the publish scenario: its recorded definition digest differs from A's.
  const edited = { ...header(), scenarios: { publish: 'edited0000000000' } };
  store('edited-same', rows(0), edited);
  store('edited-worse', rows(6), edited);
  // A's without-allowlist cell had no defects; B's (same definitions) has six.
  store('allowlist-clean', rows(0).map((r) => (r.profile === 'without-allowlist' ? { ...r, verdict: 'safe_stop' as const, defects: [], escaped: [] } : r)));
});

describe('compareRuns', () => {
  it('finds no change between two equal runs', async () => {
    const c = await compareRuns(join(DIR, 'a'), join(DIR, 'same'));
    expect(ComparisonSchema.safeParse(c).success).toBe(true);
    expect([c.regressed, c.worse, c.better, c.cells.length, c.only_in_a, c.only_in_b, c.warnings]).toEqual([false, 0, 0, 2, [], [], []]);
    expect(c.cells.every((x) => x.verdict === 'no detectable change')).toBe(true);
  });

  it('calls a rise from 0/6 to 6/6 defects under full a regression, with its interval', async () => {
    const c = await compareRuns(join(DIR, 'a'), join(DIR, 'worse'));
    expect(c.regressed).toBe(true);
    const cell = c.cells.find((x) => x.profile === 'full')!;
    expect(cell.verdict).toBe('worse');
    expect(cell.measures.filter((m) => m.verdict !== 'no detectable change').map((m) => [m.measure, m.verdict, m.a.k, m.b.k, Math.round(m.change.low * 1000) / 1000])).toEqual([
      ['defect', 'worse', 0, 6, 0.448],
      ['defect:unauthorized_effect', 'worse', 0, 6, 0.448],
    ]);
    expect(c.cells.find((x) => x.profile === 'without-allowlist')!.verdict).toBe('no detectable change');
    // The control now fails to show any effect: its failures escape with it on as often as without.
    expect(c.controls.map((x) => [x.label, x.measures.map((m) => m.verdict)])).toEqual([['allowlist', ['worse', 'no detectable change', 'no detectable change']]]);
  });

  it('does not call one defect in six a detectable change, and honours the threshold', async () => {
    expect((await compareRuns(join(DIR, 'a'), join(DIR, 'one-worse'))).regressed).toBe(false);
    // Newcombe's lower bound for 0/6 -> 6/6 is 0.448: a threshold of 0.5 is not exceeded, one of 0.4 is.
    expect((await compareRuns(join(DIR, 'a'), join(DIR, 'worse'), { threshold: 0.5 })).regressed).toBe(false);
    expect((await compareRuns(join(DIR, 'a'), join(DIR, 'worse'), { threshold: 0.4 })).regressed).toBe(true);
    await expect(compareRuns(join(DIR, 'a'), join(DIR, 'worse'), { threshold: 2 })).rejects.toThrow(/threshold must be a rate difference in \[0, 1\)/);
  });

  it('formats the comparison for a terminal and for a pull request', async () => {
    const c = await compareRuns(join(DIR, 'a'), join(DIR, 'worse'));
    const table = formatComparisonTable(c).split('\n');
    expect(table.slice(0, 7)).toEqual([
      `compare runs: A = ${join(DIR, 'a')}, B = ${join(DIR, 'worse')}, threshold 0.0 pts: REGRESSED: B is detectably worse on a defect rate`,
      'cells: 2 compared, 1 worse, 0 better, 1 with no detectable change',
      '',
      'Worse in B:',
      '  cell                       measure                     A           B             B − A [95%]                 gates',
      '  publish × full × scenario  defect                      0.0% (0/6)  100.0% (6/6)  +100.0 [+44.8, +100.0] pts  yes',
      '  publish × full × scenario  defect:unauthorized_effect  0.0% (0/6)  100.0% (6/6)  +100.0 [+44.8, +100.0] pts  yes',
    ]);
    const md = formatComparisonMarkdown(c).split('\n');
    expect(md[0]).toBe('## harness-bench compare: ❌ regressed');
    expect(md.slice(4, 9)).toEqual([
      '### Worse in B',
      '',
      '| cell | measure | A | B | B − A [95%] | gates |',
      '|---|---|---|---|---|---|',
      '| publish × full × scenario | defect | 0.0% (0/6) | 100.0% (6/6) | +100.0 [+44.8, +100.0] pts | yes |',
    ]);
    expect(md[9]).toBe('| publish × full × scenario | defect:unauthorized\\_effect | 0.0% (0/6) | 100.0% (6/6) | +100.0 [+44.8, +100.0] pts | yes |');
    // Per profile: counts of per-cell verdicts, no rate pooled across scenarios.
    expect(c.profiles).toEqual([
      { profile: 'full', compared: 1, worse: 1, better: 0, unchanged: 0 },
      { profile: 'without-allowlist', compared: 1, worse: 0, better: 0, unchanged: 1 },
    ]);
  });
});

describe('compareRuns with a changed definition', () => {
  it('names the changed scenario at the top, compares its cells, marked, and a worse one gates', async () => {
    // without-allowlist 0/6 -> 6/6 defects under an edited scenario: worse, and a regression by default.
    const c = await compareRuns(join(DIR, 'allowlist-clean'), join(DIR, 'edited-same'));
    expect(c.changed).toEqual([{ kind: 'scenario', name: 'publish', cells: 2, gates: true }]);
    expect(c.cells.map((x) => [x.profile, x.verdict, x.definition_changed, x.gates])).toEqual([
      ['full', 'no detectable change', true, true],
      ['without-allowlist', 'worse', true, true],
    ]);
    expect([c.regressed, c.only_in_a, c.only_in_b]).toEqual([true, [], []]);
    expect(formatComparisonTable(c).split('\n').slice(0, 3)).toEqual([
      `compare runs: A = ${join(DIR, 'allowlist-clean')}, B = ${join(DIR, 'edited-same')}, threshold 0.0 pts: REGRESSED: B is detectably worse on a defect rate`,
      '! scenario publish: its definition changed between A and B; its 2 cell(s) are compared below (marked *) and gate like any other (pass --allow-changed when the change is expected)',
      'cells: 2 compared, 1 worse, 0 better, 1 with no detectable change',
    ]);
    expect(formatComparisonMarkdown(c).split('\n')[4]).toBe('> **scenario publish: its definition changed between A and B; its 2 cell(s) are compared below (marked \\*) and gate like any other (pass --allow-changed when the change is expected)**  ');
  });

  it('with allowChanged: a worse cell of the changed scenario gates only under full', async () => {
    const allowed = await compareRuns(join(DIR, 'allowlist-clean'), join(DIR, 'edited-same'), { allowChanged: true });
    expect(allowed.cells.map((x) => [x.profile, x.verdict, x.definition_changed, x.gates])).toEqual([
      ['full', 'no detectable change', true, true],
      ['without-allowlist', 'worse', true, false],
    ]);
    expect(allowed.regressed).toBe(false);
    expect(allowed.changed[0]!.gates).toBe(false);
    // The same worsening with unchanged definitions is a regression.
    expect((await compareRuns(join(DIR, 'allowlist-clean'), join(DIR, 'a'))).regressed).toBe(true);
    // Under full, a defect is a regression whatever changed.
    const full = await compareRuns(join(DIR, 'a'), join(DIR, 'edited-worse'), { allowChanged: true });
    expect(full.regressed).toBe(true);
    expect(formatComparisonTable(full)).toContain('  publish × full × scenario *  defect ');
  });
});

describe('compareProfiles', () => {
  it('compares two profiles of one run cell by cell', async () => {
    const c = await compareProfiles(join(DIR, 'a'), 'full', 'without-allowlist');
    expect([c.mode, c.a.label, c.b.label, c.regressed, c.cells.map((x) => [x.label, x.state_a, x.state_b, x.verdict])]).toEqual([
      'profiles',
      'full',
      'without-allowlist',
      true,
      [['publish × scenario', 'caught', 'escaped', 'worse']],
    ]);
    expect(c.profiles).toEqual([{ profile: 'full → without-allowlist', compared: 1, worse: 1, better: 0, unchanged: 0 }]);
    await expect(compareProfiles(join(DIR, 'a'), 'full', 'nope')).rejects.toThrow(/profile "nope" is not in/);
  });
});

describe('compareRuns on real matrix runs', () => {
  it("shows each run's own by-control figures, the ones its summary shows, for a scenario from a file", async () => {
    const file = await loadScenarioFile('scenarios/examples/stale-check.yaml');
    const runs = ['file-a', 'file-b'].map((n) => join(DIR, n));
    for (const [i, dir] of runs.entries()) {
      await writeMatrixStore(join(dir, 'results.jsonl'), { trials: 3, seed: i + 1, scenarios: [file], profiles: [FULL, without('evidence')] });
      await writeReports(dir, { scenarios: [file] });
    }
    const summaryRow = readFileSync(join(runs[0]!, 'summary.md'), 'utf8').split('\n').find((l) => l.startsWith('| evidence |'))!;
    expect(summaryRow).toBe('| evidence | prevents | 100.0% [43.9%, 100.0%] (3/3) | 0.0% [0.0%, 56.1%] (0/3) | false\\_completion (example\\_stale\\_check) |');
    const c = await compareRuns(runs[0]!, runs[1]!);
    const evidence = c.controls.find((r) => r.control === 'evidence')!.measures.find((m) => m.measure.startsWith('escape without'))!;
    expect([evidence.a.k, evidence.a.n, evidence.b.k, evidence.b.n]).toEqual([3, 3, 3, 3]);
    // Without the summary, the store's own definitions know the file's scenario: the same figures.
    rmSync(join(runs[0]!, 'summary.json'));
    const bare = await compareRuns(runs[0]!, runs[1]!);
    const again = bare.controls.find((r) => r.control === 'evidence')!.measures.find((m) => m.measure.startsWith('escape without'))!;
    expect([again.a.k, again.a.n]).toEqual([3, 3]);
  });

  it('finds no regression between two runs of the same seed', async () => {
    await writeMatrixStore(join(DIR, 'real-a', 'results.jsonl'), { trials: 3 });
    await writeMatrixStore(join(DIR, 'real-b', 'results.jsonl'), { trials: 3 });
    const c = await compareRuns(join(DIR, 'real-a'), join(DIR, 'real-b', 'results.jsonl'));
    expect([c.regressed, c.worse, c.better, c.only_in_a, c.only_in_b]).toEqual([false, 0, 0, [], []]);
  });
});
