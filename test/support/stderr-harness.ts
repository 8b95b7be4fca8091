import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInHarnessProfiles } from '../../harnesses/configurations.js';
import type { Placement } from '../../harnesses/configuration.js';

/**
 * Harnesses that write to their stderr, for the tests of what a trial keeps
 * of it: the reference harness over the wire (ref-wire, its driver bundled)
 * launched three ways, each a configuration file written into `dir`:
 *   chatty  writes CHATTY_STDERR (markup, a two-byte character, a colour code) to stderr, then runs as ref-wire
 *   quiet   ref-wire as it is: it writes nothing to stderr
 *   flood   writes FLOOD_STDERR (30,012 bytes, most of them three-byte characters) and exits 1 before asking the model
 *   huge    writes HUGE_STDERR (300,011 bytes, past what a container's exec keeps) and exits 1 before asking the model
 */

export const CHATTY_STDERR = 'warn: <b>markup</b> & "quotes" é \u001b[31mred\u001b[0m\n';
export const FLOOD_STDERR = `x${'€'.repeat(10_000)}\nlast line\n`;
/** What a trial keeps of FLOOD_STDERR: its last 16 KiB start inside a €, so at the next one. */
export const FLOOD_KEPT = { tail: `${'€'.repeat(5_457)}\nlast line\n`, cut_bytes: 13_630 };

export const HUGE_STDERR = `${'y'.repeat(300_000)}\nlast line\n`;
/** What a trial keeps of HUGE_STDERR: its last 16 KiB. */
export const HUGE_KEPT = { tail: HUGE_STDERR.slice(-16_384), cut_bytes: 300_011 - 16_384 };

export function stderrConfigurations(dir: string, placement: Placement): { chatty: string; quiet: string; flood: string; huge: string } {
  const wire = builtInHarnessProfiles().find((p) => p.name === 'ref-wire')!;
  const write = (name: string, launch: { command: string; args: string[] }) => {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify({ ...wire, name, description: `ref-wire as the ${name} harness`, placement, launch }));
    return file;
  };
  // printf's format writes the two-byte é and the escape character from their octal codes.
  const chattyFormat = CHATTY_STDERR.replace('é', '\\303\\251').replaceAll('\u001b', '\\033').replace(/\n$/, '\\n');
  return {
    chatty: write('chatty', { command: '/bin/sh', args: ['-c', `printf '${chattyFormat}' >&2; exec "$0" "$1"`, '{node}', '{driver}'] }),
    quiet: write('quiet', wire.launch),
    flood: write('flood', { command: '{node}', args: ['-e', "process.stderr.write('x' + '\\u20ac'.repeat(10000) + '\\nlast line\\n', () => process.exit(1))"] }),
    huge: write('huge', { command: '{node}', args: ['-e', "process.stderr.write('y'.repeat(300000) + '\\nlast line\\n', () => process.exit(1))"] }),
  };
}
