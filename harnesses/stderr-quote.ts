/**
 * What a launch error quotes of a harness's stderr: the lines that say what went wrong. A crashed
 * program says it first and buries it under a stack trace and a runtime banner (Node's
 * `Error: Cannot find module ...`, then `at ...` frames, then `Node.js v24`), so its first line that
 * reads as an error is quoted with the two lines after it that are not stack frames; a harness that
 * printed no such line is quoted by its last three lines. One line, ` | ` between the parts.
 */

/** A line that reads as an error: one of the words programs use to report one. */
const ERROR_WORD = /\b(error|fatal|panic|exception|cannot|can't|could not|failed|not found|no such|denied|refused|invalid|unknown|missing|unsupported)\b/i;

/** A stack frame, or a line of punctuation alone (a brace, a caret under the code). */
const NOISE = /^\s*(at\s|[{}[\]^~]+,?$)/;

/** At most this many characters are quoted. */
export const QUOTE_CHARS = 300;

export function quoteStderr(text: string): string {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const first = lines.findIndex((l) => ERROR_WORD.test(l) && !NOISE.test(l));
  const quoted = first < 0 ? lines.slice(-3) : [lines[first]!, ...lines.slice(first + 1).filter((l) => !NOISE.test(l)).slice(0, 2)];
  return quoted.join(' | ').slice(0, QUOTE_CHARS);
}
