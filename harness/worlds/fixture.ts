import { z } from 'zod';
import { ExportWorkerFixtureSchema } from './export-worker.js';
import { WorkspaceFixtureSchema } from './workspace-fixture.js';

/** What a scenario says about its world: one fixture per world kind, told apart by `kind`. */
export const WorldFixtureSchema = z.discriminatedUnion('kind', [ExportWorkerFixtureSchema, WorkspaceFixtureSchema]);
export type WorldFixture = z.infer<typeof WorldFixtureSchema>;
