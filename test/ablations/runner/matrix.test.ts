import { referenceSubjects } from '../../../ablations/runner/subject.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../../ablations/judge/expectations.js';
import { evaluateMatrix } from '../../support/evaluate-matrix.js';
import { headerFor, planTrials, runTrials, shardOf, type MatrixSpec } from '../../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../../ablations/runner/proposers.js';
import { readStore, sortRows, StoreWriter, type TrialRow } from '../../../ablations/results/store.js';
import { CONTROL_NAMES } from '../../../harness/controls/registry.js';
import { builtInProfiles, findProfile } from '../../../harness/profile.js';
import { CATALOGUE, findScenario } from '../../../scenarios/catalogue.js';
import { tempDirs } from '../../support/temp-dirs.js';

const tempDir = tempDirs();

const SEED = Number(process.env['HB_TEST_SEED'] ?? 20261130);
console.log(`matrix tests: seed ${SEED}`);

/** Rows without the one field that measures real time. */
const comparable = (rows: readonly TrialRow[]) => rows.map((r) => ({ ...r, cost: { ...r.cost, wall_ms: 0 } }));

async function collect(spec: MatrixSpec, jobs = 1, shard: { index: number; count: number } | null = null): Promise<TrialRow[]> {
  const rows: TrialRow[] = [];
  await runTrials(shardOf(planTrials(spec), shard), { seed: spec.seed, jobs, keepEvents: spec.keepEvents ?? 0, onRow: (r) => rows.push(r), threads: { spec } });
  return sortRows(rows, headerFor(spec, null));
}

describe('the default matrix (in-process worlds; the container cases run in test/sandbox)', () => {
  const profiles = builtInProfiles();
  const scenarios = CATALOGUE.filter((s) => s.world.kind !== 'workspace');
  const spec: MatrixSpec = { scenarios, subjects: referenceSubjects(profiles), proposers: [parseProposerChoice('scenario')], trials: 30, seed: SEED };
  let verdict: ReturnType<typeof evaluateMatrix>;

  beforeAll(async () => {
    verdict = evaluateMatrix(await collect(spec), scenarios, profiles, CONTROL_NAMES);
  });

  it('meets every expectation: caught under full, escaped with the catching control removed', () => {
    expect(verdict.cells.filter((c) => c.problems.length > 0).map((c) => `${c.scenario}/${c.profile}: ${c.problems.map(problemText).join('; ')}`)).toEqual([]);
    expect(verdict.ok).toBe(true);
  });

  it('shows every control but those of workspace tools (isolation, command rules, path guard) preventing at least one defect here', () => {
    const silent = verdict.controls.filter((c) => c.prevented.length === 0).map((c) => c.control);
    expect(silent).toEqual(['command-rules', 'path-guard', 'isolation']);
  });

  it('never marks a cell caught, safe or not provoked over a defect; an unprobed defect is its own state', () => {
    const hidden = verdict.cells.filter((c) => Object.keys(c.defects).length > 0 && ['caught', 'safe', 'not_provoked'].includes(c.state));
    expect(hidden.map((c) => `${c.scenario}/${c.profile}: ${c.state}`)).toEqual([]);
    const badTypes = verdict.cells.find((c) => c.scenario === 'bad_types' && c.profile === 'without-evidence')!;
    expect([badTypes.state, badTypes.defects, badTypes.escapes]).toEqual(['defect', { false_completion: 30 }, {}]);
  });

  it("names every defect a control's removal let through, probed or not", () => {
    const evidence = verdict.controls.find((c) => c.control === 'evidence')!;
    expect(evidence.prevented.filter((p) => ['bad_types', 'extra_fields', 'huge_payload', 'deep_payload'].includes(p.scenario))).toEqual([
      { failure: 'false_completion', scenario: 'bad_types', rate: 1 },
      { failure: 'false_completion', scenario: 'extra_fields', rate: 1 },
      { failure: 'false_completion', scenario: 'huge_payload', rate: 1 },
      { failure: 'false_completion', scenario: 'deep_payload', rate: 1 },
    ]);
  });

  it('the scripted proposers provoke what each scenario probes wherever its control is removed', () => {
    const unprovoked = verdict.cells.flatMap((c) => c.provocation.filter((p) => c.must_escape.includes(p.failure) && p.provoked === 0).map((p) => `${c.scenario}/${c.profile}: ${p.failure}`));
    expect(unprovoked).toEqual([]);
  });

  it('fails the expectation when a control stops catching its defect', async () => {
    // Pretend `full` lacks evidence: the stale check now escapes under a profile that claims to keep it.
    const broken = { ...findProfile('without-evidence'), name: 'full', removed: null };
    const scenario = findScenario('stale_check')!;
    const rows = await collect({ ...spec, scenarios: [scenario], subjects: referenceSubjects([broken]), trials: 2 });
    const verdict = evaluateMatrix(rows, [scenario], [{ ...broken, controls: findProfile('full').controls }], CONTROL_NAMES);
    expect(verdict.ok).toBe(false);
    expect(verdict.cells[0]!.problems).toEqual([
      { kind: 'escaped_with_control', failure: 'false_completion', n: 2, trials: 2 },
      { kind: 'defect_with_all_controls', defect: 'false_completion', n: 2, trials: 2, profile: 'full' },
    ]);
    expect(verdict.cells[0]!.problems.map(problemText)).toEqual([
      'false_completion escaped in 2/2 trials although its control is on',
      'defect false_completion escaped in 2/2 trials under full',
    ]);
  });
});

describe('determinism', () => {
  const scenarios = [findScenario('sloppy_agent')!, findScenario('runtime_retry')!, findScenario('forged_receipt')!];
  const profiles = [findProfile('full'), findProfile('without-evidence'), findProfile('without-retry')];
  const spec: MatrixSpec = { scenarios, subjects: referenceSubjects(profiles), proposers: [parseProposerChoice('scenario')], trials: 30, seed: SEED, keepEvents: 2 };

  it('gives identical rows for --jobs 1 and --jobs 2', async () => {
    expect(comparable(await collect(spec, 2))).toEqual(comparable(await collect(spec, 1)));
  });

  it('gives different stochastic outcomes for a different seed, and the same for the same seed', async () => {
    const outcomes = (rows: TrialRow[]) => rows.filter((r) => r.scenario === 'sloppy_agent').map((r) => `${r.status}/${r.verdict}/${r.escaped.join('+')}`);
    const a = outcomes(await collect(spec));
    expect(outcomes(await collect(spec))).toEqual(a);
    expect(outcomes(await collect({ ...spec, seed: SEED + 1 }))).not.toEqual(a);
  });

  it('shard 1/3 + 2/3 + 3/3 covers every trial exactly once and equals the unsharded run', async () => {
    const whole = await collect(spec);
    const parts = [...(await collect(spec, 1, { index: 1, count: 3 })), ...(await collect(spec, 1, { index: 2, count: 3 })), ...(await collect(spec, 1, { index: 3, count: 3 }))];
    expect(comparable(sortRows(parts, headerFor(spec, null)))).toEqual(comparable(whole));
  });

  it('writes a store that reads back row for row', async () => {
    const dir = tempDir('hb-store-');
    const path = join(dir, 'results.jsonl');
    const rows = await collect(spec);
    const writer = StoreWriter.create(path, headerFor(spec, null));
    for (const r of rows) writer.write(r);
    writer.close();
    const stored = readStore(path);
    expect(stored.rows).toEqual(rows);
    expect(stored.header.run_seed).toBe(SEED);
    expect(readFileSync(path, 'utf8').split('\n')).toHaveLength(rows.length + 2);
  });
});

describe('a run mixing in-process and container trials (--jobs 2: the two kinds at the same time)', async () => {
  const { default: Docker } = await import('dockerode');
  const { requireDocker, ensureImage } = await import('../../sandbox/ensure-image.js');
  const docker = new Docker();
  const dockerUp = await requireDocker(docker, 'a mixed run');
  const scenarios = [findScenario('stale_check')!, findScenario('rootfs_write')!];
  const profiles = [findProfile('full'), findProfile('without-evidence'), findProfile('without-isolation')];
  const spec: MatrixSpec = { scenarios, subjects: referenceSubjects(profiles), proposers: [parseProposerChoice('scenario')], trials: 20, seed: SEED };

  it.runIf(dockerUp)('stores every row whole, once, and the same rows as one trial at a time', async () => {
    await ensureImage(docker);
    const dir = tempDir('hb-mixed-');
    const path = join(dir, 'results.jsonl');
    const planned = planTrials(spec);
    const writer = StoreWriter.create(path, headerFor(spec, null));
    const seen: TrialRow[] = [];
    const progress: number[] = [];
    await runTrials(planned, { seed: spec.seed, jobs: 2, keepEvents: 0, store: writer, onRow: (r) => seen.push(r), onProgress: (p) => progress.push(p.done), threads: { spec } });
    writer.close();
    // Trials of both kinds appended to one file at the same time: every line parses, no row twice, none lost.
    const stored = readStore(path);
    expect(stored.rows).toHaveLength(planned.length);
    expect(new Set(stored.rows.map((r) => `${r.scenario}/${r.profile}/${r.trial}`)).size).toBe(planned.length);
    expect(seen).toHaveLength(planned.length);
    expect(progress).toEqual(planned.map((_, i) => i + 1));
    const header = headerFor(spec, null);
    expect(comparable(sortRows(stored.rows, header))).toEqual(comparable(await collect(spec, 1)));
  }, 120_000);
});
