/**
 * A harness configuration's rules beyond its fields (configuration.ts): its kind must be registered
 * and its placement too, each kind's placement rule, and knobs that reach the harness. Kept apart
 * from the fields because it reads the registries of kinds and placements, whose modules use the
 * configuration's type.
 */
import { z } from 'zod';
import { HarnessConfigurationObject } from './configuration.js';
import type { ConfigIssue, HarnessKind } from './kind.js';
import { HARNESS_KINDS, toolFamilies } from './kinds/registry.js';
import type { PlacementLauncher } from './launch/launch.js';
import { PLACEMENT_LAUNCHERS } from './launch/placements.js';

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
export function configurationSchema(kinds: readonly HarnessKind[] = HARNESS_KINDS, placements: readonly PlacementLauncher[] = PLACEMENT_LAUNCHERS) {
  return HarnessConfigurationObject.superRefine((profile, ctx) => {
    if (!placements.some((p) => p.name === profile.placement)) {
      ctx.addIssue({ code: 'custom', path: ['placement'], message: `unknown placement ${JSON.stringify(profile.placement)}; placements: ${placements.map((p) => p.name).join(', ')}` });
    }
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
    const families = toolFamilies(kinds).map((f) => f.name);
    if (toolsOf !== undefined && !families.includes(toolsOf)) {
      ctx.addIssue({ code: 'custom', path: ['acp', 'tools_of'], message: `${JSON.stringify(toolsOf)} is not a family with shell and file tools of its own; families that have them: ${families.join(', ')}` });
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

/** The schema of a configuration of a built-in kind at a registered placement. */
export const HarnessConfigurationSchema = configurationSchema();
