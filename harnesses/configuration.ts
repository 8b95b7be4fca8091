import { z } from 'zod';
import { PROTOCOL_NAMES } from '../models/server/protocols/registry.js';
import { AcpOptionsSchema } from './acp/options.js';
import type { ConfigIssue, HarnessKind } from './kind.js';
import { HARNESS_KIND_NAMES, HARNESS_KINDS } from './kinds/registry.js';
import { OUTCOME_NAMES } from './outcome.js';
import { PLACEMENT_NAMES } from './placement.js';

export { PLACEMENTS, type Placement } from './placement.js';
export { fill } from './placeholders.js';

/**
 * An external harness configuration as data (profiles/<kind>/*.yaml): which
 * package, how to launch it, what to lay out in its fresh HOME, which model
 * protocol it speaks, and which of its own knobs are set. Each field's
 * `.describe()` is its one description: docs/real-harnesses.md's field table
 * is generated from it (configuration-reference.ts). Strings in `launch`,
 * `env` and `home_files` may use the placeholders of placeholders.ts.
 */
const HarnessConfigurationObject = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.+-]*$/, 'lower-case letters, digits, _ . + - only')
    .describe('The short name: the column of the matrix and a name `--harness` takes (`agents`, `claude+kn`, `gemini-cli`).'),
  description: z.string().default('').describe('One line on what the configuration is, shown by `harness-bench list harnesses`.'),
  harness: z
    .string()
    .min(1)
    .describe(`Its kind, one of ${HARNESS_KIND_NAMES.map((n) => `\`${n}\``).join(', ')}: one module each under \`harnesses/kinds/\`, which says where it may run, how its end is read and what its own tools are.`),
  package: z
    .strictObject({
      name: z.string().min(1).describe("The npm package's name: one of its kind's packages, or any package for `harness: acp`."),
      version: z.string().regex(/^\d+\.\d+\.\d+$/, 'an exact version').describe('Its exact version.'),
    })
    .nullable()
    .default(null)
    .describe('The pinned npm package, installed into the cache by `scripts/env.sh`; `null` when there is nothing to install.'),
  protocol: z.enum(PROTOCOL_NAMES).describe("The model protocol the harness speaks to the bench's model server (`models/server/protocols/registry.ts`)."),
  placement: z
    .enum(PLACEMENT_NAMES)
    .default('own-container')
    .describe(
      "Where the harness runs: `own-container` (a locked-down container of its own, its own shell and file tools off), `container` (inside the trial's workspace container, its own tools on; workspace scenarios only) or `host` (a host process, not contained, its own tools off; only in a run given `--allow-host-harness`). See \"The wall\" below.",
    ),
  container_hardening: z
    .enum(['standard', 'nested-sandbox', 'nested-sandbox+proc'])
    .default('standard')
    .describe(
      "The container's hardening variant, with `placement: container` only (docs/sandbox.md): `nested-sandbox` only for a configuration whose own sandbox is under test (it widens the seccomp profile so that the harness's bubblewrap can make its namespaces), `nested-sandbox+proc` likewise and without masked `/proc` paths (for a bubblewrap that mounts a fresh `/proc`), `standard` for every other.",
    ),
  launch: z
    .strictObject({
      command: z.string().min(1).describe('The program to run; may use placeholders (`{node}`, `{package_dir}/bin/...`).'),
      args: z.array(z.string()).default([]).describe('Its arguments; each may use placeholders.'),
    })
    .describe('How the harness is started, once per trial, in its fresh HOME.'),
  env: z.record(z.string(), z.string()).default({}).describe("The harness's environment variables (name to value); values may use placeholders."),
  home_files: z.record(z.string(), z.string()).default({}).describe("Files written into the trial's fresh HOME before launch (path relative to HOME to contents); contents may use placeholders."),
  outcome: z
    .enum(OUTCOME_NAMES)
    .optional()
    .describe("How the run's end is read, when not as its kind reads it: `driver-json` (a driver's last JSON line on stdout), `claude-json` (Claude Code's JSON result), `exit-code` (the exit code alone) or `acp-session` (an ACP session's end)."),
  reference_profile: z.string().optional().describe('For the reference harness over the wire: the reference profile it runs under (absent: `full`).'),
  approval_tool: z.boolean().default(false).describe('Serve the approval gate tool on the MCP world, for a harness that asks for approvals through a tool.'),
  acp: AcpOptionsSchema.optional().describe('For an agent that speaks ACP (`harness: acp`): what the bench, its ACP client, offers the agent and how it bounds it. See "Agents that speak ACP" below.'),
  knobs: z
    .strictObject({
      max_turns: z.number().int().positive().nullable().default(null).describe("The harness's own turn limit; `null`: as shipped."),
      tool_timeout_ms: z.number().int().positive().nullable().default(null).describe("The harness's own tool-call timeout, in milliseconds; `null`: as shipped."),
      approval: z
        .enum(['none', 'destructive', 'writes'])
        .default('none')
        .describe("Which tools need an approval, answered from the scenario's grants: `none`, `destructive` (tools the world marks destructive: exports, publishing) or `writes` (every tool not marked read-only)."),
    })
    .default({ max_turns: null, tool_timeout_ms: null, approval: 'none' })
    .describe("The harness's own safety knobs, which its launch, environment or HOME files set through the placeholders `{max_turns}`, `{tool_timeout_ms}`, `{tool_timeout_s}` and `{approval}` (or, for `approval`, the approval gate tool, `approval_tool: true`); a knob set that none of them uses is refused at load."),
  caps: z
    .strictObject({
      wall_ms: z.number().int().positive().default(180_000).describe('The most time one trial may take, in milliseconds, a backstop for a harness that never ends: past it the trial is an error row (no verdict).'),
      model_requests: z.number().int().positive().default(60).describe('The most model requests one trial may send; past it the trial is reported as `proposal_limit`.'),
    })
    .default({ wall_ms: 180_000, model_requests: 60 })
    .describe("The bench's own caps, which stop a harness that never ends: a harness that reaches one is killed and its trial reported by the cap, never as hung."),
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
  return HarnessConfigurationObject.superRefine((profile, ctx) => {
    const kind = kinds.find((k) => k.name === profile.harness);
    if (kind === undefined) {
      ctx.addIssue({ code: 'custom', path: ['harness'], message: `unknown harness kind ${JSON.stringify(profile.harness)}; kinds: ${kinds.map((k) => k.name).join(', ')}` });
      return;
    }
    if (profile.package !== null && kind.packages !== 'any' && !kind.packages.includes(profile.package.name)) {
      ctx.addIssue({ code: 'custom', path: ['package', 'name'], message: `a ${kind.name} configuration pins ${kind.packages.length > 0 ? kind.packages.join(' or ') : 'no package'}, not ${profile.package.name}` });
    }
    if (profile.container_hardening !== 'standard' && profile.placement !== 'container') ctx.addIssue({ code: 'custom', path: ['container_hardening'], message: 'container_hardening applies to placement: container only' });
    if (profile.placement === 'container' && profile.package === null) ctx.addIssue({ code: 'custom', path: ['package'], message: 'a harness inside the container needs its pinned package (mounted read-only at /opt/harness)' });
    if (profile.acp !== undefined && kind.session === undefined) ctx.addIssue({ code: 'custom', path: ['acp'], message: `acp: is for a harness that speaks ACP (harness: acp), not ${kind.name}` });
    if (kind.driver === undefined && [profile.launch.command, ...profile.launch.args].some((t) => t.includes('{driver}'))) ctx.addIssue({ code: 'custom', path: ['launch'], message: `{driver}: a ${kind.name} harness has no driver of the bench's` });
    const toolsOf = profile.acp?.tools_of;
    if (toolsOf !== undefined && kinds.find((k) => k.name === toolsOf)?.builtins === undefined) {
      const withTools = kinds.filter((k) => k.builtins !== undefined).map((k) => k.name);
      ctx.addIssue({ code: 'custom', path: ['acp', 'tools_of'], message: `${JSON.stringify(toolsOf)} is not a harness kind with shell and file tools of its own; kinds that have them: ${withTools.join(', ')}` });
    }
    for (const issue of kind.placementIssues(profile)) ctx.addIssue({ code: 'custom', ...issue });
    for (const issue of unusedKnobs(profile)) ctx.addIssue({ code: 'custom', ...issue });
  });
}

/**
 * Knobs set that the harness would never see: a knob reaches the harness only through a placeholder
 * in its launch line, its environment or a HOME file (`{max_turns}`; `{tool_timeout_ms}` or
 * `{tool_timeout_s}`; `{approval}`, or the approval gate tool the world serves with
 * `approval_tool: true`). A knob nothing reads would label the configuration with a control it
 * does not have.
 */
function unusedKnobs(profile: z.infer<typeof HarnessConfigurationObject>): ConfigIssue[] {
  const text = [profile.launch.command, ...profile.launch.args, ...Object.values(profile.env), ...Object.values(profile.home_files)].join('\n');
  const uses = (...names: string[]) => names.some((n) => text.includes(`{${n}}`));
  const issues: ConfigIssue[] = [];
  const unused = (knob: string, value: unknown, placeholders: string) =>
    issues.push({ path: ['knobs', knob], message: `knobs.${knob} is ${JSON.stringify(value)}, but no launch argument, environment variable or HOME file uses ${placeholders}: the harness would never see it. Put the placeholder where the harness reads it, or remove the knob` });
  if (profile.knobs.max_turns !== null && !uses('max_turns')) unused('max_turns', profile.knobs.max_turns, '{max_turns}');
  if (profile.knobs.tool_timeout_ms !== null && !uses('tool_timeout_ms', 'tool_timeout_s')) unused('tool_timeout_ms', profile.knobs.tool_timeout_ms, '{tool_timeout_ms} or {tool_timeout_s}');
  if (profile.knobs.approval !== 'none' && !uses('approval') && !profile.approval_tool) unused('approval', profile.knobs.approval, '{approval} (nor is approval_tool on)');
  return issues;
}

/** The schema of a configuration of a built-in kind. */
export const HarnessConfigurationSchema = configurationSchema();
export type HarnessConfiguration = z.infer<typeof HarnessConfigurationSchema>;
export type HarnessConfigurationInput = z.input<typeof HarnessConfigurationSchema>;

/** The cache folder a pinned package installs into. */
export function packageDir(cache: string, pkg: { name: string; version: string }): string {
  return `${cache}/harnesses/${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${pkg.version}`;
}

