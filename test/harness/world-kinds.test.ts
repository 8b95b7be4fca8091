import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { createWorld, WORLD_KIND_NAMES, WorldFixtureSchema, worldTools } from '../../worlds/index.js';
import { findScenario } from '../../scenarios/catalogue.js';

describe('world kinds: one table of {schema, tools, create}', () => {
  it('names every kind, and the fixture schema tells them apart by kind', () => {
    expect(WORLD_KIND_NAMES).toEqual(['export-worker', 'workspace']);
    const bad = WorldFixtureSchema.safeParse({ kind: 'spreadsheet' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['kind', "Invalid discriminator value. Expected 'export-worker' | 'workspace'"]]);
  });

  it("gives a kind's tools without building the world, the same ones the built world has", async () => {
    const fixture = WorldFixtureSchema.parse({ kind: 'export-worker', fields: { max_retries: { min: 0, max: 5 } } });
    const world = await createWorld(fixture, new VirtualClock(0), { isolation: false, runId: 'r', trialId: 't' });
    expect(world.tools.list().map((t) => t.name)).toEqual(worldTools(fixture).list().map((t) => t.name));
    expect(worldTools(findScenario('rootfs_write')!.world).list().map((t) => t.name)).toEqual(['read_file', 'write_file', 'list_files', 'run_command', 'run_check']);
  });
});
