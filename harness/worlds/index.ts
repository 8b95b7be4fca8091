import type { Clock } from '../clock.js';
import type { Scenario } from '../../scenarios/schema.js';
import { ExportWorker } from './export-worker.js';
import type { World } from './world.js';

/** Builds the world a scenario describes, on the trial's clock. */
export async function createWorld(fixture: Scenario['world'], clock: Clock): Promise<World> {
  switch (fixture.kind) {
    case 'export-worker':
      return new ExportWorker(fixture, clock, { parsed: true });
  }
}
