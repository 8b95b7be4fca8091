import type { Scenario } from '../../scenarios/schema.js';

/**
 * The scenario with its `matrix.contained` dropped: a payload the bench's own container contains
 * is then judged over the wire all the same. For tests of the wire (the model server, the MCP
 * world, the ledger), never of a harness: `run --harness` reports such a cell out of reach.
 */
export function judgedAllTheSame(scenario: Scenario): Scenario {
  return { ...scenario, matrix: { ...scenario.matrix, contained: undefined } };
}
