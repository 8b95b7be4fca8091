/**
 * The first fifteen minutes: docs/getting-started.md's commands, run in order
 * as a newcomer types them, in a fresh copy of the repository (its tracked
 * files; the dependencies, the Docker engine, the sandbox image and the
 * harness packages set up as scripts/env.sh sets them up, which is what the
 * guide's first command does before the run). Each must exit 0 and print
 * what the guide says it prints; a file the guide shows (`# name` on its
 * first line) is written where it says.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';
import { copyCheckout } from '../support/doc-commands.js';

const GUIDE = readFileSync(join(ROOT, 'docs', 'getting-started.md'), 'utf8');

/** The guide's fenced blocks in order: their language and lines. */
const blocks = [...GUIDE.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, lines: m[2]!.trimEnd().split('\n') }));
const commands = blocks.filter((b) => b.lang === 'bash').flatMap((b) => b.lines.filter((l) => l.trim() !== '' && !l.trim().startsWith('#')));
const files = blocks.filter((b) => b.lang !== 'bash' && /^# [\w.-]+$/.test(b.lines[0]!)).map((b) => ({ name: b.lines[0]!.slice(2), text: `${b.lines.join('\n')}\n` }));

/** What each command must print (its exit must be 0 for all). */
const PRINTS: [RegExp, RegExp][] = [
  [/^scripts\/env\.sh npm run bench -- run$/, /All \d+ cells met their expectations\./],
  [/^npm run bench -- check my-scenario\.yaml$/, /1\/1 scenarios valid and solvable/],
  [/--scenario my-scenario\.yaml/, /All 2 cells met their expectations\./],
  [/^npm run bench -- list harnesses$/, /gemini-cli\s+acp\/gemini-cli/],
  [/--harness gemini-cli .*--expect expectations\.yaml/, /Harness expectations: 2 of 2 check\(s\) met, 0 unmet, 0 not judged/],
  [/--harness gemini-cli --scenario publish --scenario arg_swap --trials 3$/, /gemini-cli\s+@google\/gemini-cli@/],
  [/^npm run bench -- run --harness ref-wire --harness my-harness\.yaml --scenario stale_check --trials 1$/, /ref-no-evidence\s+reference \(config [0-9a-f]+\): 0 caught, 1 escaped[\s\S]*evidence\s+held\s+lacking/],
  [/^npm run bench -- report reports\/out\/gate --reporter junit$/, /junit\.xml/],
];

let clone: string;

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'hb-first-15-'));
  // A fresh clone's files (what git tracks, as they are here) and what scripts/env.sh has set up.
  copyCheckout(clone);
});

afterAll(() => {
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe('docs/getting-started.md, command by command', () => {
  it('shows its commands and files', () => {
    expect(commands[0]).toBe('scripts/env.sh npm run bench -- run');
    expect(files.map((f) => f.name)).toEqual(['my-harness.yaml', 'expectations.yaml']);
    // Every command is one the test knows what it prints.
    expect(commands.filter((c) => !PRINTS.some(([command]) => command.test(c)) && !c.startsWith('cp '))).toEqual([]);
  });

  it('each exits 0 and prints what the guide says, in order, in a fresh copy', () => {
    for (const file of files) writeFileSync(join(clone, file.name), file.text);
    for (const command of commands) {
      // The set-up scripts/env.sh does is done (by CI's own scripts/env.sh): the command after it is the guide's.
      const typed = command.replace(/^scripts\/env\.sh /, '');
      const r = spawnSync('bash', ['-c', typed], { cwd: clone, encoding: 'utf8', env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env['PATH']}`, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
      const output = `${r.stdout}${r.stderr}`;
      expect({ command, status: r.status, tail: r.status === 0 ? '' : output.slice(-2000) }).toEqual({ command, status: 0, tail: '' });
      const prints = PRINTS.find(([c]) => c.test(command))?.[1];
      if (prints) expect(output, command).toMatch(prints);
    }
    expect(existsSync(join(clone, 'reports', 'out', 'gate', 'junit.xml'))).toBe(true);
    // No speed is asserted: the main job alone took 13 minutes beside the rest of the suite on a loaded 2-core machine. The
    // bound only ends a hang, well inside CI's own limit.
  }, 2_400_000);
});
