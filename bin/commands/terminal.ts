/**
 * What the terminal can show: colour (a TTY, unless NO_COLOR; FORCE_COLOR
 * forces it on, or off with 0/false) and its width (the stream's columns,
 * else $COLUMNS, else 100 for logs and pipes).
 */
export interface TerminalStyle {
  colour: boolean;
  width: number;
}

export function colourWanted(isTty: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  return isTty;
}

export function terminalWidth(columns: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  if (columns !== undefined && columns > 0) return columns;
  const fromEnv = Number(env['COLUMNS']);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 100;
}

export function stdoutStyle(env: NodeJS.ProcessEnv = process.env): TerminalStyle {
  return { colour: colourWanted(Boolean(process.stdout.isTTY), env), width: terminalWidth(process.stdout.isTTY ? process.stdout.columns : undefined, env) };
}

const CODES = { red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36, grey: 90, bold: 1, dim: 2 } as const;
export type Colour = keyof typeof CODES;

/** `text` in a colour when colour is on; plain otherwise. */
export function paint(on: boolean, colour: Colour | null, text: string): string {
  return on && colour !== null && text !== '' ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}

/** The printed width of a string without its colour codes. */
export function visibleLength(text: string): number {
  // eslint-disable-next-line no-control-regex
  return [...text.replace(/\u001b\[[0-9;]*m/g, '')].length;
}

/** Words wrapped to `width` columns (the text's leading spaces kept); lines after the first start with `indent`. */
export function wrap(text: string, width: number, indent: string): string[] {
  const lead = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = lead;
  let empty = true;
  for (const word of text.slice(lead.length).split(' ')) {
    if (!empty && word !== '' && visibleLength(line) + 1 + visibleLength(word) > width) {
      lines.push(line.trimEnd());
      line = indent + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  lines.push(line.trimEnd());
  return lines;
}
