import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Call } from '../../harness/contracts/call.js';
import { reconcile } from '../../harness/controls/reconciliation.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import type { World } from '../../harness/contracts/world.js';

/** What recovery does with an interrupted write, by what the world can say of it and whether the call carried a key. */

const call = (key?: string): Call => ({ call_id: 'call-1', tool: 'queue_export', version: 1, args: { operation_id: 'export-1' }, revision: 'r0', ...(key === undefined ? {} : { idempotency_key: key }) });

describe('reconcile', () => {
  it('leaves a write the incomplete lookup cannot settle unknown, unless it carries a key to re-send it with', () => {
    const world = new ExportWorker({ kind: 'export-worker' }, new VirtualClock());
    expect(reconcile(world, call())).toEqual({ type: 'unknown' });
    expect(reconcile(world, call('run:call-1'))).toEqual({ type: 'execute', outcome: 'resent_with_key' });
  });

  it('asks nothing of a world with no lookup: unknown, or re-sent with its key', () => {
    const world = new ExportWorker({ kind: 'export-worker' }, new VirtualClock());
    const blind = { tools: world.tools, revision: () => world.revision(), execute: world.execute.bind(world), snapshot: world.snapshot.bind(world) } as unknown as World;
    expect(reconcile(blind, call())).toEqual({ type: 'unknown' });
    expect(reconcile(blind, call('k'))).toEqual({ type: 'execute', outcome: 'resent_with_key' });
  });

  it('does not re-send a keyed write the authoritative lookup says took effect', () => {
    const world = new ExportWorker({ kind: 'export-worker', lookup: 'authoritative' }, new VirtualClock());
    const keyed = call('run:call-1');
    world.execute(keyed, 1);
    expect(reconcile(world, keyed)).toEqual({ type: 'applied' });
  });
});
