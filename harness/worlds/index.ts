import type { Clock } from '../clock.js';
import type { WorldFixture } from './fixture.js';
import type { ToolRegistry } from '../tools.js';
import { ExportWorker, exportWorkerTools } from './export-worker.js';
import { WORKSPACE_TOOLS, WorkspaceWorld, type WorldContext } from './workspace.js';
import type { World } from './world.js';

export type { WorldContext } from './workspace.js';

/**
 * Builds the world a scenario describes, on the trial's clock. `context.isolation`
 * chooses where a workspace world's tools run: a hardened container, or host processes.
 * An in-process world is built at once; a workspace world comes as a promise
 * (it makes a folder and, isolated, a container).
 */
export function createWorld(fixture: WorldFixture, clock: Clock, context: WorldContext): World | Promise<World> {
  switch (fixture.kind) {
    case 'export-worker':
      return new ExportWorker(fixture, clock, { parsed: true });
    case 'workspace':
      return WorkspaceWorld.create(fixture, clock, context, { parsed: true });
  }
}

/** The tool registry of a scenario's world, without building the world. */
export function worldTools(fixture: WorldFixture): ToolRegistry {
  switch (fixture.kind) {
    case 'export-worker':
      return exportWorkerTools(fixture.fields);
    case 'workspace':
      return WORKSPACE_TOOLS;
  }
}
