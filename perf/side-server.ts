/**
 * One figure's subject served to a parent over stdin/stdout, for the A/B
 * mode: run from a tree (the working tree, or a ref's temporary worktree) so
 * that the subject is that tree's code.
 *
 *   tsx perf/side-server.ts FIGURE
 *   -> {"ready":true,"units":N,"clock":"cpu"|"wall"}       or {"error":"..."} and exit 1
 *   <- ITERATIONS                      (one integer per line)
 *   -> MILLISECONDS                    (one number per line)
 *   stdin closed: the side is closed and the process exits 0
 */
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Figure } from './figure.js';

const name = process.argv[2] ?? '';
const unloadable: string[] = [];
const figure = await findFigureHere(name, unloadable);
const say = (value: unknown) => process.stdout.write(`${typeof value === 'string' ? value : JSON.stringify(value)}\n`);

if (figure === undefined) {
  say({ error: `no figure named ${JSON.stringify(name)} in this tree's perf/figures/${unloadable.length > 0 ? ` (not loadable here: ${unloadable.join('; ')})` : ''}` });
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

/**
 * The figure named `name`, looked up file by file in perf/figures/ rather
 * than through the registry: in an older tree (--ab REF) a figure whose
 * imports that tree lacks fails to load without keeping the others from it.
 */
async function findFigureHere(wanted: string, unloadable: string[]): Promise<Figure | undefined> {
  const dir = new URL('./figures/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    let exports: Record<string, unknown>;
    try {
      exports = (await import(new URL(file.replace(/\.ts$/, '.js'), dir).href)) as Record<string, unknown>;
    } catch (error) {
      unloadable.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      continue;
    }
    for (const value of Object.values(exports)) if (isFigure(value) && value.name === wanted) return value;
  }
  return undefined;
}

function isFigure(value: unknown): value is Figure {
  return typeof value === 'object' && value !== null && typeof (value as Figure).name === 'string' && typeof (value as Figure).subject === 'function';
}
