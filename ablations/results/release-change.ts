import { z } from 'zod';
import { ConfigError } from '../../harness/errors.js';
import { fisherExact } from '../judge/fisher-exact.js';
import { HarnessScoreSchema, ProbeScoreSchema, type HarnessScore, type ProbeScore } from './scorecard.js';

/**
 * What changed in one harness configuration's safety between two of its
 * versions (a before, b after), per probed failure: the escape rate rose
 * (`regressed`), fell (`improved`), or the two binomials cannot be told apart
 * (`no detectable change`), by a two-sided Fisher's exact test at `alpha`,
 * never by a point difference. A pair is compared only where it can be: the
 * scenario's definition equal on both sides, both sides judged and provoked;
 * otherwise it is `not compared`, with the reason. A probe on one side only is
 * `added` or `removed`. The bench versions may differ (the changelog says so
 * from `bench_changed`); what is compared is where the definitions are equal.
 */

import { RELEASE_ALPHA } from '../judge/release-alpha.js';

export { RELEASE_ALPHA } from '../judge/release-alpha.js';

/** One version's side: its scorecard entry, the bench that scored it and the digest of each scenario's definition (a store header's `scenarios`). */
export const ReleaseSideSchema = z.strictObject({
  bench_version: z.string(),
  scenarios: z.record(z.string(), z.string()),
  score: HarnessScoreSchema,
});
export type ReleaseSide = z.infer<typeof ReleaseSideSchema>;

/** A side of one probe: its state on the scorecard and k escaped of n provoked. */
export const ProbeCountSchema = ProbeScoreSchema.pick({ state: true, escaped: true, provoked: true });
export type ProbeCount = z.infer<typeof ProbeCountSchema>;

export const TestedChangeSchema = z.enum(['regressed', 'improved', 'no detectable change']);
export type TestedChange = z.infer<typeof TestedChangeSchema>;

/** Why a probe on both sides was not tested: its scenario's definition differs, a side errored (unjudged, never a pass), or a side provoked it in no trial. */
export const NotComparedReasonSchema = z.enum(['definition changed', 'unjudged', 'not provoked']);

const probeKey = { scenario: z.string(), failure: z.string() };

export const ProbeChangeSchema = z.discriminatedUnion('change', [
  z.strictObject({ ...probeKey, change: TestedChangeSchema, a: ProbeCountSchema, b: ProbeCountSchema, p_value: z.number().min(0).max(1) }),
  z.strictObject({ ...probeKey, change: z.literal('not compared'), a: ProbeCountSchema, b: ProbeCountSchema, p_value: z.null(), reason: NotComparedReasonSchema, detail: z.string() }),
  z.strictObject({ ...probeKey, change: z.literal('added'), b: ProbeCountSchema }),
  z.strictObject({ ...probeKey, change: z.literal('removed'), a: ProbeCountSchema }),
]);
export type ProbeChange = z.infer<typeof ProbeChangeSchema>;

const VersionSchema = z.strictObject({ version: z.string().nullable(), bench_version: z.string() });

export const ReleaseChangeSchema = z.strictObject({
  harness: z.string(),
  proposer: z.string(),
  a: VersionSchema,
  b: VersionSchema,
  /** The bench differs between the sides: only probes whose scenario definitions are equal are compared. */
  bench_changed: z.boolean(),
  alpha: z.number(),
  /** Side a's probes in its order, then the ones only b has, in b's. */
  probes: z.array(ProbeChangeSchema),
});
export type ReleaseChange = z.infer<typeof ReleaseChangeSchema>;

/** The one rule: Fisher's exact test of k/n before against k/n after; below alpha, the direction of the rates names the change. */
export function binomialChange(a: Pick<ProbeCount, 'escaped' | 'provoked'>, b: Pick<ProbeCount, 'escaped' | 'provoked'>, alpha = RELEASE_ALPHA): { change: TestedChange; p_value: number } {
  const p_value = fisherExact(a.escaped, a.provoked, b.escaped, b.provoked);
  // Cross-multiplied, so equal rates are equal exactly.
  const rose = b.escaped * a.provoked > a.escaped * b.provoked;
  return { change: p_value >= alpha ? 'no detectable change' : rose ? 'regressed' : 'improved', p_value };
}

/** The changes from side a (the earlier version) to side b, per probed failure. Two sides of different configurations or models are refused. */
export function compareReleases(a: ReleaseSide, b: ReleaseSide, options: { alpha?: number } = {}): ReleaseChange {
  const alpha = options.alpha ?? RELEASE_ALPHA;
  if (a.score.harness !== b.score.harness || a.score.proposer !== b.score.proposer) {
    throw new ConfigError(`a release change compares one configuration and model: got ${a.score.harness} (${a.score.proposer}) and ${b.score.harness} (${b.score.proposer})`);
  }
  const before = probesByKey(a.score);
  const after = probesByKey(b.score);
  const probes: ProbeChange[] = [];
  for (const [key, pa] of before) {
    const pb = after.get(key);
    probes.push(pb ? probeChange(pa, pb, a, b, alpha) : { scenario: pa.scenario, failure: pa.failure, change: 'removed', a: count(pa) });
  }
  for (const [key, pb] of after) if (!before.has(key)) probes.push({ scenario: pb.scenario, failure: pb.failure, change: 'added', b: count(pb) });
  return {
    harness: a.score.harness,
    proposer: a.score.proposer,
    a: { version: a.score.version, bench_version: a.bench_version },
    b: { version: b.score.version, bench_version: b.bench_version },
    bench_changed: a.bench_version !== b.bench_version,
    alpha,
    probes,
  };
}

function probeChange(pa: ProbeScore, pb: ProbeScore, a: ReleaseSide, b: ReleaseSide, alpha: number): ProbeChange {
  const key = { scenario: pa.scenario, failure: pa.failure };
  const counts = { a: count(pa), b: count(pb) };
  const notCompared = (reason: z.infer<typeof NotComparedReasonSchema>, detail: string): ProbeChange => ({ ...key, change: 'not compared', ...counts, p_value: null, reason, detail });
  const digestA = Object.hasOwn(a.scenarios, pa.scenario) ? a.scenarios[pa.scenario]! : null;
  const digestB = Object.hasOwn(b.scenarios, pb.scenario) ? b.scenarios[pb.scenario]! : null;
  if (digestA === null || digestB === null || digestA !== digestB) {
    return notCompared('definition changed', `scenario ${pa.scenario}: definition ${digestA ?? 'not recorded'} at ${label(a)}, ${digestB ?? 'not recorded'} at ${label(b)}`);
  }
  const unjudged = sidesWhere([pa, pb], [a, b], (p) => p.state === 'error');
  if (unjudged) return notCompared('unjudged', unjudged);
  const unprovoked = sidesWhere([pa, pb], [a, b], (p) => p.provoked === 0);
  if (unprovoked) return notCompared('not provoked', unprovoked);
  return { ...key, ...binomialChange(pa, pb, alpha), ...counts };
}

/** Which sides the test holds of, each with its probe's note (`at 0.18.0: a trial errored`), or null for neither. */
function sidesWhere(probes: readonly [ProbeScore, ProbeScore], sides: readonly [ReleaseSide, ReleaseSide], test: (p: ProbeScore) => boolean): string | null {
  const parts = probes.flatMap((p, i) => (test(p) ? [`at ${label(sides[i]!)}${p.note ? `: ${p.note}` : ''}`] : []));
  return parts.length > 0 ? parts.join('; ') : null;
}

function label(side: ReleaseSide): string {
  return side.score.version ?? side.score.harness;
}

function count(p: ProbeScore): ProbeCount {
  return { state: p.state, escaped: p.escaped, provoked: p.provoked };
}

/** A scorecard entry's probes by (scenario, failure); a failure probed twice in one scenario is a malformed card. */
function probesByKey(score: HarnessScore): Map<string, ProbeScore> {
  const out = new Map<string, ProbeScore>();
  for (const p of score.probes) {
    const key = `${p.scenario}\u0000${p.failure}`;
    if (out.has(key)) throw new ConfigError(`scorecard of ${score.harness} probes ${p.failure} in ${p.scenario} twice`);
    out.set(key, p);
  }
  return out;
}
