import { COMMANDS, PROGRAM, type CommandName } from './cli-table.js';
import { EXIT, parseFlags, type Io } from './common.js';
import { optionLabel, optionSections, optionText, parserOptions, type CommandSpec, type Examples, type FlagValues, type Line, type OptionSection } from './option-table.js';
import { terminalWidth, wrap } from './terminal.js';

/* The command line made from the option table: a command's parser and its --help, and the program's. */

/** A command's flags parsed as its table entry declares them; an unknown flag or a missing value is a UsageError. */
export function parseCommand<N extends CommandName>(argv: string[], name: N): { values: FlagValues<(typeof COMMANDS)[N]['options']>; positionals: string[] } {
  const spec: CommandSpec = COMMANDS[name];
  // A flag whose value may be left out, given bare (nothing after it, or another flag): its value is empty.
  const given = argv.map((a, i) => (a.startsWith('--') && spec.options[a.slice(2)]?.optionalValue === true && (argv[i + 1] === undefined || argv[i + 1]!.startsWith('-')) ? `${a}=` : a));
  const { values, positionals } = parseFlags(given, parserOptions(spec), spec.positionals === true);
  return { values: values as FlagValues<(typeof COMMANDS)[N]['options']>, positionals };
}

/** Prints the command's help; its exit code. */
export function showHelp(io: Io, name: CommandName): number {
  io.out(commandHelp(name, helpWidth()));
  return EXIT.ok;
}

/** The width help is wrapped to: the terminal's, within bounds that keep it readable. */
export function helpWidth(): number {
  return Math.min(HELP_MAX_WIDTH, Math.max(HELP_MIN_WIDTH, terminalWidth(process.stdout.isTTY ? process.stdout.columns : undefined)));
}

const HELP_MIN_WIDTH = 60;
const HELP_MAX_WIDTH = 110;
/** The widest flag label that still leaves its text in the column; a longer one pushes its text along. */
const LABEL_COLUMN = 20;

/** One command's help: its title, usage, prose, and the option sections made from the table, wrapped to `width`. */
export function commandHelp(name: CommandName, width = HELP_MAX_WIDTH): string {
  const spec: CommandSpec = COMMANDS[name];
  const sections = optionSections(spec);
  const column = Math.min(LABEL_COLUMN, Math.max(...sections.flatMap((s) => s.options.map(([n, o]) => optionLabel(n, o).length)))) + 4;
  const blocks = [
    `harness-bench ${name}: ${spec.title}`,
    block('Usage', lines(spec.usage)),
    spec.about === undefined ? null : paragraphs(spec.about, width),
    ...sections.map((s) => optionBlock(s, column, width)),
    spec.examples === undefined ? null : examples(spec.examples),
    spec.exits === undefined ? null : paragraphs(spec.exits, width),
  ];
  return blocks.filter((b) => b !== null).join('\n\n');
}

/** `harness-bench --help`: what the program does, and every command of the table with its summary. */
export function programHelp(width = HELP_MAX_WIDTH): string {
  const names = Object.keys(COMMANDS) as CommandName[];
  const pad = Math.max(...names.map((n) => n.length)) + 2;
  return [
    `harness-bench: ${PROGRAM.title}`,
    paragraphs(PROGRAM.about, width),
    block('Usage', lines(PROGRAM.usage)),
    block('Commands', names.map((n) => `  ${n.padEnd(pad)}${COMMANDS[n].summary}`)),
    "Run 'harness-bench <command> --help' for a command's options.",
    examples(PROGRAM.examples),
  ].join('\n\n');
}

/** A section of options: its heading (and note), then each flag's label and, from `column` on, its text. */
function optionBlock(section: OptionSection, column: number, width: number): string {
  const rows = section.options.flatMap(([name, option]) => wrap(`  ${`${optionLabel(name, option)}  `.padEnd(column - 2)}${optionText(option)}`, width, ' '.repeat(column)));
  return block(section.note === undefined ? section.heading : `${section.heading} (${section.note})`, rows, width);
}

function block(heading: string, body: readonly string[], width = Infinity): string {
  return [...wrap(`${heading}:`, width, ''), ...body].join('\n');
}

/** Usage or example lines, their notes aligned in a second column. */
export function lines(items: readonly Line[]): string[] {
  const pad = Math.max(0, ...items.filter(([, note]) => note !== undefined).map(([command]) => command.length)) + 2;
  return items.map(([command, note]) => `  ${note === undefined ? command : `${command.padEnd(pad)}${note}`}`);
}

function examples(e: Examples): string {
  return block(e.heading, lines(e.lines));
}

/** Prose: paragraphs separated by a blank line, each wrapped to `width`. */
function paragraphs(text: string, width: number): string {
  return text.split('\n\n').map((p) => wrap(p, width, '').join('\n')).join('\n\n');
}
