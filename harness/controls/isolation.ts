import { z } from 'zod';
import type { Control, ControlSpec } from './control.js';

export const IsolationParams = z.strictObject({});

/**
 * Isolation: workspace tools run in a hardened, verified container (one per
 * trial) instead of as host processes. It has no run hooks: isolation is the
 * choice of executor, made before the run starts; the control says so by
 * `isolates`, which whoever builds the world asks through `isolates(controls)`.
 * Removing it gives the `without-isolation` ablation, where the same tools run
 * on the host.
 */
export const isolation: ControlSpec<z.infer<typeof IsolationParams>> = {
  name: 'isolation',
  prevents: 'generated code touching the host: files, secrets, network, processes',
  params: IsolationParams,
  stops: [],
  state: { fields: [] },
  probes: [{ scenario: 'rootfs_write', failure: 'isolation_escape', base: [], stops: 'complete' }],
  fuzz: { outOfReach: 'chooses the executor for workspace tools (container or host); the export worker runs in process' },
  create(): Control {
    return { name: 'isolation', isolates: true };
  },
};

/** Whether these controls have the world's tools run isolated (in a container): the isolation control's own answer. */
export function isolates(controls: readonly Control[]): boolean {
  return controls.some((c) => c.isolates === true);
}
