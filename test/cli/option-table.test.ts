import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLI_REFERENCE, cliReference } from '../../bin/cli-reference.js';
import { commandHelp, helpWidth, parseCommand, programHelp } from '../../bin/commands/cli.js';
import { COMMANDS, type CommandName } from '../../bin/commands/cli-table.js';
import type { Io } from '../../bin/commands/common.js';
import { optionLabel, optionsOf, optionSections, type CommandSpec, type OptionSpec } from '../../bin/commands/option-table.js';
import { RUNNERS } from '../../bin/commands/runners.js';

/**
 * The option table (bin/commands/cli-table.ts) is the one declaration of
 * every command's flags: its parser, its --help and docs/cli.md are made
 * from it, so a flag cannot be parsed and undocumented, or documented and
 * refused.
 */

const NAMES = Object.keys(COMMANDS) as CommandName[];
const spec = (name: CommandName): CommandSpec => COMMANDS[name];

function capture(): Io & { out: (t: string) => void; text: () => string } {
  let text = '';
  return { out: (t) => (text += t), err: (t) => (text += `[err] ${t}`), isTty: false, text: () => text };
}

/** The flag as a user types it: a value for a value flag (twice for a repeatable one), bare for a switch. */
function given(name: string, option: OptionSpec): string[] {
  const once = option.type === 'string' ? [`--${name}=x`] : [`--${name}`];
  return option.multiple ? [...once, ...once] : once;
}

describe('the option table', () => {
  it('declares every command the CLI runs, and each runs by its own entry', () => {
    expect(Object.keys(RUNNERS)).toEqual(NAMES);
  });

  for (const name of NAMES) {
    describe(name, () => {
      const options = optionsOf(spec(name));

      it.each(options.map(([flag, option]) => [flag, option] as const))('accepts --%s, and its help lists it', async (flag, option) => {
        // With --help nothing runs: the command answers with its help, which it can only do once its parser took the flag.
        const io = capture();
        expect(await RUNNERS[name]([...given(flag, option), '--help'], io)).toBe(0);
        expect(io.text()).toBe(commandHelp(name, helpWidth()));
        expect(commandHelp(name).split('\n').filter((l) => l.startsWith(`  ${optionLabel(flag, option)} `))).toHaveLength(1);
        if (option.short !== undefined) expect(parseCommand([`-${option.short}`], name).values).toEqual({ [flag]: true });
      });

      it('refuses a flag it does not declare, a value flag without its value, and a value given to a switch', async () => {
        await expect(async () => RUNNERS[name](['--no-such-flag'], capture())).rejects.toThrow("Unknown option '--no-such-flag'");
        const value = options.find(([, o]) => o.type === 'string');
        if (value !== undefined) expect(() => parseCommand([`--${value[0]}`], name)).toThrow(`Option '--${value[0]} <value>' argument missing`);
        const flag = options.find(([, o]) => o.type === 'boolean')!;
        expect(() => parseCommand([`--${flag[0]}=1`], name)).toThrow(`--${flag[0]}' does not take an argument`);
      });

      it('takes operands only when its entry says so', () => {
        if (spec(name).positionals) expect(parseCommand(['a', 'b'], name).positionals).toEqual(['a', 'b']);
        else expect(() => parseCommand(['a'], name)).toThrow("Unexpected argument 'a'");
      });
    });
  }

  it('parses as declared: repeatable flags in order, switches as true, --help from every command', () => {
    expect(parseCommand(['--scenario', 'a', '--scenario=b', '--trials', '3', '--require-all', '--resume', 'out', '-h'], 'run')).toEqual({
      values: { scenario: ['a', 'b'], trials: '3', 'require-all': true, resume: 'out', help: true },
      positionals: [],
    });
    expect(parseCommand(['DIR', '--reporter', 'junit'], 'report')).toEqual({ values: { reporter: 'junit' }, positionals: ['DIR'] });
  });
});

describe('help made from the table', () => {
  it('lists the options of a section in the table order, text in one column, wrapped to the width', () => {
    const help = commandHelp('baseline', 60);
    expect(help.slice(help.indexOf('Options:'), help.indexOf('\n\nTypical refresh'))).toBe(
      [
        'Options:',
        '  --to DIR            where the baseline lives (default:',
        '                      results/baseline)',
        '  --allow-incomplete  accept a store with cells that did not',
        '                      run or trials that errored (refused by',
        '                      default: a baseline without them',
        '                      compares nothing there)',
        '  -h, --help          print this help',
      ].join('\n'),
    );
  });

  it('puts a label longer than the column before its text, and a group under its own heading with its note', () => {
    const help = commandHelp('run', 100).split('\n');
    expect(help.find((l) => l.startsWith('  --trial-output-cap SIZE'))).toBe('  --trial-output-cap SIZE  tool output one trial may save to disk past what is shown, over all its');
    expect(help).toContain('LLM proposers (keys only from OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENAI_COMPATIBLE_API_KEY):');
    expect(help.find((l) => l.startsWith('  --rpm '))).toBe('  --rpm N               requests per minute to the provider (default: the --prices entry)');
  });

  it('keeps every option line within the width, at any width', () => {
    for (const width of [60, 80, 110]) {
      for (const name of NAMES) {
        const sections = optionSections(spec(name)).map((s) => s.heading);
        const help = commandHelp(name, width);
        const options = help.split('\n\n').filter((b) => sections.some((h) => b.startsWith(h)));
        // A word longer than the column (stochastic:careful|sloppy|adversarial,) cannot be broken: it overflows alone on its line.
        const tooLong = options.flatMap((b) => b.split('\n')).filter((l) => l.length > width && l.trim().includes(' '));
        expect(tooLong).toEqual([]);
      }
    }
  });

  it('harness-bench --help lists every command of the table with its summary', () => {
    const help = programHelp();
    const listed = help.slice(help.indexOf('Commands:\n') + 'Commands:\n'.length, help.indexOf('\n\n', help.indexOf('Commands:')));
    expect(listed.split('\n')).toEqual(NAMES.map((n) => `  ${n.padEnd(10)}${COMMANDS[n].summary}`));
  });
});

describe('docs/cli.md', () => {
  it('is the reference page generated from the table', () => {
    expect(readFileSync(CLI_REFERENCE, 'utf8'), 'docs/cli.md differs from the option table: regenerate it with `npm run docs:cli`').toBe(cliReference());
  });

  it('has a section per command and a row per flag', () => {
    const page = cliReference();
    for (const name of NAMES) {
      expect(page).toContain(`\n## ${name}\n`);
      for (const [flag, option] of optionsOf(spec(name))) expect(page).toContain(`| \`${optionLabel(flag, option).replaceAll('|', '\\|')}\` |`);
    }
  });
});
