import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commandHelp } from '../../bin/commands/cli.js';
import { runCommand } from '../../bin/commands/run.js';
import type { Io } from '../../bin/commands/common.js';

/**
 * docs/llm.md is part of the product: every flag written in its code blocks
 * must be one `harness-bench run` knows, and one its --help lists.
 */

const DOC = readFileSync(fileURLToPath(new URL('../../docs/llm.md', import.meta.url)), 'utf8');

/** The `--flags` in the page's fenced code blocks, in order of first appearance. */
function documentedFlags(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const flags = blocks.flatMap((b) => [...b.matchAll(/(?:^|[\s(])(--[a-z][a-z0-9-]*)/g)].map((m) => m[1]!));
  return [...new Set(flags)];
}

function quietIo(): Io & { text: () => string } {
  let text = '';
  return { out: (t) => (text += `${t}\n`), err: (t) => (text += `${t}\n`), isTty: false, text: () => text };
}

/** Whether `run` accepts the flag: as `--flag=1` (a value flag) or bare (a switch), with --help so nothing runs. */
async function accepted(flag: string): Promise<boolean> {
  for (const argv of [[`${flag}=1`, '--help'], [flag, '--help']]) {
    const io = quietIo();
    try {
      if ((await runCommand(argv, io)) === 0 && io.text().includes('harness-bench run:')) return true;
    } catch {
      // Not in this form; try the other.
    }
  }
  return false;
}

describe('docs/llm.md and the CLI agree', () => {
  const flags = documentedFlags(DOC);

  it('the page documents the LLM flags (the parser finds them)', () => {
    for (const f of ['--base-url', '--model-seed', '--max-concurrency', '--request-timeout', '--trial-timeout', '--no-stream', '--rpm', '--tpm', '--prices', '--cost-limit', '--replay']) {
      expect(flags).toContain(f);
    }
    expect(flags).not.toContain('--price-input');
  });

  it.each(documentedFlags(DOC))('%s is accepted by `harness-bench run` and listed in its --help', async (flag) => {
    expect(await accepted(flag)).toBe(true);
    expect(commandHelp('run')).toMatch(new RegExp(`(^|\\s)${flag}(\\s|$)`, 'm'));
  });

  it('an unknown flag is refused, so the check above can fail', async () => {
    expect(await accepted('--price-input')).toBe(false);
  });
});
