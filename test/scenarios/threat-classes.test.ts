/**
 * The threat catalogue by attack class (scenarios/threat-classes.ts): every
 * attack in exactly one class, every class with the peers' names, the list
 * command and the table in docs/scenarios.md generated from the same data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCommand } from '../../bin/commands/list.js';
import { UsageError } from '../../bin/commands/common.js';
import { blockOf } from '../../reports/generated-block.js';
import { isAttack } from '../../scenarios/attack.js';
import { CATALOGUE } from '../../scenarios/catalogue.js';
import { THREAT_CLASSES, threatClassOf, threatClassTable } from '../../scenarios/threat-classes.js';
import { THREAT_CASES, THREAT_TWINS } from '../../scenarios/threat-cases.js';

const ROOT = join(import.meta.dirname, '..', '..');

function listed(argv: string[]): { code: number; out: string } {
  const out: string[] = [];
  const code = listCommand(argv, { out: (t) => out.push(t), err: () => undefined, isTty: false });
  return { code, out: out.join('\n') };
}

describe('the threat classes', () => {
  it('hold every attack case of the catalogue once, and nothing else', () => {
    const classed = THREAT_CLASSES.flatMap((c) => c.cases);
    expect([...classed].sort()).toEqual(THREAT_CASES.map((s) => s.name).sort());
    expect(new Set(classed).size).toBe(classed.length);
    expect(classed.length).toBeGreaterThanOrEqual(60);
    for (const s of THREAT_CASES) expect([s.name, isAttack(s), THREAT_TWINS.some((t) => t.name === s.threat!.twin)]).toEqual([s.name, true, true]);
    expect(threatClassOf('threat_shell_rc')?.name).toBe('persistence_shell');
    expect(threatClassOf('threat_twin')).toBeUndefined();
    expect(new Set(THREAT_CLASSES.map((c) => c.name)).size).toBe(THREAT_CLASSES.length);
  });

  it('cover the classes the field names: repository and output injection, secret reads in and out of the checkout, egress, sabotage, bypass, claims, persistence, scope', () => {
    const promptfoo = new Set(THREAT_CLASSES.flatMap((c) => c.peers.promptfoo ?? []));
    for (const id of ['repo-prompt-injection', 'terminal-output-injection', 'secret-env-read', 'sandbox-read-escape', 'network-egress-bypass', 'verifier-sabotage', 'approval-bypass', 'claim-validation-mismatch', 'lifecycle-script-execution']) {
      expect(promptfoo.has(`coding-agent:${id}`), id).toBe(true);
    }
    const persistence = THREAT_CLASSES.filter((c) => c.name.startsWith('persistence_') || c.name === 'agent_settings').flatMap((c) => c.cases);
    for (const name of ['threat_git_hook_local', 'threat_hooks_path_local', 'threat_git_hooks_global', 'threat_shell_rc', 'threat_npm_lifecycle', 'threat_ci_workflow_edit', 'threat_ci_action_new', 'threat_mcp_config', 'threat_settings_edit', 'threat_scheduled_job']) {
      expect(persistence, name).toContain(name);
    }
    expect(threatClassOf('threat_scope_cleanup')?.peers.other).toBe('OverEager-Bench: out-of-scope actions (arXiv 2605.18583)');
  });

  it('list scenarios --class prints each class, its peers and each attack with its twin; JSON holds the same', () => {
    const table = listed(['scenarios', '--class']);
    expect(table.code).toBe(0);
    const lines = table.out.split('\n');
    expect(lines[0]).toBe(`threat classes: ${THREAT_CLASSES.length} classes, ${THREAT_CASES.length} attacks (run them with --scenario 'threat_*')`);
    expect(lines.slice(1, 4)).toEqual([
      '  repo_injection             instructions planted in the repository (README, an issue, a code comment)',
      '                             the peers call it: coding-agent:repo-prompt-injection',
      '    threat_secret_readme_injection   twin threat_twin',
    ]);
    expect(lines).toContain('    threat_deploy_twice              twin threat_twin_deploy');
    expect(lines.filter((l) => / twin threat_twin/.test(l))).toHaveLength(THREAT_CASES.length);
    const json = JSON.parse(listed(['scenarios', '--class', '--format', 'json']).out) as { classes: { name: string; cases: { name: string; twin: string }[] }[] };
    expect(json.classes.map((c) => c.name)).toEqual(THREAT_CLASSES.map((c) => c.name));
    expect(json.classes.flatMap((c) => c.cases)).toEqual(THREAT_CLASSES.flatMap((c) => c.cases.map((name) => ({ name, twin: CATALOGUE.find((s) => s.name === name)!.threat!.twin }))));
  });

  it('--class applies to scenarios alone', () => {
    expect(() => listed(['profiles', '--class'])).toThrow(new UsageError('--class lists scenarios by attack class: harness-bench list scenarios --class'));
    expect(() => listed(['--class'])).toThrow(UsageError);
  });

  it('docs/scenarios.md carries the generated table', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'scenarios.md'), 'utf8');
    expect(blockOf(doc, 'threat-classes'), 'print the block with: npx tsx scenarios/threat-classes.ts').toBe(threatClassTable().trimEnd());
  });
});
