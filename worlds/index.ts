import { z } from 'zod';
import type { Clock } from '../harness/clock.js';
import type { ToolRegistry } from '../harness/tools.js';
import { ExportWorkerFixtureSchema, exportWorkerFactory, exportWorkerTools } from './export-worker.js';
import { WorkspaceFixtureSchema } from './workspace-fixture.js';
import { WORKSPACE_TOOLS } from './workspace-tools.js';
import type { WorldContext } from './workspace.js';
import type { World } from '../harness/contracts/world.js';

export type { WorldContext } from './workspace.js';

/**
 * One kind of world: the fixture a scenario writes for it (`kind` tells the
 * kinds apart), its tools (known without building the world), and how trials
 * build it: `create` makes a factory once per fixture (a prepared cell holds
 * it), which builds one world per trial on the trial's clock. An in-process
 * world is built at once; a workspace world comes as a promise (it makes a
 * folder and, isolated, a container; `context.isolation` chooses where its
 * tools run).
 */
export interface WorldKind<S extends z.ZodObject<{ kind: z.ZodLiteral<string> }>> {
  readonly schema: S;
  tools(fixture: z.infer<S>): ToolRegistry;
  create(fixture: z.infer<S>): WorldFactory;
}

/** Builds one trial's world on the trial's clock. */
export type WorldFactory = (clock: Clock, context: WorldContext) => World | Promise<World>;

const worldKind = <S extends z.ZodObject<{ kind: z.ZodLiteral<string> }>>(kind: WorldKind<S>): WorldKind<S> => Object.freeze(kind);

/** Every world kind. Adding one is its module and a line here. */
const WORLD_KINDS = [
  worldKind({
    schema: ExportWorkerFixtureSchema,
    tools: (fixture) => exportWorkerTools(fixture.fields),
    create: (fixture) => exportWorkerFactory(fixture),
  }),
  worldKind({
    schema: WorkspaceFixtureSchema,
    tools: () => WORKSPACE_TOOLS,
    // Loaded when a trial first builds one: reading scenarios (list, check) loads no sandbox or engine client.
    create: (fixture) => async (clock, context) => (await import('./workspace.js')).WorkspaceWorld.create(fixture, clock, context, { parsed: true }),
  }),
] as const;

const schemas = <T extends readonly WorldKind<z.ZodObject<{ kind: z.ZodLiteral<string> }>>[]>(kinds: T) =>
  kinds.map((k) => k.schema) as { -readonly [I in keyof T]: T[I]['schema'] };

/** What a scenario says about its world: one fixture per world kind, told apart by `kind`. */
export const WorldFixtureSchema = z.discriminatedUnion('kind', schemas(WORLD_KINDS));
export type WorldFixture = z.infer<typeof WorldFixtureSchema>;

/** The world kinds' names, in table order. */
export const WORLD_KIND_NAMES: readonly string[] = WORLD_KINDS.map((k) => k.schema.shape.kind.value);

/** A fixture's kind, with its functions typed for any fixture (the schema guarantees the fixture matches its kind). */
function kindOf(fixture: WorldFixture): WorldKind<z.ZodObject<{ kind: z.ZodLiteral<string> }>> & { tools(f: WorldFixture): ToolRegistry; create(f: WorldFixture): WorldFactory } {
  const found = WORLD_KINDS.find((k) => k.schema.shape.kind.value === fixture.kind);
  if (found === undefined) throw new Error(`no world kind ${JSON.stringify(fixture.kind)}; kinds: ${WORLD_KIND_NAMES.join(', ')}`);
  return found as never;
}

/** The factory of the worlds a scenario describes, made once for every trial that shares the fixture (a prepared cell). */
export function worldFactory(fixture: WorldFixture): WorldFactory {
  return kindOf(fixture).create(fixture);
}

/** Builds the world a scenario describes, on the trial's clock (one world; a cell keeps a `worldFactory` instead). */
export function createWorld(fixture: WorldFixture, clock: Clock, context: WorldContext): World | Promise<World> {
  return worldFactory(fixture)(clock, context);
}

/** The tool registry of a scenario's world, without building the world. */
export function worldTools(fixture: WorldFixture): ToolRegistry {
  return kindOf(fixture).tools(fixture);
}
