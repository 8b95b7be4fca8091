/**
 * In a locked-down container of its own (placement `own-container`): made per trial, ahead of it
 * when the scheduler knows the trial to come, from the run's pool of harness containers; the
 * configuration's package and the bench's programs mounted read-only, the bench's servers reached
 * through the sockets mounted into it. The harness calls the world's tools, over MCP.
 */
import type { PreparedTrial } from '../../harness/under-test.js';
import type { RunEnvironment } from '../../worlds/run-environment.js';
import { fill } from '../placeholders.js';
import {
  CONTAINER_DRIVER_DIR,
  CONTAINER_PACKAGE_DIR,
  CONTAINER_SHIM_DIR,
  ensureContainerExtras,
  makeOwnContainer,
  socketsInContainer,
  type OwnContainer,
} from '../container/in-container.js';
import { HarnessLaunchError } from '../outcome.js';
import { launchInContainer } from './container.js';
import type { PlacedHarness, PlacementLauncher } from './launch.js';

export const ownContainerPlacement: PlacementLauncher = {
  name: 'own-container',
  words: 'each in a locked-down container of its own',
  tools: 'world',
  contained: true,
  place(harness) {
    // Each trial's container, by the set-up it was prepared with.
    const own = new WeakMap<PreparedTrial, OwnContainer>();
    return {
      async prepareTrial(site) {
        const environment = site.environment;
        const container = await environment.harnessContainers.take(harness.poolKey, () => makeOwn(harness, environment));
        const prepared: PreparedTrial = {
          ...socketsInContainer(container.sockets),
          release: () => environment.harnessContainers.retire(container, harness.poolKey),
        };
        own.set(prepared, container);
        return prepared;
      },
      prepareAhead(site) {
        if (!harness.installed()) return;
        const environment = site.environment;
        environment.harnessContainers.ahead(harness.poolKey, () => makeOwn(harness, environment));
      },
      launch(trial) {
        const prepared = trial.input.prepared;
        const container = prepared === undefined ? undefined : own.get(prepared);
        if (prepared === undefined || container === undefined) throw new HarnessLaunchError(`${trial.profile.name} runs in a container of its own, and none was prepared for this trial`);
        return launchInContainer(trial, { sandbox: container.sandbox, world: null, own: container }, prepared);
      },
    };
  },
};

/** A container for the configuration's trials, its package and programs mounted read-only. */
async function makeOwn(harness: PlacedHarness, environment: RunEnvironment): Promise<OwnContainer> {
  const programs = await harness.programs();
  const mounts: { source: string; target: string }[] = [];
  const pkg = harness.packageDir;
  if (pkg !== null) {
    // A binary of the package (Claude Code's) gets the libraries the image lacks, as inside the workspace container, and
    // the same programs: one copy per package, so a configuration of each placement can run at once without rebuilding it.
    const command = harness.profile.launch.command;
    if (command.startsWith('{package_dir}')) ensureContainerExtras(pkg, fill(command, { package_dir: pkg }), harness.kind.sandboxPrograms);
    mounts.push({ source: pkg, target: CONTAINER_PACKAGE_DIR });
  }
  if (programs.driver) mounts.push({ source: programs.driver.dir, target: CONTAINER_DRIVER_DIR });
  if (programs.shim) mounts.push({ source: programs.shim.dir, target: CONTAINER_SHIM_DIR });
  return makeOwnContainer(environment, `harness:${harness.profile.name}`, mounts);
}
