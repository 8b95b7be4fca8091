/**
 * One figure's subject served to a parent over stdin/stdout, for the A/B
 * mode: run from a tree (the working tree, or a ref's temporary worktree) so
 * that the subject is that tree's code.
 *
 *   tsx bench/side-server.ts FIGURE
 *   -> {"ready":true,"units":N,"clock":"cpu"|"wall"}       or {"error":"..."} and exit 1
 *   <- ITERATIONS                      (one integer per line)
 *   -> MILLISECONDS                    (one number per line)
 *   stdin closed: the side is closed and the process exits 0
 */
import { createInterface } from 'node:readline';
import { findFigure } from './registry.js';

const name = process.argv[2] ?? '';
const figure = findFigure(name);
const say = (value: unknown) => process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`);

if (figure === undefined) {
  say({ error: `no figure named ${JSON.stringify(name)} in this tree's bench/registry.ts` });
  process.exit(1);
}
let side;
try {
  side = await figure.subject();
} catch (error) {
  say({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
say({ ready: true, units: side.unitsPerIteration, clock: side.clock });
for await (const line of createInterface({ input: process.stdin })) {
  const iterations = Number(line);
  if (!Number.isInteger(iterations) || iterations < 1) {
    say({ error: `bad iteration count ${JSON.stringify(line)}` });
    process.exit(1);
  }
  try {
    say(String(await side.round(iterations)));
  } catch (error) {
    say({ error: error instanceof Error ? error.message : String(error) });
    await side.close().catch(() => undefined);
    process.exit(1);
  }
}
await side.close();
process.exit(0);
