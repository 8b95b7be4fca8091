import { z } from 'zod';
import { PROTOCOL_NAMES } from '../models/server/protocols/registry.js';
import { AcpOptionsSchema } from './acp/options.js';
import { HARNESS_KIND_NAMES } from './kinds/registry.js';
import { OUTCOME_NAMES } from './outcome.js';

export { fill } from './placeholders.js';

/**
 * An external harness configuration as data (profiles/<kind>/*.yaml): which
 * package, how to launch it, what to lay out in its fresh HOME, which model
 * protocol it speaks, and which of its own knobs are set. Each field's
 * `.describe()` is its one description: docs/real-harnesses.md's field table
 * is generated from it (configuration-reference.ts). Strings in `launch`,
 * `env` and `home_files` may use the placeholders of placeholders.ts.
 */
export const HarnessConfigurationObject = z.strictObject({
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
    .string()
    .min(1)
    .default('own-container')
    .describe(
      "Where the harness runs, one placement of `harnesses/launch/placements.ts`: `own-container` (a locked-down container of its own, its own shell and file tools off), `container` (inside the trial's workspace container, its own tools on; workspace scenarios only) or `host` (a host process, not contained, its own tools off; only in a run given `--allow-host-harness`). See \"The wall\" below.",
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

/** A configuration as data, once its kind's rules and its placement are checked (configuration-schema.ts). */
export type HarnessConfiguration = z.infer<typeof HarnessConfigurationObject>;
export type HarnessConfigurationInput = z.input<typeof HarnessConfigurationObject>;
/** A placement's name (harnesses/launch/placements.ts). */
export type Placement = HarnessConfiguration['placement'];

/** The cache folder a pinned package installs into. */
export function packageDir(cache: string, pkg: { name: string; version: string }): string {
  return `${cache}/harnesses/${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${pkg.version}`;
}

