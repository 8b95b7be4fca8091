import { sameData } from '../same-data.js';
import { cloneData } from '../digest.js';
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
  /** Each enabled control's parameters as its schema parsed them, by control name. */
  readonly params: Readonly<Record<string, unknown>>;
}

type Params = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * The speed trick of preparing controls, sealed here: sets are memoised by
 * the value of their unparsed parameters (compared field by field, which
 * costs far less than writing them out as a key), so a cell prepared per
 * fuzz case (thousands per second, a handful of distinct parameter sets)
 * does not parse fifteen parameter schemas and rebuild a gateway each time
 * (about 50 µs). Nothing here decides what a control does; `build` does, the
 * first time a value is seen. A build that throws is not remembered, and the
 * parameters are copied, so changing the caller's object later changes
 * nothing here.
 */
const sets = new Map<string, { params: Params; set: ControlSet }[]>();

/** Distinct parameter sets kept per list of control names; past it, sets are built afresh. */
const PER_NAMES = 64;

export function controlSet(params: Params, build: () => { controls: readonly Control[]; params: Readonly<Record<string, unknown>> }): ControlSet {
  const names = Object.keys(params).join('+');
  let known = sets.get(names);
  if (known === undefined) sets.set(names, (known = []));
  for (const k of known) if (sameData(k.params, params)) return k.set;
  const built = build();
  const set: ControlSet = Object.freeze({ controls: built.controls, gateway: new Gateway(built.controls), params: built.params });
  if (known.length < PER_NAMES) known.push({ params: cloneData(params), set });
  return set;
}

