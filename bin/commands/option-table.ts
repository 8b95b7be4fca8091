/*
 * The shape of the CLI's one option table (bin/commands/cli-table.ts): each
 * command's flags declared once, from which its parser, its --help and the
 * reference page docs/cli.md are made.
 */

/** One flag of a command. */
export interface OptionSpec {
  /** A flag with a value (`--trials 5`) or a switch (`--resume`). */
  readonly type: 'string' | 'boolean';
  /** The flag may be given more than once; its values are collected in order. */
  readonly multiple?: boolean;
  /** A one-letter alias (`-h`). */
  readonly short?: string;
  /** The value's placeholder in help: N, FILE, DIR, NAME|FILE. */
  readonly value?: string;
  /** A flag with a value that may be left out (`--last-failed`, `--last-failed DIR`): given bare, its value is empty. */
  readonly optionalValue?: boolean;
  /** What help says is used when the flag is not given. */
  readonly default?: string | number;
  readonly help: string;
  /** The heading it is listed under (default: Options); its note is the command's `groups` entry. */
  readonly group?: string;
}

/** A line of a usage or examples block: the command, and what it does (aligned in a second column). */
export type Line = readonly [command: string, note?: string];

export interface Examples {
  readonly heading: string;
  readonly lines: readonly Line[];
}

/** One command: its flags and the prose its help and reference page show around them. */
export interface CommandSpec {
  /** Its line in `harness-bench --help`. */
  readonly summary: string;
  /** The first line of its help, after `harness-bench NAME: `. */
  readonly title: string;
  readonly usage: readonly Line[];
  /** Paragraphs (separated by a blank line) between the usage and the options. */
  readonly about?: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** A note for each group heading, e.g. where the keys come from. */
  readonly groups?: Readonly<Record<string, string>>;
  readonly examples?: Examples;
  /** What each exit code means, last. */
  readonly exits?: string;
  /** Whether it takes operands (files, folders) besides its flags. */
  readonly positionals?: boolean;
}

/** The program itself: what `harness-bench --help` says around the list of commands. */
export interface ProgramSpec {
  readonly title: string;
  readonly about: string;
  readonly usage: readonly Line[];
  readonly examples: Examples;
}

/** Every command has it; declared once here, not in each entry. */
export const HELP_OPTION = { type: 'boolean', short: 'h', help: 'print this help' } as const satisfies OptionSpec;

/** A command's flags with --help, in the order help lists them. */
export function optionsOf(spec: Pick<CommandSpec, 'options'>): [string, OptionSpec][] {
  return [...Object.entries(spec.options), ['help', HELP_OPTION]];
}

/** What parsing a table's flags gives: each flag's value (or values, when repeatable), absent when not given. */
export type FlagValues<O extends Readonly<Record<string, OptionSpec>>> = {
  -readonly [K in keyof O]?: (O[K]['type'] extends 'string' ? string : boolean) extends infer V ? (O[K] extends { multiple: true } ? V[] : V) : never;
} & { help?: boolean };

/** What parseArgs is given for a command's flags (--help included): each one's type, whether repeatable, its alias. */
export function parserOptions(spec: Pick<CommandSpec, 'options'>): Record<string, { type: 'string' | 'boolean'; multiple: boolean; short?: string }> {
  return Object.fromEntries(optionsOf(spec).map(([name, o]) => [name, { type: o.type, multiple: o.multiple === true, ...(o.short === undefined ? {} : { short: o.short }) }]));
}

/** How a flag is written in help: `-h, --help`, `--trials N`. */
export function optionLabel(name: string, option: OptionSpec): string {
  return `${option.short === undefined ? '' : `-${option.short}, `}--${name}${option.value === undefined ? '' : ` ${option.value}`}`;
}

/** What a flag does: its text, and whether it is repeatable. */
export function optionHelp(option: OptionSpec): string {
  return `${option.help}${option.multiple ? '; repeatable' : ''}`;
}

/** What a flag does, as --help says it: with its default. */
export function optionText(option: OptionSpec): string {
  return `${optionHelp(option)}${option.default === undefined ? '' : ` (default: ${option.default})`}`;
}

export interface OptionSection {
  heading: string;
  note?: string;
  options: [string, OptionSpec][];
}

/** A command's option sections in order: the ungrouped flags (and --help) under Options, then each group with its note. */
export function optionSections(spec: CommandSpec): OptionSection[] {
  const all = optionsOf(spec);
  const groups = [...new Set(all.flatMap(([, o]) => (o.group === undefined ? [] : [o.group])))];
  const note = (group: string) => spec.groups?.[group];
  return [
    { heading: 'Options', options: all.filter(([, o]) => o.group === undefined) },
    ...groups.map((g) => ({ heading: g, ...(note(g) === undefined ? {} : { note: note(g)! }), options: all.filter(([, o]) => o.group === g) })),
  ];
}
