import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * README and docs speak of the product: dated runs, machine loads and the
 * project's own history belong in results/ (each file with its command, date
 * and load) or in commit messages. Each file is read as one text, every run
 * of whitespace made one space, so a date or a load broken over two lines is
 * seen as the reader sees it.
 */
const ROOT = join(import.meta.dirname, '..', '..');

/** The markdown files under `dir` (relative to the repository), its subfolders included. */
function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) return markdownUnder(path);
      return name.endsWith('.md') ? [path] : [];
    });
}

/** README.md and every docs/**\/*.md (results/ is a folder of its own, outside docs/). */
const FILES = ['README.md', ...markdownUnder('docs')];

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)';

const RULES: { name: string; pattern: RegExp }[] = [
  // A date, except an API's version header, a price file's as-of field and a model name's suffix, which are data.
  { name: 'an ISO date', pattern: /(?<!anthropic-version: |"as_of": "|[\w-])(?:19|20)\d\d-[01]\d-[0-3]\d(?!\d)/g },
  // "3 December", "December 3", "June 2025", "in December": a month named with a day or a year, or as a time.
  {
    name: 'a month-name date',
    pattern: new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH}\\b|\\b${MONTH}\\.? \\d{1,2}(?:st|nd|rd|th)?\\b|\\b${MONTH},? (?:19|20)\\d\\d\\b|\\b(?:in|on|since|until|during|by|early|late|mid-?|last|this|next) ${MONTH}\\b`, 'g'),
  },
  { name: 'an "as of" date', pattern: new RegExp(`\\bas of (?:${MONTH}|(?:19|20)\\d\\d|today|now|writing|this (?:week|month|year))\\b|\\bat the time of writing\\b`, 'gi') },
  // The machine's load as a figure ("at load 16", "a one-minute load of 14", "(load 8 to 10)"), not the verb ("the tests load 2 files").
  { name: 'a machine load', pattern: /(?:[(,;]|\b(?:at|under|with|of|a|the|one-minute|machine|system|cpu)) ?load(?: average)?(?: of| up to| around| near| about| between)? ~?\d|\bat a load of\b/gi },
  // The project's development, not the product: the product's own sessions (ACP, a model's) and stops are not these phrasings.
  {
    name: "the project's history",
    pattern:
      /\b(?:this|that|last|next|previous|earlier|later) (?:session|stop)s?\b|\b(?:issue|PR|pull request|ticket)s? #?\d+|\bthis (?:PR|pull request)\b|\btickets?\b|\bsprints?\b|\bengineers?\b|\bwe (?:fixed|found|changed|added|removed|noticed|decided|measured)\b|\bpreviously\b|\bas before\b|\bany ?more\b|\bused to be\b/gi,
  },
  // 7 to 40 hex digits, letters and digits both, as a word of prose; a configuration's digest beside its package version is data.
  { name: 'a commit hash', pattern: /(?<![\w:/.#@-])(?<!@\d+\.\d+\.\d+ \()(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}(?![\w/.-])/g },
];

/** The text with every run of whitespace (line breaks included) made one space, and the line (from 1) each of its characters came from. */
function normalise(text: string): { text: string; lineOf: number[] } {
  let out = '';
  const lineOf: number[] = [];
  let line = 1;
  let inSpace = false;
  for (const ch of text) {
    if (/\s/.test(ch)) {
      if (!inSpace) {
        out += ' ';
        lineOf.push(line);
      }
      inSpace = true;
      if (ch === '\n') line += 1;
    } else {
      out += ch;
      for (let i = 0; i < ch.length; i++) lineOf.push(line);
      inSpace = false;
    }
  }
  return { text: out, lineOf };
}

/** Every rule's matches in `text`: the rule, the line where the match starts, and the match with a little of its context. */
function findings(text: string): { rule: string; line: number; excerpt: string }[] {
  const { text: flat, lineOf } = normalise(text);
  return RULES.flatMap((rule) =>
    [...flat.matchAll(rule.pattern)].map((m) => ({ rule: rule.name, line: lineOf[m.index]!, excerpt: flat.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20) })),
  );
}

const hits = (text: string) => [...new Set(findings(text).map((f) => f.rule))];

describe('README and docs speak of the product', () => {
  it('reads README.md and every markdown file under docs/', () => {
    expect(FILES).toContain('README.md');
    expect(FILES).toContain(join('docs', 'getting-started.md'));
    expect(FILES.every((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')))).toBe(true);
  });

  it('hold no dated figure, machine load or project-history word outside results/', () => {
    const found = FILES.flatMap((file) => findings(readFileSync(join(ROOT, file), 'utf8')).map((f) => `${file}:${f.line}: ${f.rule}: ${f.excerpt}`));
    expect(found).toEqual([]);
  });

  it('each rule catches its example', () => {
    expect(hits('Measured 2026-12-01 on this machine')).toEqual(['an ISO date']);
    expect(hits('the run of 2026-12-03T14:09Z')).toEqual(['an ISO date']);
    expect(hits('on 3 December the matrix ran')).toEqual(['a month-name date']);
    expect(hits('the matrix ran on December 3rd')).toEqual(['a month-name date']);
    expect(hits('a figure of Nov 2026')).toEqual(['a month-name date']);
    expect(hits('rewritten in\nDecember for speed')).toEqual(['a month-name date']);
    expect(hits('read off the pricing pages as of June 2025.')).toEqual(['a month-name date', 'an "as of" date']);
    expect(hits('the prices as of June')).toEqual(['an "as of" date']);
    expect(hits('the prices as of 2025')).toEqual(['an "as of" date']);
    expect(hits('at the time of writing')).toEqual(['an "as of" date']);
    expect(hits('the copy takes 51 s at load\n16, which is slow')).toEqual(['a machine load']);
    expect(hits('21 minutes at a load of 22 to 26')).toEqual(['a machine load']);
    expect(hits('(load 8 to 10)')).toEqual(['a machine load']);
    expect(hits('under a one-minute load of 14')).toEqual(['a machine load']);
    for (const history of [
      'as the previous session found',
      'left for the next\nsession',
      'in this session the pool',
      'at the last stop',
      'see issue #412',
      'issue 12 asks for it',
      'in this PR',
      'the ticket says',
      'a sprint',
      'the engineers chose',
      'we fixed the reaper',
      'the check previously ran twice',
      'measured once, as before',
      'no call pays it any more',
      'where it used to be accepted',
    ]) {
      expect(hits(history), history).toEqual(["the project's history"]);
    }
    expect(hits('against 5aea451, the commit before')).toEqual(['a commit hash']);
    expect(hits('bench at commit `27c10ad`')).toEqual(['a commit hash']);
    expect(hits('the commit 1aa5a0b3c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4 in full')).toEqual(['a commit hash']);
  });

  it('legitimate sentences pass', () => {
    for (const product of [
      'one session per client, all on one world; the session ends as a protocol violation',
      "`session/new`, with the session's `cwd`; a turn's stop reason",
      'the run stops at the first error, and `--resume` continues it',
      '  key as `Authorization: Bearer` with `anthropic-version: 2026-10-21`.',
      '`gpt-4o-mini-2024-07-18` is priced as `gpt-4o-mini`',
      '{ "as_of": "2026-01-15", "unit": "usd_per_1m_tokens" }',
      'the one-minute load from `/proc/loadavg`, sampled after every pair',
      'the tests load 2 fixtures; a harness may load 3 plugins',
      'You may run 3 trials. May the seed be 7.',
      '| agents | @openai/agents@0.20.0 (7d243df4052d6be3) | own-container |',
      'an image `harness-bench-sandbox:3f2a9c1d0e4b`, a file `reports/out/1a2b3c4d/x`',
      'opens a pull request with the dataset; a step summary for a pull request',
      'processes that no longer exist are removed; a trial #3 of the cell',
      'a sha256 of 64 digits: 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    ]) {
      expect(hits(product), product).toEqual([]);
    }
  });
});
