/**
 * Where a harness runs, in words: `list harnesses`, the run's first line and
 * the reports say it. Every placement but `host` is a locked-down container
 * (network mode none, read-only root, no capabilities, a per-trial uid,
 * verified before it starts: docs/sandbox.md) that reaches the bench only
 * through the Unix sockets mounted into it.
 */
export const PLACEMENTS = {
  'own-container': 'each in a locked-down container of its own',
  container: "each inside its trial's workspace container (its own tools on)",
  host: 'on the host, NOT contained',
} as const;
export type Placement = keyof typeof PLACEMENTS;

/** The placements, as the configuration schema takes them. */
export const PLACEMENT_NAMES = Object.keys(PLACEMENTS) as [Placement, ...Placement[]];
