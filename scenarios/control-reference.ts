import { controlSpecs } from '../harness/controls/registry.js';
import { CATALOGUE } from './catalogue.js';
import { probeControls } from './schema.js';

/**
 * The control tables of the README and docs/fuzzing.md, generated from each control's
 * declaration (harness/controls/*.ts) and the catalogue's probes, so the
 * docs cannot drift from them: test/scenarios/control-reference.test.ts
 * compares its marked blocks with this text.
 * Print them with: npx tsx scenarios/control-reference.ts (and paste each between its markers)
 */

/** Every control: what it prevents, the stops it can end a run with, and the built-in scenarios whose probes name it. */
export function controlTable(): string {
  const rows = controlSpecs().map((spec) => {
    const shownBy = CATALOGUE.flatMap((scenario) =>
      scenario.oracle.probes
        .filter((probe) => probeControls(probe).includes(spec.name))
        .map((probe) => {
          const others = probeControls(probe).filter((c) => c !== spec.name);
          return `\`${scenario.name}\`${others.length > 0 ? ` (with ${others.join(' + ')})` : ''}`;
        }),
    );
    const stops = spec.stops.length > 0 ? spec.stops.map((s) => `\`${s}\``).join(', ') : 'none';
    return `| ${spec.name} | ${spec.prevents} | ${stops} | ${[...new Set(shownBy)].join(', ')} |`;
  });
  return ['| control | prevents | stops a run with | scenarios that show it (escapes without it) |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Every control: the invariants the in-process fuzzer must find broken without it, or why it cannot reach it. */
export function fuzzReachTable(): string {
  const rows = controlSpecs().map((spec) => `| ${spec.name} | ${'breaks' in spec.fuzz ? spec.fuzz.breaks.join(', ') : `out of reach: ${spec.fuzz.outOfReach}`} |`);
  return ['| removed control | invariants that break |', '| --- | --- |', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(`${controlTable()}\n\n${fuzzReachTable()}\n`);
