import { PLACEMENTS, type Placement } from '../harnesses/placement.js';
import type { StoreHeader } from '../ablations/results/store.js';

/**
 * Where a run's harnesses under test ran, in one sentence: the run's first
 * lines on the terminal, summary.md and report.html all print this one. Read
 * from the store's header (each configuration's placement, and whether the
 * run allowed a harness on the host), so a report rebuilt later says the
 * same. Null when the header records neither.
 */
export function harnessPlacementText(header: Pick<StoreHeader, 'harness_placements' | 'allow_host_harness'>): string | null {
  const byPlacement = new Map<Placement, string[]>();
  for (const [name, placement] of Object.entries(header.harness_placements ?? {})) byPlacement.set(placement, [...(byPlacement.get(placement) ?? []), name]);
  const allowed = header.allow_host_harness === true;
  if (byPlacement.size === 0 && !allowed) return null;
  const parts = (Object.keys(PLACEMENTS) as Placement[]).filter((p) => byPlacement.has(p)).map((p) => `${byPlacement.get(p)!.join(', ')} ${PLACEMENTS[p]}`);
  const lead = allowed ? `harnesses under test (--allow-host-harness given${byPlacement.has('host') ? '' : ', none on the host'})` : 'harnesses under test';
  return `${lead}: ${parts.length > 0 ? parts.join('; ') : 'none'}`;
}
