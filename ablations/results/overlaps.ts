import { offControls, type Profile } from '../../harness/profile.js';
import type { TrialRow } from './store.js';

/**
 * A failure that two controls share, seen by removing them one at a time and
 * together:
 * - `backup`: it escapes only when both are removed (either control alone catches it);
 * - `joint`: it escapes when either is removed (it takes both to catch it).
 */
export interface Overlap {
  scenario: string;
  failure: string;
  controls: [string, string];
  kind: 'backup' | 'joint';
  /** Share of judged trials in which the failure escaped: without both, without the first, without the second. */
  rates: { both: number; first: number; second: number };
}

/** Escapes per profile of one scenario: failure -> trials it escaped in, over judged trials. */
interface Tally {
  trials: number;
  escapes: Map<string, number>;
}

/**
 * The overlaps in a run that holds, for each pair of removed controls, the
 * cells without each of them alone too. Cells with no judged trial (not run,
 * errored) and pairs whose single removals are missing are left out: an
 * overlap is only claimed from three judged cells.
 */
export function findOverlaps(rows: readonly Pick<TrialRow, 'scenario' | 'profile' | 'verdict' | 'escaped'>[], profiles: readonly Profile[]): Overlap[] {
  const tallies = new Map<string, Map<string, Tally>>();
  for (const row of rows) {
    if (row.verdict === 'not_run' || row.verdict === 'error') continue;
    let byProfile = tallies.get(row.scenario);
    if (byProfile === undefined) tallies.set(row.scenario, (byProfile = new Map()));
    let tally = byProfile.get(row.profile);
    if (tally === undefined) byProfile.set(row.profile, (tally = { trials: 0, escapes: new Map() }));
    tally.trials++;
    for (const failure of new Set(row.escaped)) tally.escapes.set(failure, (tally.escapes.get(failure) ?? 0) + 1);
  }
  const singles = new Map<string, Profile>();
  const pairs: { profile: Profile; off: [string, string] }[] = [];
  for (const profile of profiles) {
    const off = offControls(profile);
    if (off.length === 1) singles.set(off[0]!, profile);
    if (off.length === 2) pairs.push({ profile, off: [off[0]!, off[1]!] });
  }
  const rate = (t: Tally, f: string) => (t.escapes.get(f) ?? 0) / t.trials;
  const overlaps: Overlap[] = [];
  for (const [scenario, byProfile] of tallies) {
    for (const { profile, off } of pairs) {
      const both = byProfile.get(profile.name);
      const first = byProfile.get(singles.get(off[0])?.name ?? '');
      const second = byProfile.get(singles.get(off[1])?.name ?? '');
      if (both === undefined || first === undefined || second === undefined) continue;
      for (const failure of [...both.escapes.keys()].sort()) {
        const rates = { both: rate(both, failure), first: rate(first, failure), second: rate(second, failure) };
        if (rates.first === 0 && rates.second === 0) overlaps.push({ scenario, failure, controls: off, kind: 'backup', rates });
        else if (rates.first > 0 && rates.second > 0) overlaps.push({ scenario, failure, controls: off, kind: 'joint', rates });
      }
    }
  }
  return overlaps;
}
