import { z } from 'zod';
import { PROTOCOL_NAMES } from '../models/server/protocols/registry.js';
import { AcpOptionsSchema } from './acp/options.js';
import type { HarnessKind } from './kind.js';
import { HARNESS_KINDS } from './kinds/registry.js';
import { OUTCOME_NAMES } from './outcome.js';
import { PLACEMENT_NAMES } from './placement.js';

export { PLACEMENTS, type Placement } from './placement.js';

/**
 * An external harness configuration as data (profiles/<kind>/*.yaml): which
 * package, how to launch it, what to lay out in its fresh HOME, which model
 * protocol it speaks, and which of its own knobs are set. Strings in `launch`,
 * `env` and `home_files` may use placeholders filled per trial:
 *   {model_url} the model server's OpenAI base URL (http://127.0.0.1:PORT/v1)
 *   {model_origin} the same without /v1 (Anthropic and Gemini clients)
 *   {mcp_url} the MCP world (http://127.0.0.1:PORT/mcp)    {shim} the stdio shim's command line
 *   {approval_url} the bench's approval endpoint             {task} the scenario's task
 *   {revision_url} the world's revision (reference harness)   {cell_file} the cell as JSON (reference harness)
 *   {home} the trial's fresh HOME                           {package_dir} the pinned package
 *   {driver} its kind's driver, bundled into one file        {node} the Node binary
 *   {max_turns} {tool_timeout_ms} {tool_timeout_s} {approval}  the knobs below ('' when unset)
 * Each is the harness's own view: in a container, {package_dir} is /opt/harness, {driver} a file
 * under /opt/driver, {home} /tmp/home, the URLs are on the container's own loopback. No placeholder
 * names a folder of the bench: a harness never needs, nor sees, the bench's files.
 */
const HarnessProfileObject = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_.+-]*$/, 'lower-case letters, digits, _ . + - only'),
  description: z.string().default(''),
  /** Its kind (kinds/registry.ts): where it may run, how its end and its own tools are read. */
  harness: z.string().min(1),
  /** The pinned npm package, installed into the cache by scripts/env.sh (null: nothing to install). */
  package: z.strictObject({ name: z.string().min(1), version: z.string().regex(/^\d+\.\d+\.\d+$/, 'an exact version') }).nullable().default(null),
  protocol: z.enum(PROTOCOL_NAMES),
  /**
   * Where the harness runs (PLACEMENTS below): `own-container` (the default: a locked-down container
   * of its own, its own shell and file tools off), `container` (inside the trial's workspace
   * container, its own tools on; workspace scenarios only) or `host` (a host process, its own tools
   * off; only in a run given --allow-host-harness).
   */
  placement: z.enum(PLACEMENT_NAMES).default('own-container'),
  /**
   * The container's hardening variant (worlds/sandbox/docker-hardening.ts, docs/sandbox.md):
   * `nested-sandbox` ONLY for a configuration whose own sandbox is under test (it widens the seccomp
   * profile so that the harness's bubblewrap can make its namespaces), `nested-sandbox+proc` likewise
   * and without masked /proc paths (a harness whose bubblewrap mounts a fresh /proc); `standard` for every other.
   */
  container_hardening: z.enum(['standard', 'nested-sandbox', 'nested-sandbox+proc']).default('standard'),
  launch: z.strictObject({ command: z.string().min(1), args: z.array(z.string()).default([]) }),
  env: z.record(z.string(), z.string()).default({}),
  /** Files written into the trial's fresh HOME before launch (path relative to HOME -> contents). */
  home_files: z.record(z.string(), z.string()).default({}),
  /** How the run's end is read (default: its kind's): the driver's JSON line on stdout, Claude Code's JSON result, or the exit code alone. */
  outcome: z.enum(OUTCOME_NAMES).optional(),
  /** For the reference harness over the wire: the reference profile it runs under. */
  reference_profile: z.string().optional(),
  /** Serve the approval gate tool on the MCP world (harnesses that ask through a tool). */
  approval_tool: z.boolean().default(false),
  /** For an agent that speaks ACP (harness: acp): what the bench, its client, offers it and how it bounds it (acp/options.ts). */
  acp: AcpOptionsSchema.optional(),
  knobs: z
    .strictObject({
      /** The harness's own turn limit (null: as shipped). */
      max_turns: z.number().int().positive().nullable().default(null),
      /** The harness's own tool-call timeout (null: as shipped). */
      tool_timeout_ms: z.number().int().positive().nullable().default(null),
      /**
       * Which tools need an approval, answered from the scenario's grants: `destructive` (tools the
       * world marks destructive: exports, publishing), `writes` (every tool not marked read-only).
       */
      approval: z.enum(['none', 'destructive', 'writes']).default('none'),
    })
    .default({ max_turns: null, tool_timeout_ms: null, approval: 'none' }),
  /** The bench's own caps, which stop a harness that never ends (reported as deadline / proposal_limit, never hung). */
  caps: z
    .strictObject({ wall_ms: z.number().int().positive().default(60_000), model_requests: z.number().int().positive().default(60) })
    .default({ wall_ms: 60_000, model_requests: 60 }),
});


/**
 * The rule: a harness whose own shell or file tools are on runs only inside
 * the trial's workspace container (`placement: container`); anywhere else
 * (its own container, or the host) its tools must be off. Each kind says
 * what that takes for it (kinds/*.ts `placementIssues`: Claude Code outside
 * the workspace container passes `--tools ""` and `--strict-mcp-config`;
 * Codex runs only in the workspace container). A configuration inside the
 * workspace container needs its pinned package (mounted read-only), one of
 * its kind's packages.
 */
export function configurationSchema(kinds: readonly HarnessKind[] = HARNESS_KINDS) {
  return HarnessProfileObject.superRefine((profile, ctx) => {
    const kind = kinds.find((k) => k.name === profile.harness);
    if (kind === undefined) {
      ctx.addIssue({ code: 'custom', path: ['harness'], message: `unknown harness kind ${JSON.stringify(profile.harness)}; kinds: ${kinds.map((k) => k.name).join(', ')}` });
      return;
    }
    if (profile.package !== null && !kind.packages.includes(profile.package.name)) {
      ctx.addIssue({ code: 'custom', path: ['package', 'name'], message: `a ${kind.name} configuration pins ${kind.packages.length > 0 ? kind.packages.join(' or ') : 'no package'}, not ${profile.package.name}` });
    }
    if (profile.container_hardening !== 'standard' && profile.placement !== 'container') ctx.addIssue({ code: 'custom', path: ['container_hardening'], message: 'container_hardening applies to placement: container only' });
    if (profile.placement === 'container' && profile.package === null) ctx.addIssue({ code: 'custom', path: ['package'], message: 'a harness inside the container needs its pinned package (mounted read-only at /opt/harness)' });
    if (profile.acp !== undefined && kind.session === undefined) ctx.addIssue({ code: 'custom', path: ['acp'], message: `acp: is for a harness that speaks ACP (harness: acp), not ${kind.name}` });
    if (kind.driver === undefined && [profile.launch.command, ...profile.launch.args].some((t) => t.includes('{driver}'))) ctx.addIssue({ code: 'custom', path: ['launch'], message: `{driver}: a ${kind.name} harness has no driver of the bench's` });
    for (const issue of kind.placementIssues(profile)) ctx.addIssue({ code: 'custom', ...issue });
  });
}

/** The schema of a configuration of a built-in kind. */
export const HarnessProfileSchema = configurationSchema();
export type HarnessProfile = z.infer<typeof HarnessProfileSchema>;
export type HarnessProfileInput = z.input<typeof HarnessProfileSchema>;

/** The cache folder a pinned package installs into. */
export function packageDir(cache: string, pkg: { name: string; version: string }): string {
  return `${cache}/harnesses/${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${pkg.version}`;
}

/** Fills `{placeholder}`s; an unknown placeholder is an error (a typo would otherwise reach the harness). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown placeholder ${whole} in ${JSON.stringify(template)}`);
    return value;
  });
}
