/**
 * Where a configuration's harness runs, as launchers: one module per placement, each implementing
 * PlacementLauncher (launch.ts), and this registry of them. The configuration schema takes their
 * names (`placement:`), `list harnesses` and the reports print their words, and a run hands each
 * configuration's trials to its launcher. A new placement is a module and a line here.
 */
import { ownContainerPlacement } from './own-container.js';
import { workspaceContainerPlacement } from './container.js';
import { hostPlacement } from './host.js';
import type { PlacementLauncher } from './launch.js';

export const PLACEMENT_LAUNCHERS: readonly PlacementLauncher[] = [ownContainerPlacement, workspaceContainerPlacement, hostPlacement];

/** The registered placements' names, as the configuration schema takes them. */
export const PLACEMENT_NAMES: readonly string[] = PLACEMENT_LAUNCHERS.map((p) => p.name);

/** The launcher of the placement named `name` among `placements`, or undefined. */
export function placementNamed(name: string, placements: readonly PlacementLauncher[] = PLACEMENT_LAUNCHERS): PlacementLauncher | undefined {
  return placements.find((p) => p.name === name);
}
