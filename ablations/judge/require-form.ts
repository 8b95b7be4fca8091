/**
 * (A module of its own, so that the option table prints it without loading the expectations.)
 * The command-line form of one expectation (`run --require`, `report --require`): the fields of a
 * file's entry, one clause each (catches: catches, on: scenarios, max-escape: max_escape_rate,
 * confidence: confidence), clauses in any order, lists comma-separated, a rate as a percentage or a fraction.
 */
export const REQUIRE_FORM = 'HARNESS: catches FAILURE,... [on SCENARIO,...] [max-escape 5%] [confidence 95%]';
