import type { HarnessRunInput } from '../harness/under-test.js';
import type { BuiltinTools } from '../models/server/builtin-tools.js';
import type { OutcomeName, OwnEvent } from './outcome.js';

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
  /** Install facts: the npm packages its configurations may pin (none: the bench's own code). */
  readonly packages: readonly string[];
  /** How the end of a run is read unless the configuration names another reader. */
  readonly outcome: OutcomeName;
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
  /** Files written into the trial's HOME beside the configuration's own (the reference driver's cell). */
  trialFiles?(trial: KindTrial): Record<string, string>;
  /** Decisions the harness reports from inside itself, which never reached the world (the reference driver's refusals). */
  ownEvents?(stdout: string): OwnEvent[];
}

/** The fields of a configuration a kind's placement rule reads. */
export interface KindConfigView {
  readonly placement: 'own-container' | 'container' | 'host';
  readonly launch: { readonly args: readonly string[] };
  readonly package: { readonly name: string } | null;
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
