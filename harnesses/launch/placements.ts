/**
 * Where a configuration's harness runs, as launchers: one module per placement, each implementing
 * PlacementLauncher (launch.ts), and this registry of them by the names the configuration schema takes
 * (harnesses/placement.ts). A new placement is a module and a line in each of the two tables.
 */
import type { Placement } from '../configuration.js';
import { hostPlacement } from './host.js';
import { workspaceContainerPlacement } from './container.js';
import { ownContainerPlacement } from './own-container.js';
import type { PlacementLauncher } from './launch.js';

export const PLACEMENT_LAUNCHERS: Readonly<Record<Placement, PlacementLauncher>> = {
  'own-container': ownContainerPlacement,
  container: workspaceContainerPlacement,
  host: hostPlacement,
};
