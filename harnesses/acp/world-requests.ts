import { isAbsolute, normalize, relative } from 'node:path';
import { RequestError } from '@agentclientprotocol/sdk';
import type { CreateTerminalRequest, CreateTerminalResponse, KillTerminalResponse, ReadTextFileRequest, ReadTextFileResponse, ReleaseTerminalResponse, TerminalExitStatus, TerminalOutputResponse, WaitForTerminalExitResponse, WriteTextFileRequest, WriteTextFileResponse } from '@agentclientprotocol/sdk';
import { record } from '../json-record.js';

/**
 * The agent's `fs/*` and `terminal/*` requests, served by the trial's world:
 * a read is its `read_file`, a write its `write_file`, a terminal its
 * `run_command` (argv form, in the workspace), each called as any tool call
 * is, so it lands in the world's ledger with its faults. Paths are the
 * agent's, absolute, under the session's cwd, which stands for the
 * workspace root; a path outside it, or a world without the tool, is refused
 * with a JSON-RPC error and noted.
 */

/** The world as the client reaches it: its tool names and one tool call (the MCP world's, logged like any other). */
export interface WorldPort {
  readonly tools: readonly string[];
  call(tool: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
}

/** Terminals one session may hold at once. */
const MAX_TERMINALS = 64;

interface Terminal {
  output: string;
  truncated: boolean;
  exit: TerminalExitStatus;
}

export class WorldRequests {
  readonly #world: WorldPort;
  readonly #cwd: string;
  readonly #note: (line: string) => void;
  readonly #terminals = new Map<string, Terminal>();
  #terminalNo = 0;

  constructor(world: WorldPort, cwd: string, note: (line: string) => void) {
    this.#world = world;
    this.#cwd = cwd;
    this.#note = note;
  }

  async readTextFile(params: ReadTextFileRequest): Promise<ReadTextFileResponse> {
    const path = this.#inWorkspace('fs/read_text_file', params.path);
    const data = await this.#call('fs/read_text_file', 'read_file', { path });
    if (typeof data['content'] !== 'string') throw this.#failed('fs/read_text_file', data);
    return { content: lines(data['content'], params.line ?? null, params.limit ?? null) };
  }

  async writeTextFile(params: WriteTextFileRequest): Promise<WriteTextFileResponse> {
    const path = this.#inWorkspace('fs/write_text_file', params.path);
    const data = await this.#call('fs/write_text_file', 'write_file', { path, content: params.content });
    if (typeof data['bytes'] !== 'number') throw this.#failed('fs/write_text_file', data);
    return {};
  }

  /** The command runs to its end in the world (its own time limit applies); the terminal then holds its output and exit status. */
  async createTerminal(params: CreateTerminalRequest): Promise<CreateTerminalResponse> {
    if (params.cwd !== undefined && params.cwd !== null && this.#inWorkspace('terminal/create', params.cwd) !== '.') {
      throw this.#refuse('terminal/create', `commands run in the workspace root (${this.#cwd}), not in ${params.cwd}`);
    }
    if ((params.env ?? []).length > 0) throw this.#refuse('terminal/create', "the world runs commands in its own environment: env is not taken");
    if (this.#terminals.size >= MAX_TERMINALS) throw this.#refuse('terminal/create', `at most ${MAX_TERMINALS} terminals at once: release one first`);
    const data = await this.#call('terminal/create', 'run_command', { argv: [params.command, ...(params.args ?? [])] });
    if (data['outcome'] === 'not_run' || typeof data['error'] === 'string') throw this.#failed('terminal/create', data);
    const text = `${typeof data['stdout'] === 'string' ? data['stdout'] : ''}${typeof data['stderr'] === 'string' ? data['stderr'] : ''}`;
    const limit = params.outputByteLimit ?? null;
    const kept = limit === null ? text : tail(text, limit);
    const code = typeof data['exit_code'] === 'number' ? data['exit_code'] : null;
    const id = `terminal-${++this.#terminalNo}`;
    this.#terminals.set(id, { output: kept, truncated: kept.length < text.length || data['truncated'] === true, exit: { exitCode: code, signal: data['outcome'] === 'exited' ? null : String(data['outcome'] ?? 'unknown') } });
    return { terminalId: id };
  }

  terminalOutput(terminalId: string): TerminalOutputResponse {
    const t = this.#terminal(terminalId);
    return { output: t.output, truncated: t.truncated, exitStatus: t.exit };
  }

  waitForExit(terminalId: string): WaitForTerminalExitResponse {
    return { ...this.#terminal(terminalId).exit };
  }

  /** The command has already ended in the world: nothing is left to kill. */
  kill(terminalId: string): KillTerminalResponse {
    this.#terminal(terminalId);
    return {};
  }

  release(terminalId: string): ReleaseTerminalResponse {
    this.#terminal(terminalId);
    this.#terminals.delete(terminalId);
    return {};
  }

  #terminal(id: string): Terminal {
    const t = this.#terminals.get(id);
    if (t === undefined) throw RequestError.resourceNotFound(id);
    return t;
  }

  /** The workspace-relative form of an absolute path under the session's cwd, or a refusal. */
  #inWorkspace(method: string, path: string): string {
    if (!isAbsolute(path)) throw this.#refuse(method, `${JSON.stringify(path)} is not an absolute path`);
    const rel = relative(this.#cwd, normalize(path));
    if (rel === '') return '.';
    if (rel === '..' || rel.startsWith('../') || isAbsolute(rel)) throw this.#refuse(method, `${JSON.stringify(path)} is outside the workspace (${this.#cwd})`);
    return rel;
  }

  async #call(method: string, tool: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!this.#world.tools.includes(tool)) throw this.#refuse(method, `this scenario's world has no ${tool} tool to serve it`, -32601);
    const result = await this.#world.call(tool, args);
    let receipt: unknown;
    try {
      receipt = JSON.parse(result.text);
    } catch {
      throw new RequestError(-32603, `${tool}: ${result.text.slice(0, 500)}`);
    }
    const data = record(record(receipt)?.['data']);
    if (data === null) throw new RequestError(-32603, `${tool}: ${result.text.slice(0, 500)}`);
    return data;
  }

  #failed(method: string, data: Record<string, unknown>): RequestError {
    const message = typeof data['message'] === 'string' ? data['message'] : JSON.stringify(data).slice(0, 300);
    return new RequestError(-32603, `${method}: ${message}`);
  }

  #refuse(method: string, why: string, code = -32602): RequestError {
    this.#note(`${method} refused: ${why}`);
    return new RequestError(code, `${method}: ${why}`);
  }
}

/** ACP's `line` (1-based) and `limit` (lines) of a file's text. */
function lines(text: string, line: number | null, limit: number | null): string {
  if (line === null && limit === null) return text;
  const all = text.split('\n');
  const from = Math.max(0, (line ?? 1) - 1);
  return all.slice(from, limit === null ? undefined : from + limit).join('\n');
}

/** The end of `text` within `bytes` UTF-8 bytes (ACP keeps a terminal's latest output). */
function tail(text: string, bytes: number): string {
  const buffer = Buffer.from(text, 'utf8');
  if (buffer.length <= bytes) return text;
  return buffer.subarray(buffer.length - bytes).toString('utf8').replace(/^\uFFFD+/, '');
}

