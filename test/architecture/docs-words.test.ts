import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README and docs speak of the product: dated runs, machine loads and the
 * project's own history belong in results/ (each file with its command, date
 * and load) or in commit messages.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const FILES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

const RULES: { name: string; pattern: RegExp }[] = [
  // A date, except an API's version header, a price table's as-of field and a model name's suffix, which are data.
  { name: 'a dated run', pattern: /(?<!anthropic-version: |"as_of": "|-)\b20\d\d-\d\d-\d\d\b/ },
  { name: 'a machine load', pattern: /\bload (average )?(of |up to )?\d/ },
  { name: "the project's history", pattern: /\b(this|previous|earlier) session\b|\bengineers?\b|\bissue \d+|\bcommit `[0-9a-f]{7,}`/i },
];

describe('README and docs speak of the product', () => {
  it('hold no dated figure, machine load or project-history word outside results/', () => {
    const found: string[] = [];
    for (const file of FILES) {
      readFileSync(join(ROOT, file), 'utf8').split('\n').forEach((line, i) => {
        for (const rule of RULES) if (rule.pattern.test(line)) found.push(`${file}:${i + 1}: ${rule.name}: ${line.trim().slice(0, 80)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the rules see what they are for', () => {
    const hits = (line: string) => RULES.filter((r) => r.pattern.test(line)).map((r) => r.name);
    expect(hits('Measured 2026-12-01 on this machine (load 8 to 10)')).toEqual(['a dated run', 'a machine load']);
    expect(hits('as the previous session found, bench at commit `27c10ad`')).toEqual(["the project's history"]);
    expect(hits('  key as `Authorization: Bearer` with `anthropic-version: 2026-10-21`.')).toEqual([]);
    expect(hits('`gpt-4o-mini-2024-07-18` is priced as `gpt-4o-mini`')).toEqual([]);
  });
});
