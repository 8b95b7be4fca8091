import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lines } from './commands/cli.js';
import { COMMANDS, PROGRAM, type CommandName } from './commands/cli-table.js';
import { optionHelp, optionLabel, optionSections, type CommandSpec, type Examples, type OptionSpec } from './commands/option-table.js';

/**
 * docs/cli.md, the command-line reference, made from the option table
 * (bin/commands/cli-table.ts) that every command's parser and --help are
 * made from. test/cli/option-table.test.ts fails when the page differs.
 * Write it with: npm run docs:cli
 */

export const CLI_REFERENCE = fileURLToPath(new URL('../docs/cli.md', import.meta.url));

export function cliReference(): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  return [
    '# Command-line reference',
    '<!-- Generated from bin/commands/cli-table.ts by `npm run docs:cli`: edit the table, not this page. -->',
    `\`harness-bench\`: ${markdown(PROGRAM.title)} ${markdown(PROGRAM.about)}`,
    code(lines(PROGRAM.usage)),
    table(['command', 'what it does'], names.map((n) => [`[\`${n}\`](#${n})`, markdown(COMMANDS[n].summary)])),
    examples(PROGRAM.examples),
    ...names.map((n) => commandSection(n, COMMANDS[n])),
  ].join('\n\n') + '\n';
}

function commandSection(name: string, spec: CommandSpec): string {
  return [
    `## ${name}`,
    sentence(spec.title),
    code(lines(spec.usage)),
    ...(spec.about === undefined ? [] : paragraphs(spec.about)),
    ...optionSections(spec).flatMap((s) => [`### ${markdown(s.heading)}`, ...(s.note === undefined ? [] : [sentence(s.note)]), optionTable(s.options)]),
    ...(spec.examples === undefined ? [] : [examples(spec.examples)]),
    ...(spec.exits === undefined ? [] : paragraphs(spec.exits)),
  ].join('\n\n');
}

function optionTable(options: readonly [string, OptionSpec][]): string {
  return table(
    ['option', 'what it does', 'default'],
    options.map(([name, o]) => [`\`${optionLabel(name, o).replaceAll('|', '\\|')}\``, markdown(optionHelp(o)), o.default === undefined ? '' : markdown(String(o.default))]),
  );
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function examples(e: Examples): string {
  return `${markdown(e.heading)}:\n\n${code(lines(e.lines))}`;
}

function code(body: readonly string[]): string {
  return ['```text', ...body.map((l) => l.replace(/^ {2}/, '')), '```'].join('\n');
}

function paragraphs(text: string): string[] {
  return text.split('\n\n').map(markdown);
}

/** A help phrase as a sentence of the page. */
function sentence(text: string): string {
  return `${markdown(text.charAt(0).toUpperCase() + text.slice(1))}.`;
}

/** Plain text as Markdown: every character Markdown would read as markup is escaped. */
export function markdown(text: string): string {
  return text.replace(/[\\`*_<>[\]|]/g, '\\$&');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(CLI_REFERENCE, cliReference());
  process.stdout.write(`wrote ${CLI_REFERENCE}\n`);
}
