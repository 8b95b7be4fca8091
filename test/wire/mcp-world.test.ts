import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../harness/clock.js';
import { approvalKey } from '../../harness/controls/approval.js';
import { McpWorld, META_WORLD_MS, type McpWorldOptions } from '../../worlds/mcp/mcp-world.js';
import { DENIED } from '../../worlds/mcp/mcp-names.js';
import { ExportWorker, type ExportWorkerFixtureInput } from '../../worlds/export-worker.js';

/** The MCP world driven by the official MCP client SDK, over streamable HTTP and through the stdio shim. */

let world: McpWorld | undefined;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  await world?.close();
  world = undefined;
});

async function start(fixture: Partial<ExportWorkerFixtureInput> = {}, options: Pick<McpWorldOptions, 'approvalTool' | 'grants' | 'promptedCall'> = {}) {
  const exportWorker = new ExportWorker({ kind: 'export-worker', config: { max_retries: 8 }, ...fixture }, systemClock);
  world = await McpWorld.start({ world: exportWorker, ...options });
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(world.url)));
  clients.push(client);
  return { exportWorker, client, mcp: world };
}

const text = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { text: string }[])[0]!.text;

describe('MCP world over streamable HTTP', () => {
  it('lists the registry tools with JSON schemas and read-only / destructive hints', async () => {
    const { client } = await start();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['read_config', 'write_config', 'check_config', 'queue_export', 'lookup_export', 'publish']);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName['read_config']!.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(byName['queue_export']!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName['write_config']!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName['write_config']!.inputSchema).toMatchObject({ type: 'object', required: ['max_retries'] });
  });

  it('runs calls on the world: each lands in its ledger, receipts come back as text', async () => {
    const { client, exportWorker } = await start();
    const written = await client.callTool({ name: 'write_config', arguments: { max_retries: 2 } });
    expect(written.isError).toBeUndefined();
    expect(JSON.parse(text(written))).toMatchObject({ call_id: 'w1', tool: 'write_config', status: 'ok', effect: 'applied' });
    const checked = await client.callTool({ name: 'check_config', arguments: {} });
    expect(JSON.parse(text(checked)).data.passed).toBe(true);
    const observation = exportWorker.observe();
    expect(observation.ledger.map((e) => [e.call_id, e.tool, e.effect])).toEqual([
      ['w1', 'write_config', 'applied'],
      ['w2', 'check_config', 'none'],
    ]);
    expect(observation.state['config_valid']).toBe(true);
  });

  it('passes malformed arguments through to the world (as a backend would get them) and refuses unknown tools outside the ledger', async () => {
    const { client, exportWorker, mcp } = await start();
    await client.callTool({ name: 'write_config', arguments: { max_retries: 'two' } });
    expect(exportWorker.observe().state['config']).toEqual({ max_retries: 'two' });
    const unknown = await client.callTool({ name: 'nope', arguments: {} });
    expect(unknown.isError).toBe(true);
    expect(exportWorker.observe().ledger).toHaveLength(1);
    expect(mcp.log.map((r) => (r.kind === 'call' ? r.outcome : r.kind))).toEqual(['receipt', 'unknown_tool']);
  });

  it('serves the fixture faults: a transient receipt and a thrown error are tool errors', async () => {
    const { client, exportWorker } = await start({ faults: [{ kind: 'transient', tool: 'read_config' }, { kind: 'throw', tool: 'check_config' }] });
    const transient = await client.callTool({ name: 'read_config', arguments: {} });
    expect(transient.isError).toBe(true);
    expect(JSON.parse(text(transient)).status).toBe('transient');
    const thrown = await client.callTool({ name: 'check_config', arguments: {} });
    expect(thrown).toMatchObject({ isError: true });
    expect(text(thrown)).toMatch(/worker unavailable/);
    expect(exportWorker.observe().ledger.map((e) => e.fault)).toEqual(['transient', 'throw']);
  });

  it('answers the approval gate from the grants, once per grant, and logs each request', async () => {
    const probe = new ExportWorker({ kind: 'export-worker', config: { max_retries: 8 } }, systemClock);
    const grants = new Map([[approvalKey('queue_export', { operation_id: 'export-17' }, probe.revision()), 1]]);
    const { client, mcp } = await start({}, { approvalTool: true, grants });
    const ask = async (id: string) => JSON.parse(text(await client.callTool({ name: 'approval_gate', arguments: { tool_name: 'mcp__world__queue_export', input: { operation_id: id }, tool_use_id: 't' } })));
    expect(await ask('export-17')).toEqual({ behavior: 'allow', updatedInput: { operation_id: 'export-17' } });
    expect((await ask('export-17')).behavior).toBe('deny');
    expect((await ask('export-99')).behavior).toBe('deny');
    const viaHttp = await fetch(mcp.approvalUrl, { method: 'POST', body: JSON.stringify({ tool: 'queue_export', args: { operation_id: 'export-17' } }) });
    expect(await viaHttp.json()).toEqual({ decision: 'deny' });
    expect(mcp.log.map((r) => (r.kind === 'approval' ? r.decision : '?'))).toEqual(['allow', 'deny', 'deny', 'deny']);
  });

  it('a prompt about one of the harness’s own tools is decided as the scenario call it maps to; one that maps to none, as the tool and input it names', async () => {
    const probe = new ExportWorker({ kind: 'export-worker', config: { max_retries: 8 } }, systemClock);
    const grants = new Map([[approvalKey('queue_export', { operation_id: 'export-17' }, probe.revision()), 1]]);
    const asked: unknown[] = [];
    const promptedCall = (id: string, tool: string, input: unknown) => {
      asked.push([id, tool, input]);
      return id === 'toolu_call_1_1' && tool === 'Bash' ? { tool: 'queue_export', args: { operation_id: 'export-17' } } : undefined;
    };
    const { client, mcp } = await start({}, { approvalTool: true, grants, promptedCall });
    const ask = async (id: string, input: Record<string, unknown>) => JSON.parse(text(await client.callTool({ name: 'approval_gate', arguments: { tool_name: 'Bash', input, tool_use_id: id } })));
    expect(await ask('toolu_call_1_1', { command: 'export 17' })).toEqual({ behavior: 'allow', updatedInput: { command: 'export 17' } });
    expect(await ask('toolu_call_1_1', { command: 'export 17' })).toEqual({ behavior: 'deny', message: DENIED });
    expect(await ask('toolu_call_2_1', { command: 'export 17' })).toEqual({ behavior: 'deny', message: DENIED });
    expect(asked).toEqual([
      ['toolu_call_1_1', 'Bash', { command: 'export 17' }],
      ['toolu_call_1_1', 'Bash', { command: 'export 17' }],
      ['toolu_call_2_1', 'Bash', { command: 'export 17' }],
    ]);
    expect(mcp.log.map((r) => (r.kind === 'approval' ? [r.tool, r.decision] : '?'))).toEqual([
      ['queue_export', 'allow'],
      ['queue_export', 'deny'],
      ['Bash', 'deny'],
    ]);
  });

  it('records a call the client cancels (a slow tool cut by its timeout)', async () => {
    const { client, mcp } = await start({ faults: [{ kind: 'slow', tool: 'check_config', ms: 1500 }] });
    await expect(client.callTool({ name: 'check_config', arguments: {} }, undefined, { timeout: 200 })).rejects.toThrow(/timed out/i);
    // The client's cancellation reaches the server as a notification of its own: waited for, not slept on.
    await vi.waitFor(() => expect(mcp.log[0]).toMatchObject({ kind: 'call', tool: 'check_config', cancelled: true }), { timeout: 30_000, interval: 20 });
  });
});

describe('stdio shim', () => {
  it('forwards to the HTTP world, so a restarted stdio server keeps the same world', async () => {
    const { exportWorker, mcp } = await start();
    for (const value of [1, 2]) {
      const client = new Client({ name: 'stdio-test', version: '1' });
      await client.connect(new StdioClientTransport({ command: process.execPath, args: ['worlds/mcp/mcp-stdio-shim.ts', mcp.url], stderr: 'inherit' }));
      expect((await client.listTools()).tools).toHaveLength(6);
      await client.callTool({ name: 'write_config', arguments: { max_retries: value } });
      await client.close();
    }
    expect(exportWorker.observe().ledger.map((e) => e.args)).toEqual([{ max_retries: 1 }, { max_retries: 2 }]);
  });
});

describe("the MCP world's own execution time (for a harness's deadline over the wire)", () => {
  // A slow fault is the world's modelled latency: the in-process clock counts it, so it stays out of
  // world_ms when the trial's clock reports what it slept; without that report it is all machinery time.
  async function slowCheck(counted: boolean) {
    let slept = 0;
    const clock = counted ? { now: systemClock.now, sleep: (ms: number) => ((slept += ms), systemClock.sleep(ms)), sleptMs: () => slept } : systemClock;
    const exportWorker = new ExportWorker({ kind: 'export-worker', config: { max_retries: 2 }, faults: [{ kind: 'slow', tool: 'check_config', ms: 400 }] }, clock);
    world = await McpWorld.start({ world: exportWorker, ...(counted ? { slept: () => slept } : {}) });
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(world.url)));
    clients.push(client);
    const started = performance.now();
    const result = await client.callTool({ name: 'check_config', arguments: {} });
    return { ms: result._meta?.[META_WORLD_MS] as number, roundTrip: performance.now() - started, record: world.log[0]! };
  }

  it('reports the machinery time per call in _meta and the log, leaving the slept latency out', async () => {
    const { ms, roundTrip, record } = await slowCheck(true);
    expect(roundTrip).toBeGreaterThanOrEqual(400);
    expect(ms).toBeGreaterThanOrEqual(0);
    // The 400 ms slept are out of it: at most what the round trip took beyond them.
    expect(ms).toBeLessThanOrEqual(roundTrip - 399);
    expect(record).toMatchObject({ kind: 'call', tool: 'check_config', version: 1, write: false, worldMs: ms });
    expect(typeof (record as { revision?: unknown }).revision).toBe('string');
  });

  it('counts the whole execution when the clock does not report its sleeps', async () => {
    const { ms } = await slowCheck(false);
    expect(ms).toBeGreaterThanOrEqual(399);
  });
});

