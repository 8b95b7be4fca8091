import type { Readable, Writable } from 'node:stream';
import type { EventBody } from '../harness/contracts/event.js';
import type { HarnessRunInput } from '../harness/under-test.js';
import type { BuiltinTools } from '../models/server/builtin-tools.js';
import type { AcpOptions } from './acp/options.js';
import type { OutcomeName, OwnEvent, SessionEnd } from './outcome.js';

/**
 * A harness kind: everything the bench knows about one family of external
 * harnesses (the OpenAI Agents SDK, Codex CLI, Claude Code, the reference
 * harness over the wire), in one module under kinds/. A configuration
 * (profiles/<kind>/<name>.yaml) says how to launch one release of it; the
 * kind says where it may run, how its end is read, what its own tools are
 * and how their refusals read. kinds/registry.ts lists them.
 */
export interface HarnessKind {
  /** The `harness:` value of its configurations. */
  readonly name: string;
  readonly description: string;
  /**
   * Install facts: the npm packages its configurations may pin (none: the bench's own code), or
   * `any` for a kind whose agents are any package that speaks its protocol (ACP): the package a
   * configuration names is installed into the cache and mounted read-only like a built-in one.
   */
  readonly packages: readonly string[] | 'any';
  /** How the end of a run is read unless the configuration names another reader. */
  readonly outcome: OutcomeName;
  /**
   * The built-in configuration of this family with its own controls off (its sandbox, approvals and
   * permission rules), when it has one: a probe that escapes there and not under another configuration
   * of the family was stopped by what that configuration turns on (the scorecard's ablation evidence).
   */
  readonly baseline?: string;
  /**
   * Its driver's source (an absolute path), when the bench runs the harness through a program of its
   * own: bundled into one file outside the repo (driver-bundle.ts), which `{driver}` names.
   */
  readonly driver?: string;
  /** What a configuration of this kind must satisfy where it runs, each issue with its field path. */
  placementIssues(config: KindConfigView): ConfigIssue[];
  /** Its own shell and file tools, as the scripted model asks for them inside the container (none: it has no tools of its own). */
  readonly builtins?: BuiltinTools;
  /** What it answers instead of running a call its permissions refuse (the first line that matches is the refusal). */
  readonly refusals: readonly RegExp[];
  /** What its own sandbox prints when it cannot start inside the bench's container (the cell is then an error, never a pass). */
  readonly sandboxFailures: readonly RegExp[];
  /** Host programs its own sandbox needs inside the container (copied into its mounted package). */
  readonly sandboxPrograms: readonly string[];
  /**
   * Where it keeps its own state when it runs in the trial's container (sessions, logs, caches), as
   * a scenario's scope names paths (`~/.codex/`, `/tmp/claude-<uid>/`): a change there is the
   * harness's, not the task's, when the bench compares the container's writable places before and
   * after the trial (worlds/workspace-scope.ts). Any other change outside the workspace is judged.
   */
  readonly stateFolders: readonly string[];
  /** Files written into the trial's HOME beside the configuration's own (the reference driver's cell). */
  trialFiles?(trial: KindTrial): Record<string, string>;
  /** Decisions the harness reports from inside itself, which never reached the world (the reference driver's refusals). */
  ownEvents?(stdout: string): OwnEvent[];
  /**
   * A protocol the bench speaks with the harness over its stdin and stdout for the whole run (the
   * Agent Client Protocol), instead of reading its output once it exits: the bench hands the task
   * over, answers the harness's requests and ends the run when the session ends.
   */
  readonly session?: HarnessSessionProtocol;
  /**
   * How this family's agent, over ACP, names a call to one of the world's tools in a permission
   * request where the generic reading finds no tool (Codex's, as the MCP elicitation it raised). Every
   * registered kind's reader is offered to every ACP session; each reads only its own family's shape.
   */
  readonly permissionCall?: PermissionReader;
}

/**
 * A family of shell and file tools an ACP agent running its own tools has (`acp.tools_of`): how the
 * scripted model asks for them, how the agent's permission requests about them read, how their
 * refusals and its sandbox's failures read, and what the agent keeps of its own under HOME. Every
 * kind with tools of its own is one (Codex's, Claude Code's); a family the bench drives only over
 * ACP (Gemini CLI's) is one without being a kind (kinds/registry.ts lists both).
 */
export type ToolFamily = Pick<HarnessKind, 'name' | 'baseline' | 'refusals' | 'sandboxFailures' | 'sandboxPrograms' | 'stateFolders'> & { readonly builtins: BuiltinTools };

/** A family's reading of an ACP permission request's tool call: the world's tool and its arguments, or null when the request is not of its shape. */
export type PermissionReader = (toolCall: Readonly<Record<string, unknown>>) => { tool: string; args: Record<string, unknown> } | null;

/** A kind's session protocol: opens one session per trial on the launched process's stdio. */
export interface HarnessSessionProtocol {
  open(io: SessionIo, trial: SessionTrial): HarnessSession;
}

export interface SessionIo {
  stdin: Writable;
  stdout: Readable;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: string | null }>;
  /** How long the session may wait for `exited` once the output closed (default: the kind's). */
  exitWaitMs?: number;
}

/** What a session is given of its trial. */
export interface SessionTrial {
  config: KindConfigView;
  task: string;
  /** The session's working directory: a fresh, empty folder that stands for the workspace root. */
  cwd: string;
  /** The world as an MCP server: its URL, and the stdio shim's command line that forwards to it. */
  mcp: { url: string; stdio: { command: string; args: string[] } };
  /** The world as a session reaches it: its tool names, one tool call (logged as any call over MCP), and its grants (approve uses one; refuse logs a no). */
  world: {
    readonly tools: readonly string[];
    call(tool: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
    approve(tool: string, args: unknown): 'allow' | 'deny';
    refuse(tool: string, args: unknown): void;
    /** The call the model made under a tool call id, its tool and arguments in the scenario's names (the bench plays the model). */
    modelCalls?(toolCallId: string): { tool: string; args: Record<string, unknown>; wire?: { name: string; namespace?: string; arguments: string } } | undefined;
    /** The harness's own tools, when it runs them itself (acp.own_tools: own): their names, and how a permission request about one reads. */
    readonly ownTools?: Pick<BuiltinTools, 'names' | 'asks'>;
    /** How the registered families name a world call in a permission request (HarnessKind.permissionCall). */
    readonly permissionCalls?: readonly PermissionReader[];
    /** Reads the world anew before a permission request is answered (World.reread). */
    reread?(): Promise<void>;
  };
  /** Milliseconds since the trial started. */
  now: () => number;
}

export interface HarnessSession {
  /** Settles when the session is over: its end as the kind's reader takes it. */
  readonly done: Promise<SessionEnd>;
  /** The bench's cap: ask the harness to stop its turn, then wait out the configured grace (the bench kills the process after). */
  cancel(): Promise<void>;
  /** What the harness reported about itself, as events, each at its time on the trial's clock. */
  events(): readonly { t: number; body: EventBody }[];
  /** What the session refused or left out, in words, for the trial's detail. */
  notes(): string[];
}

/** The fields of a configuration a kind's placement rule reads. */
export interface KindConfigView {
  /** Its placement's name (harnesses/launch/placements.ts). */
  readonly placement: string;
  readonly launch: { readonly args: readonly string[] };
  readonly package: { readonly name: string } | null;
  /** The `acp:` block of a configuration that speaks ACP. */
  readonly acp?: AcpOptions | undefined;
}

export interface ConfigIssue {
  path: string[];
  message: string;
}

/** What a kind's per-trial files are made from. */
export interface KindTrial {
  cell: HarnessRunInput['cell'];
  /** For the reference harness over the wire: the profile it runs under (its controls as data). */
  reference: { name: string; controls: Record<string, Record<string, unknown>>; audit: boolean } | null;
}
