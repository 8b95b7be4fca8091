import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill, HarnessProfileSchema, packageDir } from '../../harness/wire/harness-profile.js';
import { builtInHarnessProfiles, HARNESS_PROFILE_DIR, loadHarnessProfile } from '../../profiles/harnesses.js';

describe('harness profiles', () => {
  it('the built-in profiles parse, as shipped and knobs on per harness', () => {
    const profiles = builtInHarnessProfiles();
    expect(profiles.map((p) => `${p.harness}:${p.name}`).sort()).toEqual(['claude-code:claude', 'claude-code:claude+kn', 'openai-agents:agents', 'openai-agents:agents+kn', 'reference:ref-wire']);
    const knobs = Object.fromEntries(profiles.map((p) => [p.name, p.knobs]));
    expect(knobs['agents+kn']).toEqual({ max_turns: 8, tool_timeout_ms: 5000, approval: 'destructive' });
    expect(knobs['claude+kn']).toEqual({ max_turns: 8, tool_timeout_ms: 5000, approval: 'destructive' });
    expect(knobs['claude']).toEqual({ max_turns: null, tool_timeout_ms: null, approval: 'none' });
  });

  it('refuses a Claude Code profile that leaves its built-in tools on, and any Codex profile', () => {
    const claude = loadHarnessProfile(join(HARNESS_PROFILE_DIR, 'claude.yaml'));
    const args = claude.launch.args.filter((a, i, all) => a !== '--tools' && all[i - 1] !== '--tools');
    const unsafe = HarnessProfileSchema.safeParse({ ...claude, launch: { ...claude.launch, args } });
    expect(unsafe.success).toBe(false);
    expect(unsafe.error?.issues.map((i) => i.message)).toEqual(['a Claude Code profile must disable every built-in tool with --tools "" (it runs on the host)']);
    const codex = HarnessProfileSchema.safeParse({ ...claude, name: 'codex', harness: 'codex', package: { name: '@openai/codex', version: '0.171.0' }, protocol: 'responses' });
    expect(codex.error?.issues[0]?.message).toMatch(/^codex profiles are not supported yet/);
  });

  it('a profile file with errors names each field', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hb-hp-')), 'x.yaml');
    writeFileSync(file, readFileSync(join(HARNESS_PROFILE_DIR, 'agents.yaml'), 'utf8').replace('protocol: responses', 'protocol: grpc').replace('version: 0.20.0', 'version: ^0.20.0'));
    expect(() => loadHarnessProfile(file)).toThrow(/x\.yaml: not a harness profile: package\.version: an exact version; protocol: /);
  });

  it('fills placeholders and refuses unknown ones; packages go under the cache', () => {
    expect(fill('{model_url}/x {task}', { model_url: 'http://127.0.0.1:1/v1', task: 't' })).toBe('http://127.0.0.1:1/v1/x t');
    expect(() => fill('{modle_url}', { model_url: 'u' })).toThrow('unknown placeholder {modle_url} in "{modle_url}"');
    expect(packageDir('/c', { name: '@anthropic-ai/claude-code', version: '2.1.332' })).toBe('/c/harnesses/anthropic-ai-claude-code-2.1.332');
  });
});
