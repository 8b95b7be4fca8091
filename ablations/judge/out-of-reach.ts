import { z } from 'zod';
import type { HarnessUnderTest } from '../../harness/under-test.js';
import type { Scenario } from '../../scenarios/schema.js';

/**
 * Why a scenario cannot be judged on a harness under test, as data. A row
 * and a cell carry it; the exit code, the scorecard and JUnit read its kind,
 * never the words of a row's detail.
 *
 * - `needs_internals`: the scenario injects a crash inside the harness and
 *   restarts it from its durable log, which only the reference harness has.
 * - `no_workspace`: a harness with its own tools runs inside a workspace
 *   world's container, and the scenario has no workspace (a run's plan leaves
 *   such cells out: only stores written before it did hold such rows).
 * - `contained`: the bench's own container contains the payload whatever the
 *   harness does; judging it would credit the container's catch to the harness.
 * - `bench_container`: the scenario misconfigures the bench's own container on
 *   purpose (a probe of the bench's isolation control), which refused it before
 *   the harness started.
 */
export const OutOfReachKindSchema = z.enum(['needs_internals', 'no_workspace', 'contained', 'bench_container']);
export type OutOfReachKind = z.infer<typeof OutOfReachKindSchema>;

export const OutOfReachSchema = z.strictObject({ kind: OutOfReachKindSchema, reason: z.string() });
export type OutOfReach = z.infer<typeof OutOfReachSchema>;

/**
 * Whether a harness with these tools has no place in this scenario: one with its own tools runs
 * inside a workspace world's container (placement: container), and the scenario has no workspace.
 * The plan leaves such a cell out (ablations/runner/subject.ts `unplannedReason`); a cell prepared anyway
 * is out of reach (`no_workspace`).
 */
export function outsideWorkspace(scenario: Scenario, tools: HarnessUnderTest['tools']): boolean {
  return tools === 'own' && scenario.world.kind !== 'workspace';
}

/** Why a scenario is out of reach for a harness whose tools are the world's or its own (inside the world's container); null when it is not. Decided before any container is prepared. */
export function outOfReach(scenario: Scenario, tools: HarnessUnderTest['tools']): OutOfReach | null {
  if (scenario.crash !== undefined) return { kind: 'needs_internals', reason: "needs the reference harness's internals (a crash injected inside the harness and a restart from its durable log)" };
  if (outsideWorkspace(scenario, tools)) return { kind: 'no_workspace', reason: `it runs inside a workspace world's container, and ${scenario.name} has no workspace` };
  const contained = tools === 'own' ? scenario.matrix.contained?.own_tools : scenario.matrix.contained?.world_tools;
  return contained === undefined ? null : { kind: 'contained', reason: contained };
}

/** A scenario whose world refuses its own container on purpose (`hardening_typo`): the refusal is the bench's isolation control answering, not the harness. */
export function misconfiguresContainer(scenario: Scenario): boolean {
  return scenario.world.kind === 'workspace' && scenario.world.hardening_typo !== undefined;
}

export const BENCH_CONTAINER: OutOfReach = {
  kind: 'bench_container',
  reason: "the scenario misconfigures the bench's own container, which refused it before the harness started (a probe of the bench's isolation control, not of the harness)",
};

/** The words of a row's detail for a cell out of a configuration's reach. */
export function outOfReachDetail(configuration: string, reach: OutOfReach): string {
  return `${DETAIL_PREFIX}${configuration}: ${reach.reason}`;
}

/** How such a row's detail begins (written for people; read back only for rows that predate the field). */
const DETAIL_PREFIX = 'out of reach for ';

/**
 * The out-of-reach fact of a row written before the bench recorded it as data:
 * such rows said so only in their detail. Read once, where a store's rows are
 * parsed; nothing else reads a detail's words.
 */
export function legacyOutOfReach(verdict: string, detail: string): OutOfReach | undefined {
  if (verdict !== 'not_run' || !detail.startsWith(DETAIL_PREFIX)) return undefined;
  const reason = detail.slice(detail.indexOf(': ') + 2);
  const kind: OutOfReachKind = reason.startsWith('needs the reference harness')
    ? 'needs_internals'
    : reason.startsWith('it runs inside a workspace')
      ? 'no_workspace'
      : reason.startsWith('the scenario misconfigures')
        ? 'bench_container'
        : 'contained';
  return { kind, reason };
}
