import { z } from 'zod';

/**
 * An external harness configuration as data (profiles/*.yaml): which
 * package, how to launch it, what to lay out in its fresh HOME, which model
 * protocol it speaks, and which of its own knobs are set. Strings in `launch`,
 * `env` and `home_files` may use placeholders filled per trial:
 *   {model_url} the model server's OpenAI base URL (http://127.0.0.1:PORT/v1)
 *   {model_origin} the same without /v1 (Anthropic clients)
 *   {mcp_url} the MCP world (http://127.0.0.1:PORT/mcp)    {shim} the stdio shim's command line
 *   {approval_url} the bench's approval endpoint             {task} the scenario's task
 *   {revision_url} the world's revision (reference harness)   {cell_file} the cell as JSON (reference harness)
 *   {home} the trial's fresh HOME                           {package_dir} the install folder in the cache
 *   {repo} the bench's own folder                           {node} this Node binary
 *   {cache} $HARNESS_BENCH_CACHE
 *   {max_turns} {tool_timeout_ms} {tool_timeout_s} {approval}  the knobs below ('' when unset)
 */
export const HARNESS_KINDS = ['openai-agents', 'codex', 'claude-code', 'reference'] as const;

const HarnessProfileObject = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_.+-]*$/, 'lower-case letters, digits, _ . + - only'),
  description: z.string().default(''),
  harness: z.enum(HARNESS_KINDS),
  /** The pinned npm package, installed into the cache by scripts/env.sh (null: nothing to install). */
  package: z.strictObject({ name: z.string().min(1), version: z.string().regex(/^\d+\.\d+\.\d+$/, 'an exact version') }).nullable().default(null),
  protocol: z.enum(['responses', 'chat', 'anthropic']),
  launch: z.strictObject({ command: z.string().min(1), args: z.array(z.string()).default([]) }),
  env: z.record(z.string(), z.string()).default({}),
  /** Files written into the trial's fresh HOME before launch (path relative to HOME -> contents). */
  home_files: z.record(z.string(), z.string()).default({}),
  /** How the run's end is read: the driver's JSON line on stdout, Claude Code's JSON result, or the exit code alone. */
  outcome: z.enum(['driver-json', 'claude-json', 'exit-code']).default('exit-code'),
  /** For the reference harness over the wire: the reference profile it runs under. */
  reference_profile: z.string().optional(),
  /** Serve the approval gate tool on the MCP world (harnesses that ask through a tool). */
  approval_tool: z.boolean().default(false),
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
 * Harnesses run on the host, so a profile must keep the harness's own shell
 * and file tools off: a Claude Code profile must pass `--tools ""` (no
 * built-in tool) and `--strict-mcp-config` (only the bench's world); Codex
 * profiles are refused until a configuration that turns its shell and patch
 * tools off is established (docs/real-harnesses.md).
 */
export const HarnessProfileSchema = HarnessProfileObject.superRefine((profile, ctx) => {
  const args = profile.launch.args;
  if (profile.harness === 'claude-code') {
    const tools = args.indexOf('--tools');
    if (tools === -1 || args[tools + 1] !== '') ctx.addIssue({ code: 'custom', path: ['launch', 'args'], message: 'a Claude Code profile must disable every built-in tool with --tools "" (it runs on the host)' });
    if (!args.includes('--strict-mcp-config')) ctx.addIssue({ code: 'custom', path: ['launch', 'args'], message: 'a Claude Code profile must pass --strict-mcp-config (only the bench\'s world)' });
  }
  if (profile.harness === 'codex') ctx.addIssue({ code: 'custom', path: ['harness'], message: "codex profiles are not supported yet: no configuration that turns off Codex's own shell and patch tools has been established, and the bench never runs them on the host" });
});
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
