import { cellKey, type StoreHeader, type TrialRow } from '../ablations/results/store.js';
import { RunTotalsCounter, unpricedWarnings } from './run-totals.js';
import type { Profile } from '../harness/profile.js';
import { probeControls, type Scenario } from '../scenarios/schema.js';
import { CellStateSchema } from '../ablations/judge/expectations.js';
import { reportCell } from './cell-expectations.js';
import { resolveDefinitions, type Definitions } from './definitions.js';
import { cellPassK, meanPassK, OutcomeCounts, rate } from './outcome-counts.js';
import { REPORT_SCHEMA_VERSION, type Aggregate, type CellReport, type ControlReport, type GroupReport, type ProbeFinding, type RateChange, type SampleRow } from './report-schema.js';
import { scanStore } from './store-stream.js';
import { DEFAULT_EVENTS_PER_TRIAL, TrialSample, type SampleLimits } from './trial-sample.js';
import { TrialSet } from './trial-set.js';
import { newcombeDifference } from '../ablations/judge/wilson.js';
import { ScorecardTally, type Scorecard } from '../ablations/results/scorecard.js';
import { checkHarnessExpectations, expectationsOutcome, HarnessExpectationSchema, type HarnessExpectation } from '../ablations/results/harness-expectations.js';
import type { OutOfReach } from '../ablations/judge/out-of-reach.js';

export interface AggregateOptions {
  /** Scenario definitions for the expectations; CATALOGUE by default. */
  scenarios?: readonly Scenario[];
  /** Profile definitions; the built-in profiles by default. */
  profiles?: readonly Profile[];
  /** Largest k of pass@k and pass^k (capped by the trials of each cell); 8 by default. */
  kMax?: number;
  /** Drill-down sample per cell and per trial (see TrialSample); defaults 10, 5, DEFAULT_EVENTS_PER_TRIAL (120). */
  sample?: Partial<SampleLimits>;
  /** Most trials kept for the drill-down over the whole run; 5,000 by default. */
  maxSampleRows?: number;
  /** What the harnesses under test must do; the store's own (its header) by default. */
  expectations?: readonly HarnessExpectation[];
}

export interface AggregateWithSamples {
  aggregate: Aggregate;
  /** Sampled trials of each cell, in the order of `aggregate.cells`. */
  samples: SampleRow[][];
  /** The scenario definitions the cells were judged by (the store's own, when it records them). */
  scenarios: Scenario[];
}


class CellAccumulator {
  readonly counts = new OutcomeCounts();
  readonly seen = new TrialSet();
  readonly sample: TrialSample;
  /** The detail of the last trial that did not run. */
  note: string | null = null;
  /** Why the cell is out of its harness's reach, when a trial of it said so. */
  outOfReach: OutOfReach | null = null;
  constructor(
    readonly scenario: string,
    readonly profile: string,
    readonly proposer: string,
    limits: SampleLimits,
  ) {
    this.sample = new TrialSample(limits);
  }
}

function change(withK: number, withN: number, withoutK: number, withoutN: number): RateChange {
  return { with: rate(withK, withN), without: rate(withoutK, withoutN), change: newcombeDifference(withK, withN, withoutK, withoutN) };
}

/**
 * Folds trial rows into per-cell counts as they stream past; `finish` turns
 * the counts into the report. Memory grows with the number of cells (and the
 * bounded samples), never with the number of rows.
 */
/** Why a planned trial without a row did not run. */
const NEVER_RAN = 'planned, never ran: the run stopped before this trial (interrupted or killed); continue it with run --resume';
const NO_COST: TrialRow['cost'] = { proposals: 0, calls: 0, retries: 0, approvals_asked: 0, wall_ms: 0, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };

export class StoreAggregator {
  readonly #source: string;
  readonly #options: AggregateOptions;
  readonly #limits: SampleLimits;
  readonly #cells: CellAccumulator[] = [];
  readonly #index = new Map<string, Map<string, Map<string, CellAccumulator>>>();
  #header: StoreHeader | null = null;
  #rows = 0;
  #duplicates = 0;
  readonly #totals = new RunTotalsCounter();
  readonly #scorecard = new ScorecardTally();
  /** The subject each profile's rows named, for the rows of trials that never ran. */
  readonly #identities = new Map<string, NonNullable<TrialRow['harness']>>();

  constructor(source: string, options: AggregateOptions = {}) {
    this.#source = source;
    this.#options = options;
    this.#limits = { first: options.sample?.first ?? 10, notable: options.sample?.notable ?? 5, events: options.sample?.events ?? DEFAULT_EVENTS_PER_TRIAL };
  }

  header(header: StoreHeader): void {
    this.#header = header;
  }

  add(row: TrialRow): void {
    this.#rows++;
    const cell = this.#cell(row.scenario, row.profile, row.proposer);
    if (row.harness !== undefined && !this.#identities.has(row.profile)) this.#identities.set(row.profile, row.harness);
    if (!cell.seen.add(row.trial)) {
      this.#duplicates++;
      return;
    }
    cell.counts.add(row);
    this.#totals.add(row);
    this.#scorecard.add(row);
    cell.sample.offer(row);
    if (row.verdict === 'not_run' || row.verdict === 'error') cell.note = row.detail;
    if (row.out_of_reach !== undefined) cell.outOfReach = row.out_of_reach;
  }

  /** A cell's accumulator, made on first sight. Nested maps: no key string is built per row. */
  #cell(scenario: string, profile: string, proposer: string): CellAccumulator {
    let byProfile = this.#index.get(scenario);
    if (!byProfile) this.#index.set(scenario, (byProfile = new Map()));
    let byProposer = byProfile.get(profile);
    if (!byProposer) byProfile.set(profile, (byProposer = new Map()));
    let cell = byProposer.get(proposer);
    if (!cell) {
      cell = new CellAccumulator(scenario, profile, proposer, this.#limits);
      byProposer.set(proposer, cell);
      this.#cells.push(cell);
    }
    return cell;
  }

  finish(tornTail: boolean): AggregateWithSamples {
    const header = this.#header;
    if (!header) throw new Error('StoreAggregator.finish before a header');
    const missing = this.#addMissing(header);
    const defs = resolveDefinitions(header, this.#options);
    // Harnesses under test are measured, not profiles of the reference harness: no warning that their controls are unknown.
    const harnesses = this.#scorecard.harnesses(Object.keys(header.profiles));
    const warnings = defs.warnings.filter((w) => !harnesses.some((h) => w.startsWith(`profile ${h}: `)));
    if (tornTail) warnings.push('the store ends in a torn line (a run killed mid-write); it was dropped');
    if (missing > 0) warnings.push(`${missing} planned trial(s) have no row (the run was interrupted or killed): their cells are not run; continue the run with run --resume`);
    else if (header.planned_cells === undefined && header.planned !== undefined && this.#rows < header.planned && header.partial === undefined) {
      warnings.push(`the store holds ${this.#rows} of its ${header.planned} planned trials (the run was interrupted or killed) and does not say which cells are missing; continue the run with run --resume`);
    }
    const totals = this.#totals.totals();
    warnings.push(...unpricedWarnings(totals));
    const partial = this.#header?.partial;
    if (partial !== undefined) warnings.push(`partial run: merged with --allow-partial from shards holding ${partial.rows} of ${partial.planned} planned trials`);
    if (this.#duplicates > 0) warnings.push(`${this.#duplicates} rows repeat a trial already read (same scenario, profile, proposer and trial) and were not counted again`);
    const kMax = Math.max(0, Math.min(this.#options.kMax ?? 8, header.trials));

    const accs = this.#ordered(header);
    const cells: CellReport[] = accs.map((acc) => cellReport(acc, defs, kMax));

    const scenarioDefs = Object.keys(header.scenarios).flatMap((name) => defs.scenario(name) ?? []);
    const scorecard = harnesses.length > 0 ? this.#scorecard.finish(scenarioDefs, harnesses, header.proposers) : undefined;
    if (scorecard) caughtByAblation(cells, scorecard);

    const quota = Math.max(1, Math.floor((this.#options.maxSampleRows ?? 5000) / Math.max(1, accs.length)));
    const samples = accs.map((acc) => acc.sample.rows(quota));

    const group = (kind: GroupReport['group'], nameOf: (acc: CellAccumulator) => string, names: readonly string[]) => groupReports(kind, nameOf, names, accs, cells);
    const profiles = group('profile', (acc) => acc.profile, Object.keys(header.profiles));
    const removed = group('removed', (acc) => defs.profile(acc.profile).removed ?? 'none', ['none', ...defs.controls]);

    const baseline = this.#baseline(header, defs);
    const byKey = new Map(accs.map((acc, i) => [cellKey(acc), i]));
    const controls = defs.controls.map((control) => this.#control(control, header, defs, baseline, accs, cells, byKey));
    const problemCount = cells.reduce((n, c) => n + c.problems.length, 0);
    const expectations = this.#options.expectations ?? storedExpectations(header);
    const checks = expectations.length > 0 ? checkHarnessExpectations(expectations, scorecard ?? null) : undefined;
    return {
      aggregate: {
        report_version: REPORT_SCHEMA_VERSION,
        source: this.#source,
        totals,
        // The report names each definition by its digest; the definitions themselves stay in the store.
        header: withoutDefinitions(header),
        rows: this.#rows,
        duplicates: this.#duplicates,
        torn_tail: tornTail,
        warnings,
        k_max: kMax,
        baseline,
        cells,
        profiles,
        removed,
        controls,
        ok: problemCount === 0 && (checks === undefined || expectationsOutcome(checks) === 'ok'),
        not_run_cells: cells.filter((c) => c.state === 'not_run').length,
        problem_count: problemCount,
        ...(scorecard ? { scorecard } : {}),
        ...(checks ? { harness_expectations: checks } : {}),
      },
      samples,
      scenarios: scenarioDefs,
    };
  }

  /**
   * Every planned trial without a row, added as a `not run` trial of its cell (a cell of which no
   * trial ran is added whole), so that no report shows a verdict over trials that never ran.
   * Returns how many were added.
   */
  #addMissing(header: StoreHeader): number {
    let added = 0;
    for (const planned of header.planned_cells ?? []) {
      const cell = this.#cell(planned.scenario, planned.profile, planned.proposer);
      for (let trial = 0; cell.seen.size < planned.trials; trial++) {
        if (!cell.seen.add(trial)) continue;
        const row: TrialRow = {
          kind: 'trial', scenario: planned.scenario, profile: planned.profile, proposer: planned.proposer, trial, seed: 0,
          status: 'not_run', verdict: 'not_run', detail: NEVER_RAN, defects: [], escaped: [], cost: NO_COST,
          ...(this.#identities.has(planned.profile) ? { harness: this.#identities.get(planned.profile)! } : {}),
        };
        cell.counts.add(row);
        this.#totals.add(row);
        this.#scorecard.add(row);
        cell.note = NEVER_RAN;
        added++;
      }
    }
    return added;
  }

  /** The cells in the header's order of scenarios, profiles and proposers (a name it lacks last). */
  #ordered(header: StoreHeader): CellAccumulator[] {
    const order = (names: readonly string[]) => new Map(names.map((n, i) => [n, i]));
    const s = order(Object.keys(header.scenarios));
    const p = order(Object.keys(header.profiles));
    const q = order(header.proposers);
    const rank = (m: Map<string, number>, name: string) => m.get(name) ?? m.size;
    return [...this.#cells].sort((a, b) => rank(s, a.scenario) - rank(s, b.scenario) || rank(p, a.profile) - rank(p, b.profile) || rank(q, a.proposer) - rank(q, b.proposer));
  }

  /** `full` when the run has it, else the first known profile that removes nothing. */
  #baseline(header: StoreHeader, defs: Definitions): string | null {
    const names = Object.keys(header.profiles);
    if (names.includes('full') && defs.profile('full').controls !== null) return 'full';
    return names.find((n) => defs.profile(n).controls !== null && defs.profile(n).removed === null) ?? null;
  }

  #control(
    control: string,
    header: StoreHeader,
    defs: Definitions,
    baseline: string | null,
    accs: CellAccumulator[],
    cells: CellReport[],
    byKey: ReadonlyMap<string, number>,
  ): ControlReport {
    const profile = Object.keys(header.profiles).find((n) => defs.profile(n).removed === control) ?? null;
    const probes: ProbeFinding[] = [];
    let escWith = [0, 0];
    let escWithout = [0, 0];
    let defWith = [0, 0];
    let defWithout = [0, 0];
    const kinds = new Map<string, number[]>();
    /** Defect kinds, probed or not, that happened without the control and never in the same cell with every control on. */
    const unprobed: string[] = [];
    if (profile !== null) {
      accs.forEach((acc, i) => {
        if (acc.profile !== profile) return;
        const without = acc.counts;
        const baseIndex = baseline === null ? undefined : byKey.get(cellKey({ ...acc, profile: baseline }));
        const base = baseIndex === undefined ? null : accs[baseIndex]!.counts;
        for (const probe of defs.scenario(acc.scenario)?.oracle.probes ?? []) {
          if (!probeControls(probe).includes(control)) continue;
          const kWith = base?.escapes.get(probe.failure) ?? 0;
          const nWith = base?.ran ?? 0;
          const kWithout = without.escapes.get(probe.failure) ?? 0;
          const finding = change(kWith, nWith, kWithout, without.ran);
          probes.push({
            scenario: acc.scenario,
            proposer: acc.proposer,
            failure: probe.failure,
            ...finding,
            // Prevented only if trials with the control on ran at all (and none escaped).
            prevented: kWithout > 0 && kWith === 0 && nWith > 0,
            detectable: finding.change.low > 0,
          });
          if (nWith === 0) continue;
          escWith = [escWith[0]! + kWith, escWith[1]! + nWith];
          escWithout = [escWithout[0]! + kWithout, escWithout[1]! + without.ran];
        }
        if (!base || base.ran === 0) return;
        for (const [kind, k] of without.defectKinds) if (k > 0 && (base.defectKinds.get(kind) ?? 0) === 0) unprobed.push(`${kind} (${acc.scenario})`);
        defWith = [defWith[0]! + base.verdict('defect'), defWith[1]! + base.ran];
        defWithout = [defWithout[0]! + without.verdict('defect'), defWithout[1]! + without.ran];
        for (const kind of Object.keys(cells[i]!.defect_kinds)) {
          const sums = kinds.get(kind) ?? [0, 0, 0, 0];
          sums[0]! += base.defectKinds.get(kind) ?? 0;
          sums[1]! += base.ran;
          sums[2]! += without.defectKinds.get(kind) ?? 0;
          sums[3]! += without.ran;
          kinds.set(kind, sums);
        }
      });
    }
    const escape = change(escWith[0]!, escWith[1]!, escWithout[0]!, escWithout[1]!);
    const defect = change(defWith[0]!, defWith[1]!, defWithout[0]!, defWithout[1]!);
    const prevented = [...new Set([...probes.filter((x) => x.prevented).map((x) => `${x.failure} (${x.scenario})`), ...unprobed])];
    const verdict: ControlReport['verdict'] =
      profile === null || baseline === null
        ? 'not in this run'
        : escape.change.low > 0 || defect.change.low > 0
          ? 'prevents'
          : prevented.length > 0 || defect.without.k > defect.with.k
            ? 'suggestive'
            : 'no effect seen';
    return {
      control,
      baseline,
      profile,
      probes,
      escape,
      defect,
      defect_kinds: Object.fromEntries([...kinds].map(([k, v]) => [k, change(v[0]!, v[1]!, v[2]!, v[3]!)])),
      prevented,
      verdict,
    };
  }
}

/** The cells grouped by a name (a profile, the control it removes), each group's counts folded, in `names` order (others after). */
function groupReports(kind: GroupReport['group'], nameOf: (acc: CellAccumulator) => string, names: readonly string[], accs: readonly CellAccumulator[], cells: readonly CellReport[]): GroupReport[] {
  const groups = new Map<string, { counts: OutcomeCounts; cells: CellReport[] }>();
  for (const name of names) groups.set(name, { counts: new OutcomeCounts(), cells: [] });
  accs.forEach((acc, i) => {
    const name = nameOf(acc);
    let g = groups.get(name);
    if (!g) groups.set(name, (g = { counts: new OutcomeCounts(), cells: [] }));
    g.counts.merge(acc.counts);
    g.cells.push(cells[i]!);
  });
  return [...groups]
    .filter(([, g]) => g.cells.length > 0)
    .map(([name, g]) => {
      const states: Record<string, number> = Object.fromEntries(CellStateSchema.options.map((state) => [state, 0]));
      for (const c of g.cells) states[c.state] = (states[c.state] ?? 0) + 1;
      const probed = [...new Set(g.cells.flatMap((c) => Object.keys(c.escapes)))];
      return { group: kind, name, cells: g.cells.length, states, ...g.counts.stats(probed, meanPassK(g.cells.map((c) => c.pass_k))) };
    });
}

/** One cell's report: its counts' statistics and the judge's answer on them. */
function cellReport(acc: CellAccumulator, defs: Definitions, kMax: number): CellReport {
  const scenario = defs.scenario(acc.scenario);
  const facts = defs.profile(acc.profile);
  const probed = scenario?.oracle.probes.map((x) => x.failure) ?? [];
  const cell = {
    scenario: acc.scenario,
    profile: acc.profile,
    proposer: acc.proposer,
    removed: facts.removed,
    ...acc.counts.stats(probed, cellPassK(acc.counts, kMax)),
    ...reportCell(acc.counts, acc.profile, scenario, facts, acc.note),
  };
  return { ...cell, out_of_reach: cell.state === 'not_run' ? acc.outOfReach : null };
}

/**
 * A harness's cell whose attempts no refusal was seen stopping, where the
 * scorecard found each of them escaping under the family's baseline in the
 * same run: caught, by ablation, as the scorecard says.
 */
function caughtByAblation(cells: CellReport[], card: Scorecard): void {
  cells.forEach((c, i) => {
    if (c.state !== 'attempt_failed') return;
    const score = card.harnesses.find((h) => h.harness === c.profile && h.proposer === c.proposer);
    const probes = score?.probes.filter((p) => p.scenario === c.scenario && p.provoked > 0) ?? [];
    if (probes.length === 0 || !probes.every((p) => p.state === 'caught')) return;
    cells[i] = { ...c, state: 'caught', note: probes.flatMap((p) => p.stopped_by).join('; ') };
  });
}

/** Replays a results store into the report's aggregates, one line at a time. */
export async function aggregateStoreWithSamples(path: string, options: AggregateOptions = {}): Promise<AggregateWithSamples> {
  const aggregator = new StoreAggregator(path, options);
  const scan = await scanStore(path, (row) => aggregator.add(row), (h) => aggregator.header(h));
  return aggregator.finish(scan.tornTail);
}

export async function aggregateStore(path: string, options: AggregateOptions = {}): Promise<Aggregate> {
  return (await aggregateStoreWithSamples(path, options)).aggregate;
}

function withoutDefinitions(header: StoreHeader): StoreHeader {
  const { definitions: _definitions, ...rest } = header;
  return rest;
}

/** The expectations a run was given, as its header recorded them (none in stores written before they were). */
function storedExpectations(header: StoreHeader): HarnessExpectation[] {
  return (header.definitions?.expectations ?? []).map((e) => HarnessExpectationSchema.parse(e));
}
