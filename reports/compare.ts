import { rate } from './outcome-counts.js';
import { cellKey } from '../ablations/results/store.js';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { canonicalJson } from '../harness/digest.js';
import { ConfigError } from '../harness/errors.js';
import { aggregateStore, type AggregateOptions } from './aggregate.js';
import type { ChangeVerdict, Comparison, MeasureChange, ProfileTally, RowChange } from './comparison-schema.js';
import { AggregateSchema, type Aggregate, type OutcomeStats, type Rate } from './report-schema.js';
import { newcombeDifference } from '../ablations/judge/wilson.js';

export interface CompareOptions extends AggregateOptions {
  /** Smallest change, in rate points (0..1), that counts; 0 by default. */
  threshold?: number;
  /** A changed scenario or profile definition is expected: its cells are compared but gate only under the baseline profile. */
  allowChanged?: boolean;
}

/**
 * The rule: a measure changed detectably when Newcombe's 95% interval for
 * b - a (built from the two Wilson intervals) lies entirely beyond the
 * threshold: above +threshold is a rise, below -threshold a fall. Whether a
 * rise is worse or better depends on the measure (defects: worse). With
 * threshold 0 this is a two-sided 95% test of equal proportions that, unlike
 * comparing the two Wilson intervals for overlap, does not need the
 * intervals to be disjoint (that rule is far more conservative).
 */
export function measureChange(measure: string, a: Rate, b: Rate, higherIsBetter: boolean, gates: boolean, threshold: number): MeasureChange {
  const change = newcombeDifference(a.k, a.n, b.k, b.n);
  const rose = a.n > 0 && b.n > 0 && change.low > threshold;
  const fell = a.n > 0 && b.n > 0 && change.high < -threshold;
  const verdict: ChangeVerdict = rose ? (higherIsBetter ? 'better' : 'worse') : fell ? (higherIsBetter ? 'worse' : 'better') : 'no detectable change';
  return { measure, higher_is_better: higherIsBetter, gates, a, b, change, verdict };
}

function rowVerdict(measures: readonly MeasureChange[]): ChangeVerdict {
  if (measures.some((m) => m.verdict === 'worse')) return 'worse';
  if (measures.some((m) => m.verdict === 'better')) return 'better';
  return 'no detectable change';
}

/** The measures compared for a cell or a group: acceptance, defects overall and by kind, false rejects. */
function outcomeMeasures(a: OutcomeStats, b: OutcomeStats, threshold: number): MeasureChange[] {
  const measures = [
    measureChange('accept', a.accept, b.accept, true, false, threshold),
    measureChange('defect', a.defect, b.defect, false, true, threshold),
    measureChange('false_reject', a.false_reject, b.false_reject, false, false, threshold),
  ];
  const kinds = new Set([...Object.keys(a.defect_kinds), ...Object.keys(b.defect_kinds)]);
  for (const kind of kinds) {
    // A kind one run never saw: zero of its trials, with the interval that goes with it.
    const ra = a.defect_kinds[kind] ?? rate(0, a.defect.n);
    const rb = b.defect_kinds[kind] ?? rate(0, b.defect.n);
    if (ra.k === 0 && rb.k === 0) continue;
    measures.push(measureChange(`defect:${kind}`, ra, rb, false, true, threshold));
  }
  return measures;
}

interface RowFields {
  scenario?: string;
  profile?: string;
  proposer?: string;
  control?: string;
  state_a?: RowChange['state_a'];
  state_b?: RowChange['state_b'];
  definition_changed?: boolean;
  gates?: boolean;
}

function row(label: string, fields: RowFields, measures: MeasureChange[]): RowChange {
  return {
    label,
    scenario: fields.scenario ?? null,
    profile: fields.profile ?? null,
    proposer: fields.proposer ?? null,
    control: fields.control ?? null,
    state_a: fields.state_a ?? null,
    state_b: fields.state_b ?? null,
    measures,
    verdict: rowVerdict(measures),
    definition_changed: fields.definition_changed ?? false,
    gates: fields.gates ?? true,
  };
}

/** Per profile, the cells' verdicts counted (rates stay per cell: pooling across scenarios mixes unlike things). */
function tallies(cells: readonly RowChange[], profileOf: (c: RowChange) => string): ProfileTally[] {
  const out = new Map<string, ProfileTally>();
  for (const c of cells) {
    const name = profileOf(c);
    const t = out.get(name) ?? { profile: name, compared: 0, worse: 0, better: 0, unchanged: 0 };
    t.compared++;
    if (c.verdict === 'worse') t.worse++;
    else if (c.verdict === 'better') t.better++;
    else t.unchanged++;
    out.set(name, t);
  }
  return [...out.values()];
}

function finish(partial: Omit<Comparison, 'worse' | 'better' | 'regressed'>): Comparison {
  return {
    ...partial,
    worse: partial.cells.filter((c) => c.verdict === 'worse').length,
    better: partial.cells.filter((c) => c.verdict === 'better').length,
    regressed: partial.cells.some((c) => c.gates && c.measures.some((m) => m.gates && m.verdict === 'worse')),
  };
}

/** A run folder or a results.jsonl path. */
export async function resolveStore(path: string): Promise<string> {
  try {
    return (await stat(path)).isDirectory() ? join(path, 'results.jsonl') : path;
  } catch {
    throw new ConfigError(`no results store at ${path}`);
  }
}

const cellLabel = (c: { scenario: string; profile: string; proposer: string }): string => `${c.scenario} × ${c.profile} × ${c.proposer}`;

/** Names whose recorded definition digest differs between the two headers. */
function changedNames(a: Record<string, string>, b: Record<string, string>): Set<string> {
  return new Set(Object.keys(a).filter((name) => b[name] !== undefined && b[name] !== a[name]));
}

export interface CompareAggregatesOptions {
  /** Smallest change that counts, in rate points (0..1). */
  threshold?: number;
  /** Let cells whose scenario or profile definition changed between the runs be worse without gating (they are compared and shown either way; under the baseline profile they always gate). */
  allowChanged?: boolean;
}

/**
 * Compares two aggregated runs cell by cell (matched by scenario, profile and
 * proposer). A scenario or profile whose definition changed between the runs
 * is listed first and its cells are compared, marked, and gate like any other
 * unless `allowChanged` says a change there is expected: they then gate only
 * under the baseline profile (a defect under `full` is a defect whatever
 * changed). The by-control rows are each run's own control figures, the ones
 * its summary shows.
 */
export function compareAggregates(a: Aggregate, b: Aggregate, labels: { a: string; b: string }, options: CompareAggregatesOptions | number = {}): Comparison {
  const { threshold = 0, allowChanged = false } = typeof options === 'number' ? { threshold: options } : options;
  const warnings: string[] = [];
  if (canonicalJson(a.header.proposers) !== canonicalJson(b.header.proposers)) warnings.push('the runs used different proposers');
  const changedScenarios = changedNames(a.header.scenarios, b.header.scenarios);
  const changedProfiles = changedNames(a.header.profiles, b.header.profiles);
  const baseline = a.baseline !== null && a.baseline === b.baseline && !changedProfiles.has(a.baseline) ? a.baseline : null;
  const bCells = new Map(b.cells.map((c) => [cellKey(c), c]));
  const aKeys = new Set(a.cells.map(cellKey));
  const cells: RowChange[] = [];
  const touched = new Map<string, number>();
  for (const ca of a.cells) {
    const cb = bCells.get(cellKey(ca));
    if (!cb) continue;
    const changed = changedScenarios.has(ca.scenario) || changedProfiles.has(ca.profile);
    if (changedScenarios.has(ca.scenario)) touched.set(`scenario\u0000${ca.scenario}`, (touched.get(`scenario\u0000${ca.scenario}`) ?? 0) + 1);
    if (changedProfiles.has(ca.profile)) touched.set(`profile\u0000${ca.profile}`, (touched.get(`profile\u0000${ca.profile}`) ?? 0) + 1);
    cells.push(
      row(
        cellLabel(ca),
        { scenario: ca.scenario, profile: ca.profile, proposer: ca.proposer, state_a: ca.state, state_b: cb.state, definition_changed: changed, gates: !changed || !allowChanged || ca.profile === baseline },
        outcomeMeasures(ca, cb, threshold),
      ),
    );
  }
  const changed = [
    ...[...changedScenarios].map((name) => ({ kind: 'scenario' as const, name, cells: touched.get(`scenario\u0000${name}`) ?? 0, gates: !allowChanged })),
    ...[...changedProfiles].map((name) => ({ kind: 'profile' as const, name, cells: touched.get(`profile\u0000${name}`) ?? 0, gates: !allowChanged })),
  ];
  const bControls = new Map(b.controls.map((c) => [c.control, c]));
  const controls = a.controls.flatMap((ca) => {
    const cb = bControls.get(ca.control);
    if (!cb || ca.profile === null || cb.profile === null) return [];
    const definitionChanged = changedProfiles.has(ca.profile) || [...ca.probes, ...cb.probes].some((p) => changedScenarios.has(p.scenario));
    return [
      row(ca.control, { control: ca.control, profile: ca.profile, definition_changed: definitionChanged, gates: false }, [
        measureChange(`escape with control:${ca.control}`, ca.escape.with, cb.escape.with, false, false, threshold),
        measureChange(`escape without control:${ca.control}`, ca.escape.without, cb.escape.without, false, false, threshold),
        measureChange(`defect without control:${ca.control}`, ca.defect.without, cb.defect.without, false, false, threshold),
      ]),
    ];
  });
  return finish({
    mode: 'runs',
    a: { label: labels.a, source: a.source },
    b: { label: labels.b, source: b.source },
    threshold,
    cells,
    profiles: tallies(cells, (c) => c.profile!),
    controls,
    changed,
    only_in_a: a.cells.filter((c) => !bCells.has(cellKey(c))).map(cellLabel),
    only_in_b: b.cells.filter((c) => !aKeys.has(cellKey(c))).map(cellLabel),
    warnings,
  });
}

/**
 * A run's aggregate as its summary shows it: the folder's summary.json when it
 * was written from this very store (same header, same row count), since it was
 * judged with the run's own definitions (scenario files included); otherwise
 * the store aggregated here, judged by the definitions the store records.
 */
async function runAggregate(path: string, options: CompareOptions): Promise<Aggregate> {
  const store = await resolveStore(path);
  const fresh = await aggregateStore(store, options);
  if (options.scenarios !== undefined || options.profiles !== undefined) return fresh;
  try {
    const saved = AggregateSchema.safeParse(JSON.parse(await readFile(join(dirname(store), 'summary.json'), 'utf8')));
    if (saved.success && saved.data.rows === fresh.rows && canonicalJson(saved.data.header) === canonicalJson(fresh.header)) return saved.data;
  } catch {
    /* no summary.json: the fresh aggregate it is */
  }
  return fresh;
}

/** Compares two stores (run folders or results.jsonl paths): A is the reference, B the candidate. */
export async function compareRuns(a: string, b: string, options: CompareOptions = {}): Promise<Comparison> {
  const threshold = checkThreshold(options.threshold);
  const [aggA, aggB] = await Promise.all([runAggregate(a, options), runAggregate(b, options)]);
  return compareAggregates(aggA, aggB, { a, b }, { threshold, allowChanged: options.allowChanged ?? false });
}

/** Compares two profiles of one store, cell by cell (matched by scenario and proposer): is B worse than A? */
export async function compareProfiles(store: string, profileA: string, profileB: string, options: CompareOptions = {}): Promise<Comparison> {
  const threshold = checkThreshold(options.threshold);
  const agg = await runAggregate(store, options);
  for (const p of [profileA, profileB]) {
    if (!agg.profiles.some((g) => g.name === p)) throw new ConfigError(`profile ${JSON.stringify(p)} is not in ${store}; profiles: ${agg.profiles.map((g) => g.name).join(', ')}`);
  }
  const key = (c: { scenario: string; proposer: string }) => `${c.scenario}\u0000${c.proposer}`;
  const inA = agg.cells.filter((c) => c.profile === profileA);
  const inB = new Map(agg.cells.filter((c) => c.profile === profileB).map((c) => [key(c), c]));
  const aKeys = new Set(inA.map(key));
  const pair = `${profileA} → ${profileB}`;
  const cells = inA.flatMap((ca) => {
    const cb = inB.get(key(ca));
    return cb ? [row(`${ca.scenario} × ${ca.proposer}`, { scenario: ca.scenario, proposer: ca.proposer, profile: pair, state_a: ca.state, state_b: cb.state }, outcomeMeasures(ca, cb, threshold))] : [];
  });
  return finish({
    mode: 'profiles',
    a: { label: profileA, source: agg.source },
    b: { label: profileB, source: agg.source },
    threshold,
    cells,
    profiles: tallies(cells, () => pair),
    controls: [],
    changed: [],
    only_in_a: inA.filter((c) => !inB.has(key(c))).map((c) => `${c.scenario} × ${c.proposer}`),
    only_in_b: [...inB.values()].filter((c) => !aKeys.has(key(c))).map((c) => `${c.scenario} × ${c.proposer}`),
    warnings: agg.warnings,
  });
}

function checkThreshold(threshold: number | undefined): number {
  const t = threshold ?? 0;
  if (!Number.isFinite(t) || t < 0 || t >= 1) throw new ConfigError(`threshold must be a rate difference in [0, 1), got ${threshold}`);
  return t;
}
