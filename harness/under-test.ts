import type { Duplex } from 'node:stream';
import type { Clock } from './clock.js';
import type { Event } from './contracts/event.js';
import type { ArtifactStore } from './log/artifact-store.js';
import type { StopReason } from './contracts/stop.js';
import type { Proposer, ProposerUsage } from './contracts/proposer.js';
import type { Random } from './random.js';
import type { HarnessStderr } from './stderr-tail.js';
import type { Contract } from './state.js';
import type { World } from './contracts/world.js';

/**
 * The seam between the system under test and the bench that drives and
 * judges it. A harness under test runs one trial of a prepared cell against a
 * world and a proposer and says how it ended; the oracle then judges the
 * world, never the harness's account. A harness in another process reaches
 * the world only through tool calls and the proposer only through a model
 * API, so its events are what the world and the model saw.
 */

/**
 * Two things only the bench's outer layers know reach a harness through this seam, as type
 * parameters it never names: `Env`, the run's environment (its sandbox factories, container creation
 * gate and pool of containers made ahead: worlds/run-environment.ts), and `Up`, a real model a
 * harness's own model requests are passed through to (models/server/upstream.ts). A harness that
 * uses them declares them as its type arguments; the bench's trial runner passes them typed. The
 * reference harness uses neither.
 */

/** What every trial of a cell shares, as the harness may see it. */
export interface TrialCell {
  runId: string;
  contract: Contract;
  /** Granted approvals: key (tool, args, revision) -> how many calls each may authorise. */
  grants: ReadonlyMap<string, number>;
  /** The trial's seed (a harness with seeded choices of its own, like the reference's retry jitter, uses it). */
  seed?: number;
  /** The trial's number within its cell (the crash-everywhere case crashes at a different point per trial). */
  trial?: number;
  /** Per-scenario control parameters (e.g. a stricter completion check), for a harness with the bench's controls. */
  controlParams?: Record<string, Record<string, unknown>>;
  /** The world's description as data (the scenario's fixture), for a harness that builds its own view of the tools. */
  world?: unknown;
}

export interface HarnessRunInput<Up = unknown> {
  cell: TrialCell;
  world: World;
  /**
   * A fresh proposer on the trial's seed; calling it twice gives two proposers that answer alike.
   * An in-process harness whose own seeded choices share one sequence with the proposer's (the
   * reference's retry jitter) passes its generator.
   */
  makeProposer: (random?: Random) => Proposer;
  clock: Clock;
  signal?: AbortSignal | undefined;
  /** A harness run inside the world's container: what prepareTrial made for this trial (its socket folder). */
  prepared?: PreparedTrial | undefined;
  /** Sees every event as it is recorded (the fuzzer's counter; a harness in another process reports its events at the end). */
  onEvent?: ((event: Event) => void) | undefined;
  /** Where tool outputs larger than an observation go (the run's artifacts folder). */
  artifacts?: ArtifactStore | undefined;
  /**
   * Told once, when a harness in another process has ended, what it wrote to its stderr (the tail it
   * keeps), whether its trial is then judged or fails; not told when it wrote nothing.
   */
  onStderr?: ((stderr: HarnessStderr) => void) | undefined;
  /** A real model the harness's own model requests are passed through to, instead of the proposer: a harness in another process only. */
  upstream?: Up | undefined;
}

/**
 * Per-trial set-up a harness needs before its world is built: a harness inside the world's container
 * gives the mounts and limits of that container; a harness in a container of its own has it made here.
 */
export interface PreparedTrial {
  /** For a harness inside the world's container: read-only mounts and limits for it. */
  container?: { mounts: { source: string; target: string }[]; memoryBytes: number; pidsLimit: number; nanoCpus?: number; hardening?: 'standard' | 'nested-sandbox' | 'nested-sandbox+proc' } | undefined;
  /** Bridges `<name>.sock` in the mounted socket folder to a server on 127.0.0.1:port. */
  bridge(name: string, port: number): Promise<string>;
  /**
   * A one-shot socket `<name>.sock` in the mounted socket folder for a session protocol on the
   * harness's stdio (ACP): its path inside the container, and the bench's end once the launcher has
   * connected it. Cut with the bridges.
   */
  stream(name: string): Promise<{ path: string; connected: Promise<Duplex> }>;
  /** Cuts the bridges (before the servers they lead to close and free their ports). */
  unbridge(): Promise<void>;
  release(): Promise<void>;
}

export interface HarnessRunResult {
  status: StopReason;
  detail: string;
  /** Tool calls the model proposed (and a finish, when it asked to finish). */
  proposals: number;
  /** Executions the world saw. */
  calls: number;
  /** Of those, re-executions of a call already started (its retries). */
  retries: number;
  approvalsAsked: number;
  events: Event[];
  /**
   * When the harness started working on the task (its first model request), on the trial's clock:
   * the task's deadline counts from here, not from the launch of a process that needs seconds to start.
   */
  startedAt: number;
  /** Milliseconds the bench itself spent on the trial (servers, replies, setup), beside the harness's own run time. */
  overheadMs: number;
  harnessMs: number;
  /** What the harness says of its run beyond its ending, in words for the row's detail (its own tools' refusals, say). */
  notes?: string[];
  /** What a real model behind the harness cost (its requests passed through to a provider): tokens, money, provider calls and retries. */
  usage?: ProposerUsage;
}

export interface HarnessIdentity {
  /** Which kind of harness: `reference`, or an external kind (`openai-agents`, `codex`, ...). */
  kind: string;
  /** The configuration's name, as it appears in the matrix (e.g. `openai-agents+knobs`). */
  name: string;
  /** Which harness (package@version, or `reference@<bench version>`). */
  version: string;
  /** Digest of the configuration, so two stores compare only like with like. */
  digest: string;
  /** Where its trials run: in the bench's process (the reference harness under a profile), in a container of its own, in the trial's workspace container, or on the host. */
  placement: HarnessPlacement;
  /** The family of shell and file tools it runs as its own, when that is not its kind's (an ACP agent's `acp.tools_of`). */
  family?: string;
}

/** Where a subject's trials run, as a results store keeps it beside the placement's name. */
export interface PlacedInWords {
  /** Said after the configurations' names: `each in a locked-down container of its own`. */
  words: string;
  contained: boolean;
}

/** `in-process`, or a real harness's placement (harnesses/launch/placements.ts: `own-container`, `container`, `host`, ...). */
export type HarnessPlacement = string;

/**
 * A system under test, as the trial runner drives it. `Env` is what its per-trial set-up needs (the
 * run's environment), `Up` the real model its requests may pass through to, and `Result` what its
 * run returns beyond what every subject returns (the reference harness adds its pending operation
 * and final run state): each subject types its own, and the runner names none of them.
 */
export interface HarnessUnderTest<Env = unknown, Up = unknown, Result extends HarnessRunResult = HarnessRunResult> {
  readonly identity: HarnessIdentity;
  /** The configuration as data (the identity's digest is of it): a results store records it in full. */
  readonly configuration: unknown;
  /** `real`: the trial's world runs on real time (a harness in another process cannot use a virtual clock). */
  readonly clock: 'real' | 'virtual';
  /** Whose tools make the scenario's calls: the world's (served over MCP), or the harness's own, inside the world's container. */
  readonly tools: 'world' | 'own';
  /**
   * Where its trials run, in words, and whether a locked-down container holds them; absent for a
   * subject in the bench's own process. A results store keeps it, so a report rebuilt later says the same.
   */
  readonly placed?: PlacedInWords;
  run(input: HarnessRunInput<Up>): Promise<Result>;
  /** For a harness in another process: its per-trial set-up, its container (null: none is needed). */
  prepareTrial?(site: TrialSite<Env>): Promise<PreparedTrial | null>;
  /** Starts the set-up of a trial to come (a container made ahead), for a scheduler that knows the next trial. */
  prepareAhead?(site: TrialSite<Env>): void;
}

/** Where a trial is set up: its run id, and the run's environment. */
export interface TrialSite<Env = unknown> {
  runId: string;
  environment: Env;
}
