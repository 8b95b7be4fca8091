/**
 * What every placement's launcher is given and gives back. A launcher starts the harness where its
 * configuration places it (launch/host.ts on the host, launch/container.ts in the trial's workspace
 * container or a container of its own), binds the trial's stopper to what it started, opens the
 * kind's session on its stdio when the kind speaks one, and waits for it to end. The harness
 * (external-harness.ts) starts the model server and the MCP world before, and reads the ending after.
 */
import type { HarnessRunInput, PreparedTrial, TrialSite } from '../../harness/under-test.js';
import type { RunEnvironment } from '../../worlds/run-environment.js';
import type { HarnessStderr } from '../../harness/stderr-tail.js';
import type { McpWorld } from '../../worlds/mcp/mcp-world.js';
import type { ModelServer } from '../../models/server/model-server.js';
import type { HarnessConfiguration } from '../configuration.js';
import type { Bundle } from '../driver-bundle.js';
import type { HarnessKind, HarnessSession, SessionIo, SessionTrial } from '../kind.js';
import type { SessionEnd } from '../outcome.js';
import type { TrialStopper } from './stopper.js';

/** The bench's programs a configuration runs, bundled: its kind's driver, the shim when it names {shim}. */
export interface Programs {
  driver?: Bundle;
  shim?: Bundle;
}

/** One trial of one configuration, as a launcher sees it. */
export interface LaunchTrial {
  profile: HarnessConfiguration;
  kind: HarnessKind;
  input: HarnessRunInput;
  model: ModelServer;
  mcp: McpWorld;
  stopper: TrialStopper;
  /** Where the pinned package is installed, or null when the configuration needs none. */
  packageDir: string | null;
  programs(): Promise<Programs>;
  /** The files laid out in the harness's fresh HOME, by path inside it, with the placeholders filled from `values`. */
  homeFiles(values: Record<string, string>): Record<string, string>;
  /** The kind's session on the process's stdio, its cwd and the world's MCP server as the harness reaches them where it runs. */
  openSession(io: SessionIo, where: Pick<SessionTrial, 'cwd' | 'mcp'>): HarnessSession;
}

/** How a launched harness ended, as its launcher saw it. */
export interface Launched {
  exit: { code: number | null; signal: string | null };
  /** Its stdout (none when it carried a session), and its stderr, as kept for the ending's reader. */
  stdout: string;
  stderr: string;
  session: HarnessSession | null;
  sessionEnd: SessionEnd | undefined;
  /** performance.now() when it started and when it exited, for the trial's overhead and harness time. */
  launchedAt: number;
  exitedAt: number;
}

/** What the harness wrote to its stderr, to the trial that keeps it (nothing when it wrote nothing). */
export function tellStderr(input: HarnessRunInput, kept: HarnessStderr | null): void {
  if (kept !== null) input.onStderr?.(kept);
}

/** The world as a session names it to the agent: its MCP URL, and the command line of the shim that forwards to it (when bundled). */
export const sessionMcp = (url: string, node: string, shim: string | null): SessionTrial['mcp'] => ({ url, stdio: { command: node, args: shim === null ? [] : [shim, url] } });

/** What a placement is given of the configuration it places. */
export interface PlacedHarness {
  readonly profile: HarnessConfiguration;
  readonly kind: HarnessKind;
  /** Where its package is installed, or null when it needs none. */
  readonly packageDir: string | null;
  installed(): boolean;
  /** What its own containers are made of: a container of one configuration serves another only when the keys agree. */
  readonly poolKey: string;
  /** The bench's programs it runs, bundled. */
  programs(): Promise<Programs>;
}

/** One configuration's trials at a placement: their set-up before the world is built, and their launch. */
export interface Placed {
  /** A trial's set-up before its world is built (mounts, or a container of its own); null when it needs none. */
  prepareTrial(site: TrialSite<RunEnvironment>): Promise<PreparedTrial | null>;
  /** Starts the set-up of a trial to come, for a scheduler that knows the next trial. */
  prepareAhead(site: TrialSite<RunEnvironment>): void;
  /** Starts the harness where it runs and waits for it to end; a HarnessLaunchError, saying why, when its place is not there. */
  launch(trial: LaunchTrial): Promise<Launched>;
}

export interface PlacementLauncher {
  /** Its name, as a configuration's `placement:` gives it. */
  readonly name: string;
  /** Where it runs a configuration's trials, in words: `list harnesses`, the run's first lines and the reports say it after the configurations' names. */
  readonly words: string;
  /** Whose tools the harness calls: its own, where the world's files are (`own`), or the world's, over MCP. */
  readonly tools: 'own' | 'world';
  /** Whether it runs in a locked-down container; one that does not runs only in a run that allows it (--allow-host-harness). */
  readonly contained: boolean;
  /** The placement of one configuration. */
  place(harness: PlacedHarness): Placed;
}
