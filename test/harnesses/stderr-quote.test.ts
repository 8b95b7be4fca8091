/**
 * What a launch error quotes of a harness's stderr: the line that says what went wrong, not the
 * runtime's banner under a stack trace. The crash is a real one: node asked to run a file that is
 * not there, as a configuration with a wrong entry point makes it.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { QUOTE_CHARS, quoteStderr } from '../../harnesses/stderr-quote.js';

describe('quoteStderr', () => {
  it("quotes a crashed node's error line and the line after it, not its stack frames or version banner", () => {
    const crash = spawnSync(process.execPath, ['/nonexistent/harness-entry.js'], { encoding: 'utf8' });
    expect(crash.status).toBe(1);
    expect(crash.stderr.trim().split('\n').at(-1)).toMatch(/^Node\.js v\d+/);
    expect(quoteStderr(crash.stderr)).toBe("Error: Cannot find module '/nonexistent/harness-entry.js' | code: 'MODULE_NOT_FOUND', | requireStack: []");
  });

  it('skips stack frames and lone punctuation after the error line', () => {
    const text = ['starting up', 'Fatal: no model named gpt-x at http://127.0.0.1:9/v1', '    at main (/app/cli.js:10:3)', '    at run (/app/cli.js:2:1)', '^', 'set OPENAI_MODEL to a model the server serves', 'bye'].join('\n');
    expect(quoteStderr(text)).toBe('Fatal: no model named gpt-x at http://127.0.0.1:9/v1 | set OPENAI_MODEL to a model the server serves | bye');
  });

  it('quotes the last three lines of a stderr with no error line, and nothing of an empty one', () => {
    expect(quoteStderr('one\ntwo\n\nthree\nfour\n')).toBe('two | three | four');
    expect(quoteStderr('hostile: done\n')).toBe('hostile: done');
    expect(quoteStderr('')).toBe('');
    expect(quoteStderr('\n  \n')).toBe('');
  });

  it(`quotes at most ${QUOTE_CHARS} characters`, () => {
    expect(quoteStderr(`error: ${'x'.repeat(1000)}`)).toBe(`error: ${'x'.repeat(QUOTE_CHARS - 7)}`);
  });
});
