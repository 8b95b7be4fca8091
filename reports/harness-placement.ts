import type { StoreHeader } from '../ablations/results/store.js';

/**
 * Where a run's harnesses under test ran, in one sentence: the run's first
 * lines on the terminal, summary.md and report.html all print this one. Read
 * from the store's header (each configuration's placement, each placement in
 * the words the run's bench gave it, and whether the run allowed a harness on
 * the host), so a report rebuilt later says the same. Null when the header
 * records neither.
 */
export function harnessPlacementText(header: Pick<StoreHeader, 'harness_placements' | 'placement_words' | 'allow_host_harness'>): string | null {
  const byPlacement = new Map<string, string[]>();
  for (const [name, placement] of Object.entries(header.harness_placements ?? {})) byPlacement.set(placement, [...(byPlacement.get(placement) ?? []), name]);
  const allowed = header.allow_host_harness === true;
  if (byPlacement.size === 0 && !allowed) return null;
  // A store written before placements were kept in words: the name, and only `host` uncontained.
  const described = (placement: string) => header.placement_words?.[placement] ?? { words: `placed ${placement}`, contained: placement !== 'host' };
  // The contained first, as the run lists them, then those on the host.
  const placements = [...byPlacement.keys()].sort((a, b) => Number(!described(a).contained) - Number(!described(b).contained));
  const parts = placements.map((p) => `${byPlacement.get(p)!.join(', ')} ${described(p).words}`);
  const onHost = placements.some((p) => !described(p).contained);
  const lead = allowed ? `harnesses under test (--allow-host-harness given${onHost ? '' : ', none on the host'})` : 'harnesses under test';
  return `${lead}: ${parts.length > 0 ? parts.join('; ') : 'none'}`;
}
