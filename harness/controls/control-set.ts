import { Gateway } from '../gateway.js';
import type { Control } from './control.js';

/**
 * Controls built from one set of parameters, with the gateway over them.
 * Controls are stateless, so one set serves every run that has these
 * parameters.
 */
export interface ControlSet {
  readonly controls: readonly Control[];
  readonly gateway: Gateway;
}

/**
 * The speed trick of preparing controls, sealed here: sets are memoised by
 * the text of their unparsed parameters, so a cell prepared per fuzz case
 * (thousands per second, a handful of distinct parameter sets) does not parse
 * fifteen parameter schemas and rebuild a gateway each time (about 50 µs).
 * Nothing here decides what a control does; `build` does, the first time a
 * text is seen. A build that throws is not remembered.
 */
const sets = new Map<string, ControlSet>();

export function controlSet(params: Readonly<Record<string, Readonly<Record<string, unknown>>>>, build: () => readonly Control[]): ControlSet {
  const key = JSON.stringify(params);
  let set = sets.get(key);
  if (set === undefined) {
    const controls = build();
    sets.set(key, (set = Object.freeze({ controls, gateway: new Gateway(controls) })));
  }
  return set;
}
