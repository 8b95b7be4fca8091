import { fileURLToPath } from 'node:url';
import { digest } from '../harness/digest.js';
import { ConfigError, HarnessBenchError, ScriptError, WorldUnavailableError } from '../harness/errors.js';
import type { HarnessIdentity, HarnessRunInput, HarnessRunResult, HarnessUnderTest, PlacedInWords, TrialSite } from '../harness/under-test.js';
import { fill, packageDir, type HarnessConfiguration, type Placement } from './configuration.js';
import { packageInstalled } from './configuration-files.js';
import { McpWorld } from '../worlds/mcp/mcp-world.js';
import { ModelServer } from '../models/server/model-server.js';
import { readingFirst } from '../models/server/builtin-tools.js';
import { protocolRefusal, type UpstreamModel, type UpstreamTrial } from '../models/server/upstream.js';
import { ProviderError } from '../models/llm/errors.js';
import type { PreparedTrial } from '../harness/under-test.js';
import type { RunEnvironment } from '../worlds/run-environment.js';
import { builtinCallsThatRan, ownToolNotes, refusals } from './container/in-container.js';
import { driverBundle } from './driver-bundle.js';
import type { HarnessKind, HarnessSession, PermissionReader, SessionIo, SessionTrial } from './kind.js';
import { HARNESS_KINDS } from './kinds/registry.js';
import { refusedCalls } from './call-refusals.js';
import { HarnessLaunchError, OUTCOME_READERS, WallCapError, type Ending, type SessionEnd } from './outcome.js';
import { installCommand } from './install.js';
import { modelCall, promptedCall } from './model-calls.js';
import { buildEvents, ownAdmission } from './trial-events.js';
import type { Launched, LaunchTrial, Placed, PlacementLauncher, Programs } from './launch/launch.js';
import { hostPlacement } from './launch/host.js';
import { placementNamed } from './launch/placements.js';
import { TrialStopper, type Killed } from './launch/stopper.js';

/**
 * A harness in its own process, judged over the wire: per trial the bench
 * starts its model server and MCP world on free 127.0.0.1 ports and launches
 * the harness as its configuration says, in a locked-down container (its own,
 * or the trial's workspace container) that reaches those two servers only
 * through Unix sockets mounted into it, with a fresh HOME in the container's
 * memory; it stops the harness at the bench's wall-clock or model-request cap.
 * On the host (placement `host`) only in a run that allows it. Nothing is left
 * running.
 */


/** How each registered family names a world call in an ACP permission request, offered to every session. */
const PERMISSION_READERS: readonly PermissionReader[] = HARNESS_KINDS.flatMap((k) => (k.permissionCall === undefined ? [] : [k.permissionCall]));

export interface ExternalHarnessOptions {
  /** $HARNESS_BENCH_CACHE (packages install under its harnesses/ folder, bundled drivers under bundles/). */
  cache: string;
  /** The configuration's kind (kinds/registry.ts). */
  kind: HarnessKind;
  /** For the reference harness over the wire: the profile it runs under (its controls as data). */
  reference?: { name: string; controls: Record<string, Record<string, unknown>>; audit: boolean };
  /** The run allows a configuration placed on the host (`run --allow-host-harness`); without it one is refused. */
  allowHost?: boolean;
  /** The launcher of its placement, when not one of launch/placements.ts's (configureHarnesses passes the one it resolved). */
  placement?: PlacementLauncher;
}

/** The stdio MCP shim's source ({shim}), bundled like a driver. */
const SHIM_SOURCE = fileURLToPath(new URL('../worlds/mcp/mcp-stdio-shim.ts', import.meta.url));


export class ExternalHarness implements HarnessUnderTest<RunEnvironment, UpstreamModel> {
  readonly identity: HarnessIdentity;
  readonly clock = 'real' as const;
  readonly tools: 'world' | 'own';
  readonly placed: PlacedInWords;
  readonly profile: HarnessConfiguration;
  readonly #options: ExternalHarnessOptions;
  /** Where its trials run: the configuration's placement (launch/placements.ts). */
  readonly #launcher: PlacementLauncher;
  readonly #placed: Placed;

  constructor(profile: HarnessConfiguration, options: ExternalHarnessOptions) {
    this.profile = profile;
    this.#options = options;
    const launcher = options.placement ?? placementNamed(profile.placement);
    if (launcher === undefined || launcher.name !== profile.placement) throw new ConfigError(`${profile.name}: unknown placement ${JSON.stringify(profile.placement)}`);
    this.#launcher = launcher;
    this.tools = this.#launcher.tools;
    this.placed = { words: launcher.words, contained: launcher.contained };
    this.#placed = this.#launcher.place({
      profile,
      kind: options.kind,
      packageDir: this.packageDir,
      installed: () => this.installed(),
      poolKey: `${digest(profile).slice(0, 16)}\u0000${options.cache}`,
      programs: () => this.#programs(),
    });
    this.identity = {
      kind: profile.harness,
      name: profile.name,
      version: profile.package ? `${profile.package.name}@${profile.package.version}` : profile.harness,
      digest: digest(profile).slice(0, 16),
      placement: profile.placement,
      ...(profile.acp?.own_tools === 'own' && profile.acp.tools_of !== undefined ? { family: profile.acp.tools_of } : {}),
    };
  }

  get configuration(): HarnessConfiguration {
    return this.profile;
  }

  /**
   * The same configuration as a host process, as a run given --allow-host-harness runs a configuration
   * placed on the host: what bench:perf measures the containers' cost against.
   */
  onHost(): ExternalHarness {
    return new ExternalHarness({ ...this.profile, placement: hostPlacement.name }, { ...this.#options, allowHost: true, placement: hostPlacement });
  }

  /** Where its trials run (the configuration's placement). */
  get placement(): Placement {
    return this.profile.placement;
  }

  /** Where the pinned package is installed, or null when the profile needs none. */
  get packageDir(): string | null {
    return this.profile.package ? packageDir(this.#options.cache, this.profile.package) : null;
  }

  /** Whether the pinned package is in the cache (scripts/env.sh installs it). */
  installed(): boolean {
    return packageInstalled(this.profile, this.#options.cache);
  }

  /** Why this harness cannot run here, with the command that installs it; null when its package is installed. */
  missingPackage(): string | null {
    return this.installed() ? null : `${this.identity.version} (harness ${this.identity.name}) is not installed in ${this.packageDir}; install it with: ${installCommand(this.profile.package!)}`;
  }

  /**
   * A trial's container, before its world is built: inside the world's container, the mounts it
   * needs; in a container of its own, that container (made ahead when the scheduler asked for it).
   */
  prepareTrial(site: TrialSite<RunEnvironment>): Promise<PreparedTrial | null> {
    return this.#placed.prepareTrial(site);
  }

  /** Starts making the container of a trial to come (placement own-container), while the trials before it run. */
  prepareAhead(site: TrialSite<RunEnvironment>): void {
    this.#placed.prepareAhead(site);
  }

  /** The bench's programs this configuration runs, each bundled into one file outside the repo. */
  async #programs(): Promise<Programs> {
    const kind = this.#options.kind;
    const texts = [this.profile.launch.command, ...this.profile.launch.args, ...Object.values(this.profile.env), ...Object.values(this.profile.home_files)];
    const uses = (name: string) => texts.some((t) => t.includes(`{${name}}`));
    const [driver, shim] = await Promise.all([
      kind.driver !== undefined && uses('driver') ? driverBundle(kind.driver, this.#options.cache) : undefined,
      // An ACP agent given the world over stdio starts the shim itself.
      uses('shim') || this.profile.acp?.mcp === 'stdio' ? driverBundle(SHIM_SOURCE, this.#options.cache) : undefined,
    ]);
    return { ...(driver ? { driver } : {}), ...(shim ? { shim } : {}) };
  }

  async run(input: HarnessRunInput<UpstreamModel>): Promise<HarnessRunResult> {
    const missing = this.missingPackage();
    if (missing !== null) throw new WorldUnavailableError(missing);
    const profile = this.profile;
    if (!this.#launcher.contained && this.#options.allowHost !== true) {
      throw new ConfigError(`${profile.name} is placed ${this.#launcher.words} (placement: ${profile.placement}), where nothing contains it: run it only with --allow-host-harness`);
    }
    const t0 = performance.now();
    const stopper = new TrialStopper();
    const upstream = this.#upstream(input);
    const { model, mcp } = await this.#servers(input, upstream, stopper);
    const trial: LaunchTrial = {
      profile,
      kind: this.#options.kind,
      input,
      model,
      mcp,
      stopper,
      packageDir: this.packageDir,
      programs: () => this.#programs(),
      homeFiles: (values) => this.#files(input, values),
      openSession: (io, where) => this.#openSession(this.#options.kind, io, where, mcp, input, model),
    };
    let launched: Launched;
    try {
      launched = await this.#placed.launch(trial);
    } catch (error) {
      if (error instanceof HarnessBenchError) throw error;
      throw new HarnessLaunchError(`${profile.name}: could not launch ${profile.launch.command}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // A process the harness left in its container reaches nothing once the bridges are cut; cut before the servers free their ports.
      await input.prepared?.unbridge();
      await Promise.all([model.close(), mcp.close()]);
    }
    return this.#result(input, trial, launched, upstream, t0);
  }

  /**
   * The trial's model server and MCP world on free 127.0.0.1 ports. Each model request is counted
   * against the configuration's cap, and a replay that left its cassette or a real model's trial
   * past its token or money cap stops the harness there.
   */
  async #servers(input: HarnessRunInput<UpstreamModel>, upstream: UpstreamTrial | null, stopper: TrialStopper): Promise<{ model: ModelServer; mcp: McpWorld }> {
    const { profile } = this;
    const kind = this.#options.kind;
    const now = () => input.clock.now();
    let requests = 0;
    const model = await ModelServer.start({
      makeProposer: input.makeProposer,
      ...(upstream === null ? {} : { upstream }),
      now,
      ...(kind.builtins === undefined ? {} : { builtins: profile.acp?.read_before_write === true ? readingFirst(kind.builtins) : kind.builtins }),
      onExchange: (e) => {
        // A replay that left its cassette cannot be judged: the harness is stopped at once (the ending reports the miss).
        if (upstream !== null && upstream.fatal() !== null) stopper.kill('abort');
        // A real model's trial that has spent past its token or money cap is stopped there.
        if (upstream !== null && upstream.overLimit() !== null) stopper.kill('spent');
        const aside = e.reply?.kind === 'text' && e.reply.reason === 'aside';
        if (e.protocol !== null && !aside && ++requests >= profile.caps.model_requests) stopper.kill('turns');
      },
    });
    const mcp = await McpWorld.start({ world: input.world, grants: input.cell.grants, approvalTool: profile.approval_tool, promptedCall: (id, tool, given) => promptedCall(model.log, id, tool, given, kind.builtins?.names ?? []), now, ...(input.clock.sleptMs ? { slept: () => input.clock.sleptMs!() } : {}), ...(input.clock.excluding ? { excluding: (work) => input.clock.excluding!(work) } : {}) });
    return { model, mcp };
  }

  /** The trial's result from how the harness ended: its ending, the events of its model and world, its own calls, its times. */
  #result(input: HarnessRunInput<UpstreamModel>, trial: LaunchTrial, launched: Launched, upstream: UpstreamTrial | null, t0: number): HarnessRunResult {
    const { profile, model, mcp } = trial;
    const kind = this.#options.kind;
    const { session, exit, stdout, stderr, launchedAt, exitedAt } = launched;
    const doneAt = performance.now();
    const modelMs = model.log.reduce((sum, e) => sum + e.ms, 0);
    const ending = this.#ending(trial.stopper.killed, exit, stdout, stderr, model, launched.sessionEnd, upstream);
    // What the session refused or left out goes with the stop's detail.
    const sessionNotes = session?.notes() ?? [];
    if (sessionNotes.length > 0) ending.detail = [ending.detail, ...sessionNotes].join('; ').slice(0, 1000);
    const inside = this.tools === 'own';
    const refused = inside ? refusals(model.results.values(), kind.refusals) : [];
    // The harness's own tool calls that ran (not refused), each when the model asked for it: the world never sees them, so they are admitted here.
    const answered = model.log.flatMap((e) => (e.reply?.kind === 'calls' ? e.reply.calls.map((call) => ({ ...call, t: e.t })) : []));
    const ranOwn = inside ? builtinCallsThatRan(answered, model.results, kind) : [];
    const ownCalls = ranOwn.map((c) => ownAdmission(c, input.world.tools));
    // A harness may report its own refusals (the reference driver: receipt rejected, effect pending...), which the world never sees.
    const ownEvents = kind.ownEvents?.(stdout) ?? [];
    const events = buildEvents(input.cell.runId, profile.name, input.cell.contract.task, model.log, mcp, ending, ownEvents, ownCalls, [...(session?.events() ?? []), ...refusedCalls(answered, model.results, kind)]);
    // A trial the bench cut at its wall-clock cap has no verdict: an error row, with what it recorded until then.
    if (ending.capped === true) throw new WallCapError(ending.detail, events);
    const proposals = events.filter((e) => e.type === 'proposal_received').length;
    return {
      status: ending.status,
      detail: ending.detail,
      proposals,
      ...worldCalls(input.world),
      approvalsAsked: mcp.log.filter((r) => r.kind === 'approval').length,
      events,
      startedAt: model.log.find((e) => e.protocol !== null)?.t ?? 0,
      overheadMs: launchedAt - t0 + (doneAt - exitedAt) + modelMs,
      harnessMs: exitedAt - launchedAt - modelMs,
      // A harness with its own tools always says what they did: none ran means nothing was attempted.
      ...(inside ? { notes: ownToolNotes(ranOwn.length, refused) } : {}),
      ...(upstream === null ? {} : { usage: upstream.usage() }),
    };
  }

  /** The trial's pass-through to a real model, when its proposer is one; a protocol the provider does not speak is refused. */
  #upstream(input: HarnessRunInput<UpstreamModel>): UpstreamTrial | null {
    if (input.upstream === undefined) return null;
    const upstream = input.upstream;
    const refusal = protocolRefusal(upstream, this.profile.name, this.profile.protocol);
    if (refusal !== null) throw new ConfigError(refusal);
    return upstream.forTrial(input.cell.runId);
  }

  /** The files laid out in the harness's fresh HOME: its kind's (the reference driver's cell), then the configuration's. */
  #files(input: HarnessRunInput<UpstreamModel>, values: Record<string, string>): Record<string, string> {
    const files: Record<string, string> = { ...(this.#options.kind.trialFiles?.({ cell: input.cell, reference: this.#options.reference ?? null }) ?? {}) };
    for (const [path, text] of Object.entries(this.profile.home_files)) files[path] = fill(text, values);
    return files;
  }

  /**
   * The kind's session on the process's stdio: its cwd (a folder that stands for the workspace root)
   * and the world's MCP server as the harness reaches it, where it runs; its requests to the world
   * (permissions, fs, terminal) served by this trial's MCP world.
   */
  #openSession(kind: HarnessKind, io: SessionIo, where: Pick<SessionTrial, 'cwd' | 'mcp'>, mcp: McpWorld, input: HarnessRunInput<UpstreamModel>, model: ModelServer): HarnessSession {
    return kind.session!.open(io, {
      config: this.profile,
      task: input.cell.contract.task,
      ...where,
      world: { tools: input.world.tools.names(), call: (tool, args) => mcp.serve(tool, args), approve: (tool, args) => mcp.approve(tool, args), refuse: (tool, args) => mcp.refuse(tool, args), modelCalls: (id) => modelCall(model.log, id), permissionCalls: PERMISSION_READERS, reread: () => mcp.reread(), ...(this.profile.acp?.own_tools === 'own' && kind.builtins !== undefined ? { ownTools: kind.builtins } : {}) },
      now: () => input.clock.now(),
    });
  }

  /** How the run ended: the bench's caps first, then the harness's own account (its kind's reader), then the model's last reply. */
  #ending(killed: Killed | null, exit: { code: number | null; signal: string | null }, stdout: string, stderr: string, model: ModelServer, session: SessionEnd | undefined, upstream: UpstreamTrial | null): Ending {
    if (upstream !== null) {
      // A replay that asked for what the cassette does not hold was not the recorded run; a provider that failed the harness's last request leaves nothing to judge.
      const fatal = upstream.fatal();
      if (fatal !== null) throw fatal;
      const failure = upstream.failure();
      if (failure !== null) throw new ProviderError('upstream', null, failure, upstream.usage());
    }
    const benchFailure = model.log.find((e) => e.status === 500 && e.error !== undefined && e.upstream === undefined);
    // The proposer could not answer (a script with no step for this feedback): the bench's error, never a verdict.
    if (benchFailure !== undefined) throw new ScriptError(`the proposer had no answer for model request ${benchFailure.n}: ${benchFailure.error}`);
    // A session that never reached its task (never opened, or stopped at a cap in its handshake) cannot be judged: an error row, whatever cap
    // stopped it (without a cap, the kind's reader says so).
    const unstarted = session === undefined ? (this.#options.kind.session !== undefined ? 'no session was opened' : null) : session.kind === 'failed' && !session.started ? session.reason : null;
    if (unstarted !== null && (killed === 'wall' || killed === 'turns')) throw new HarnessLaunchError(`${this.profile.name}: ${unstarted} (stopped at the bench's ${killed === 'wall' ? `wall-clock cap, ${this.profile.caps.wall_ms} ms` : 'model-request cap'}, before its task was handed over)`);
    if (killed === 'wall') return { status: 'deadline', detail: `${this.profile.name}: stopped at the bench's wall-clock cap (${this.profile.caps.wall_ms} ms, caps.wall_ms in its configuration) before the trial ended: no verdict; raise the cap if the harness is this slow here`, finish: false, capped: true };
    if (killed === 'turns') return { status: 'proposal_limit', detail: `bench cap: ${this.profile.caps.model_requests} model requests, harness killed`, finish: false };
    if (killed === 'abort') return { status: 'user_abort', detail: 'interrupted', finish: false };
    const spent = killed === 'spent' ? upstream?.overLimit() : null;
    if (spent) return { status: spent.reason, detail: spent.detail, finish: false };
    const text = model.lastText();
    const read = OUTCOME_READERS[this.profile.outcome ?? this.#options.kind.outcome];
    const own = read({ name: this.profile.name, exit, stdout, stderr, asked: model.log.filter((e) => e.protocol !== null).length, exchanges: model.log.length, finished: text?.reason === 'finish', session });
    if (own !== null) return own;
    if (text?.reason === 'finish') return { status: 'complete', detail: 'the model finished and the harness ended the run', finish: true };
    if (text?.reason === 'end') return { status: 'proposals_exhausted', detail: 'the proposer had nothing more to propose', finish: false };
    return { status: 'proposer_error', detail: 'the harness ended without a final answer from the model', finish: false };
  }
}

/** What the world executed, and how many of those re-ran a call it had already seen. */
function worldCalls(world: HarnessRunInput['world']): { calls: number; retries: number } {
  const ledger = world.observe().ledger;
  return { calls: ledger.length, retries: ledger.length - new Set(ledger.map((e) => e.call_id)).size };
}


