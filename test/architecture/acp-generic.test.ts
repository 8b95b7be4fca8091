/**
 * The ACP client is generic: what is particular to one agent (how its permission requests name a
 * call, which tools it brings) is declared by its kind module (harnesses/kinds/) and read by the
 * client. No family's name, package or known message text may appear in harnesses/acp/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInHarnessProfiles } from '../../harnesses/configurations.js';
import { HARNESS_KINDS } from '../../harnesses/kinds/registry.js';

const ACP_DIR = join(import.meta.dirname, '..', '..', 'harnesses', 'acp');

/** Words that name a family: every kind's name but the generic one, and the distinctive words of every package a kind or a built-in configuration pins. */
function familyWords(): string[] {
  const generic = new Set(['acp', 'agent', 'agents', 'ai', 'cli', 'code', 'industries']);
  const words = new Set<string>();
  const packages = [...HARNESS_KINDS.flatMap((k) => (k.packages === 'any' ? [] : k.packages)), ...builtInHarnessProfiles().flatMap((p) => (p.package === null ? [] : [p.package.name]))];
  for (const kind of HARNESS_KINDS) if (kind.session === undefined) words.add(kind.name);
  for (const pkg of packages) for (const w of pkg.toLowerCase().split(/[@/-]/)) if (w !== '' && !generic.has(w)) words.add(w);
  return [...words].sort();
}

/** Texts that only one agent sends, which a reading of them would quote. */
const KNOWN_FRAGMENTS = ['run tool "', 'codex_approval_kind', 'Approve MCP tool call', 'claudeCode'];

describe('harnesses/acp/ knows no agent', () => {
  it('names no family, package or agent-specific message', () => {
    const words = familyWords();
    expect(words).toEqual(expect.arrayContaining(['codex', 'claude', 'gemini', 'opencode', 'qwen']));
    const found: string[] = [];
    for (const file of readdirSync(ACP_DIR).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(ACP_DIR, file), 'utf8');
      for (const w of words) if (new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text)) found.push(`${file}: ${w}`);
      for (const f of KNOWN_FRAGMENTS) if (text.includes(f)) found.push(`${file}: ${f}`);
    }
    expect(found).toEqual([]);
  });
});
