import type { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';
import { BENCH_VERSION } from '../../harness/version.js';
import type { AcpOptions } from './options.js';
import { answerPermission, type CallNames, type Grants, type ModelCalls } from './permissions.js';
import { boundedStream } from './transport.js';
import { SessionUpdates, type TimedEvent } from './updates.js';
import { WorldRequests, type WorldPort } from './world-requests.js';
import { record } from '../json-record.js';

/**
 * The bench as an Agent Client Protocol client (the official SDK), for one
 * trial: `initialize` with the client capabilities the configuration
 * chooses, `authenticate` if it names a method, `session/new` with the
 * session's cwd and the bench's world as its one MCP server, then
 * `session/prompt` with the task. While the turn runs it records the
 * agent's `session/update`s as events (updates.ts), answers
 * `session/request_permission` from the grants (permissions.ts) and serves
 * `fs/*` and `terminal/*` through the world (world-requests.ts), each only
 * where the configuration offered it. The session is over when the prompt
 * turn ends, the agent breaks the protocol (transport.ts), stops answering
 * the handshake, or its output closes; at a cap the bench cancels the turn
 * (`session/cancel`) and gives it a grace before it kills the process.
 */

/** Where a session stood when it ended: before `session/prompt` the agent never started on the task. */
export type AcpPhase = 'initialize' | 'authenticate' | 'session/new' | 'session/prompt';

/** How a session ended: its prompt turn's stop reason, or why it failed and where. */
export type SessionEnd = { kind: 'ended'; stopReason: string } | { kind: 'failed'; phase: AcpPhase; reason: string };

export interface AcpTrial {
  options: AcpOptions;
  task: string;
  /** The session's working directory (absolute): it stands for the workspace root in the agent's paths. */
  cwd: string;
  /** The world as an MCP server: its URL, and the stdio shim's command line that forwards to it. */
  mcp: { url: string; stdio: { command: string; args: string[] } };
  /** The world: its tools (for file and terminal requests) and grants (for permission requests). */
  world: WorldPort & Grants & { modelCalls?: ModelCalls; ownTools?: CallNames['ownTools']; permissionCalls?: CallNames['readers']; reread?(): Promise<void> };
  /** Milliseconds since the trial started. */
  now: () => number;
}

export interface AcpIo {
  stdin: Writable;
  stdout: Readable;
  /** Settles when the agent's process has exited. */
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** How long to wait for `exited` once its output closed, to say how it ended (default 2 s; longer where the exit is known only when a container's exec ends). */
  exitWaitMs?: number;
}

export interface AcpSession {
  readonly done: Promise<SessionEnd>;
  /** The bench's cap: `session/cancel` for a turn under way, then up to the configured grace for the agent to end it. */
  cancel(): Promise<void>;
  /** What the agent reported about itself, as events. */
  events(): readonly TimedEvent[];
  /** What the client refused or left out, in words, for the trial's detail. */
  notes(): string[];
}

/** How long the client waits for the process's exit once its output closed, to say how it ended. */
const EXIT_WAIT_MS = 2_000;
const MAX_NOTES = 20;

export function openAcpSession(io: AcpIo, trial: AcpTrial): AcpSession {
  const { options } = trial;
  const notes: string[] = [];
  const note = (line: string) => void (notes.length < MAX_NOTES && notes.push(line.slice(0, 300)));
  const updates = new SessionUpdates(trial.now);
  const served = new WorldRequests(trial.world, trial.cwd, note);
  let sessionId: string | null = null;
  let phase: AcpPhase = 'initialize';
  let cancelled = false;
  let ignored = 0;
  /** The agent's own tool calls whose permission was asked and answered (each is answered once). */
  const answered = new Set<string>();
  const bounded = boundedStream(io.stdout, io.stdin, {
    maxMessageBytes: options.max_message_bytes,
    maxOutputBytes: options.max_output_bytes,
    inspect: (message) => {
      if (!('method' in message) || message.method !== acp.CLIENT_METHODS.session_update) return 'pass';
      const update = record(record(message.params)?.['update']);
      if (typeof record(message.params)?.['sessionId'] !== 'string' || typeof update?.['sessionUpdate'] !== 'string') return { violation: 'the agent sent a session/update without a sessionId and an update kind' };
      // A kind of update this version of ACP does not have (a newer agent's): counted, not passed to the SDK, which would refuse it.
      if (!UPDATE_KINDS.has(update['sessionUpdate'])) return (ignored++, 'drop');
      return 'pass';
    },
  });

  const app = acp
    .client({ name: 'harness-bench' })
    .onNotification('session/update', ({ params }) => {
      if (params.sessionId === sessionId) updates.add(params);
    })
    // Raw params: a request the SDK's schema would refuse (an unknown option kind) is still answered, and logged, by the bench.
    .onRequest('session/request_permission', (params: unknown) => params, async ({ params }) => {
      // The agent's own tools may have changed the workspace since the world last read it: its grants are judged at its revision now.
      await trial.world.reread?.();
      const { tools, ownTools, modelCalls, permissionCalls } = trial.world;
      const answer = answerPermission(params, { tools, cancelled, grants: trial.world, answered, ...(ownTools ? { ownTools } : {}), ...(modelCalls ? { modelCalls } : {}), ...(permissionCalls ? { readers: permissionCalls } : {}) });
      if (answer.type === 'selected') return { outcome: { outcome: 'selected', optionId: answer.optionId } };
      if (answer.type === 'cancelled') return { outcome: { outcome: 'cancelled' } };
      note(`session/request_permission for ${answer.tool} refused: ${answer.message}`);
      throw acp.RequestError.invalidParams(undefined, answer.message);
    });
  if (options.fs) {
    app.onRequest('fs/read_text_file', ({ params }) => served.readTextFile(params));
    app.onRequest('fs/write_text_file', ({ params }) => served.writeTextFile(params));
  }
  if (options.terminal) {
    app.onRequest('terminal/create', ({ params }) => served.createTerminal(params));
    app.onRequest('terminal/output', ({ params }) => served.terminalOutput(params.terminalId));
    app.onRequest('terminal/wait_for_exit', ({ params }) => served.waitForExit(params.terminalId));
    app.onRequest('terminal/kill', ({ params }) => served.kill(params.terminalId));
    app.onRequest('terminal/release', ({ params }) => served.release(params.terminalId));
  }
  const connection = app.connect(bounded.stream);
  const agent = connection.agent;

  const handshake = <T>(promise: Promise<T>): Promise<T> => within(promise, options.handshake_ms, () => `the agent did not answer ${phase} within ${options.handshake_ms} ms`);
  const failed = (reason: string): SessionEnd => ({ kind: 'failed', phase, reason });

  const run = async (): Promise<SessionEnd> => {
    const init = await handshake(
      agent.request('initialize', {
        protocolVersion: acp.PROTOCOL_VERSION,
        clientCapabilities: { fs: { readTextFile: options.fs, writeTextFile: options.fs }, terminal: options.terminal },
        clientInfo: { name: 'harness-bench', version: BENCH_VERSION },
      }),
    );
    if (init.protocolVersion !== acp.PROTOCOL_VERSION) return failed(`the agent speaks ACP version ${String(init.protocolVersion)}; the bench speaks version ${acp.PROTOCOL_VERSION}`);
    if (options.mcp === 'http' && init.agentCapabilities?.mcpCapabilities?.http !== true) return failed('the agent takes no http MCP server (mcpCapabilities.http is not true): set acp.mcp: stdio');
    if (options.auth_method !== undefined) {
      phase = 'authenticate';
      await handshake(agent.request('authenticate', { methodId: options.auth_method }));
    }
    phase = 'session/new';
    const server: acp.McpServer =
      options.mcp === 'http' ? { type: 'http', name: 'world', url: trial.mcp.url, headers: [] } : { name: 'world', command: trial.mcp.stdio.command, args: trial.mcp.stdio.args, env: [] };
    const created = await handshake(agent.request('session/new', { cwd: trial.cwd, mcpServers: [server] }));
    sessionId = created.sessionId;
    phase = 'session/prompt';
    // No time limit of its own: the bench's wall-clock and model-request caps end a turn that never does.
    const response = await agent.request('session/prompt', { sessionId: created.sessionId, prompt: [{ type: 'text', text: trial.task }] });
    return { kind: 'ended', stopReason: response.stopReason };
  };

  const whyFailed = async (error: unknown): Promise<SessionEnd> => {
    // A violation closes the stream, which fails the request under way: the violation is the reason.
    const violation = await Promise.race([bounded.violation, Promise.resolve(null)]);
    if (violation !== null) return failed(violation);
    if (error instanceof acp.RequestError) return failed(`the agent answered ${phase} with error ${error.code}: ${error.message.slice(0, 300)}`);
    if (error instanceof HandshakeTimeout) return failed(error.message);
    const exit = await within(io.exited, io.exitWaitMs ?? EXIT_WAIT_MS, () => '').catch(() => null);
    if (exit !== null) return failed(`the agent exited (${exit.code ?? exit.signal}) during ${phase}`);
    return failed(`the agent's output closed during ${phase}${error instanceof Error && !/connection closed/i.test(error.message) ? `: ${error.message.slice(0, 200)}` : ''}`);
  };

  const done = Promise.race([run().catch(whyFailed), bounded.violation.then(failed)]).finally(() => connection.close());

  return {
    done,
    async cancel() {
      if (cancelled) return;
      cancelled = true;
      if (phase !== 'session/prompt' || sessionId === null) return;
      await agent.notify('session/cancel', { sessionId }).catch(() => undefined);
      await within(done, options.cancel_grace_ms, () => '').catch(() => undefined);
    },
    events: () => updates.events(),
    notes: () => [...notes, ...updates.notes(), ...(ignored > 0 ? [`${ignored} session/update notifications of kinds ACP v1 does not have were ignored`] : [])],
  };
}

/** Every kind of session update of ACP v1 (the SDK's schema refuses any other). */
const UPDATE_KINDS: ReadonlySet<string> = new Set([
  'user_message_chunk',
  'agent_message_chunk',
  'agent_thought_chunk',
  'tool_call',
  'tool_call_update',
  'plan',
  'available_commands_update',
  'current_mode_update',
  'config_option_update',
  'session_info_update',
  'usage_update',
  'notice',
  'compaction_update',
  'compaction_summary_chunk',
]);

class HandshakeTimeout extends Error {
  override readonly name = 'HandshakeTimeout';
}

/** The promise's value, or a HandshakeTimeout after `ms`; the timer never outlives the promise. */
function within<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandshakeTimeout(message())), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

