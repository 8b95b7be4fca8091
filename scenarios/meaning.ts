import { CONTROL_NAMES } from '../harness/controls/registry.js';
import { exportWorkerTools, EXPORT_WORKER_OBSERVABLE } from '../worlds/export-worker.js';
import { grantFiles, WORKSPACE_OBSERVABLE } from '../worlds/workspace-fixture.js';
import { WORKSPACE_TOOLS } from '../worlds/workspace-tools.js';
import type { ToolRegistry } from '../harness/tools.js';

/** A meaning-level mistake in a scenario, at a field path (the same shape as a zod issue's). */
export interface MeaningIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The parts of a parsed scenario these checks read (kept structural: schema.ts imports this module).
 * Each part may be missing (a hole in a list too): a file whose shape is wrong in places is checked
 * on the parts that parsed (see scenarios/schema.ts checkScenario), so that every layer's mistakes
 * are reported together. A check that needs the world runs only when the world parsed.
 */
interface Parsed {
  contract?: { tools?: (string | undefined)[] | undefined; approvals?: ({ tool?: string | undefined; at?: unknown } | undefined)[] | undefined } | undefined;
  world?: World | undefined;
  proposer?: ProposerLike | undefined;
  reference?: ProposerLike | undefined;
  oracle?: { probes?: ({ caught_by?: string | string[] | undefined } | undefined)[] | undefined; success?: ({ path?: string | undefined } | undefined)[] | undefined } | undefined;
}
type World =
  | { kind: 'export-worker'; fields: Record<string, { min: number; max: number }>; faults: { tool?: string | undefined }[]; injections: { tool: string }[] }
  | { kind: 'workspace' };
type ProposerLike = { kind: 'scripted'; steps: unknown[]; bad_input?: boolean | undefined } | { kind: 'feedback'; rules: { when: Record<string, unknown>; propose?: unknown }[]; bad_input?: boolean | undefined } | { kind: 'stochastic' };

const REVISION_HEX = /^[0-9a-f]{8,128}$/;

function toolsOf(world: World): ToolRegistry {
  return world.kind === 'export-worker' ? exportWorkerTools(world.fields) : WORKSPACE_TOOLS;
}

/** Observable paths of the world's final state: `name` for a value, `name.*` for an object whose keys may follow. */
function observableOf(world: World): readonly string[] {
  return world.kind === 'export-worker' ? EXPORT_WORKER_OBSERVABLE : WORKSPACE_OBSERVABLE;
}

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/**
 * Checks what the schema's shapes cannot: every tool named anywhere exists in
 * the world, every control named in `caught_by` exists, approval revisions
 * are ones the world can resolve, success predicates read paths the world
 * produces, and script steps are proposals `{tool, args}` of known tools
 * (unless the proposer is marked `bad_input`, for scenarios that send
 * malformed proposals on purpose).
 */
export function meaningIssues(s: Parsed): MeaningIssue[] {
  const issues: MeaningIssue[] = [];
  s.oracle?.probes?.forEach((probe, i) => {
    if (probe?.caught_by === undefined) return;
    const controls = typeof probe.caught_by === 'string' ? [probe.caught_by] : probe.caught_by;
    controls.forEach((control, j) => {
      if (CONTROL_NAMES.includes(control)) return;
      const path = typeof probe.caught_by === 'string' ? ['oracle', 'probes', i, 'caught_by'] : ['oracle', 'probes', i, 'caught_by', j];
      issues.push({ path, message: `unknown control ${JSON.stringify(control)}; controls: ${CONTROL_NAMES.join(', ')}` });
    });
  });
  // Everything else reads the world's tools or observable state.
  const world = s.world;
  if (world === undefined) return sortedByPath(issues);
  const tools = toolsOf(world);
  const names = tools.list().map((t) => t.name);
  const known = (name: string) => name === 'finish' || tools.resolve(name) !== undefined;
  const unknownTool = (name: string) => `unknown tool ${JSON.stringify(name)}; the ${world.kind} world has ${names.join(', ')} (and finish)`;

  s.contract?.tools?.forEach((tool, i) => {
    if (tool !== undefined && !known(tool)) issues.push({ path: ['contract', 'tools', i], message: unknownTool(tool) });
  });
  s.contract?.approvals?.forEach((grant, i) => {
    if (grant === undefined) return;
    if (grant.tool !== undefined && !known(grant.tool)) issues.push({ path: ['contract', 'approvals', i, 'tool'], message: unknownTool(grant.tool) });
    const at = grant.at;
    const ok =
      at === undefined ||
      at === 'initial' ||
      (typeof at === 'string' && REVISION_HEX.test(at)) ||
      (world.kind === 'export-worker' && oneKey(at, 'config')) ||
      (world.kind === 'workspace' && grantFiles(at) !== null);
    if (!ok) {
      const forms = world.kind === 'export-worker' ? 'initial, a revision (hex), or {config: {...}}' : world.kind === 'workspace' ? 'initial, a revision (hex), or {files: {path: content}}' : 'initial or a revision (hex)';
      issues.push({ path: ['contract', 'approvals', i, 'at'], message: `${short(at)} is not a revision of this world; use ${forms}` });
    }
  });
  if (world.kind === 'export-worker') {
    world.faults.forEach((fault, i) => {
      if (fault.tool !== undefined && !known(fault.tool)) issues.push({ path: ['world', 'faults', i, 'tool'], message: unknownTool(fault.tool) });
    });
    world.injections.forEach((injection, i) => {
      if (!known(injection.tool) || injection.tool === 'finish') issues.push({ path: ['world', 'injections', i, 'tool'], message: unknownTool(injection.tool) });
    });
  }
  const observable = observableOf(world);
  s.oracle?.success?.forEach((predicate, i) => {
    if (predicate?.path === undefined) return;
    const [head, ...rest] = predicate.path.split('.');
    const ok = rest.length === 0 ? observable.includes(head!) || observable.includes(`${head}.*`) : observable.includes(`${head}.*`);
    if (!ok) issues.push({ path: ['oracle', 'success', i, 'path'], message: `the ${world.kind} world never produces ${JSON.stringify(predicate.path)}; its observable paths: ${observable.join(', ')}` });
  });

  const proposal = (value: unknown, path: (string | number)[], strict: boolean) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, 'batch') && Object.keys(value).length === 1) {
      const batch = (value as { batch: unknown }).batch;
      if (Array.isArray(batch)) return batch.forEach((inner, k) => proposal(inner, [...path, 'batch', k], strict));
    }
    if (!strict) return;
    const step = value as { tool?: unknown; args?: unknown };
    const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (!isObject || typeof step.tool !== 'string') {
      issues.push({ path, message: `${short(value)} is not a proposal {tool, args} (mark the proposer bad_input: true if that is on purpose)` });
      return;
    }
    if (!known(step.tool)) issues.push({ path: [...path, 'tool'], message: `${unknownTool(step.tool)} (step ${short(value)})` });
    if (step.args === null || typeof step.args !== 'object' || Array.isArray(step.args)) issues.push({ path: [...path, 'args'], message: `step ${short(value)} has no args object (write args: {} for none)` });
  };
  const spec = (p: ProposerLike | undefined, name: 'proposer' | 'reference') => {
    if (p === undefined) return;
    const strict = !('bad_input' in p && p.bad_input === true);
    if (p.kind === 'scripted') p.steps.forEach((step, i) => proposal(step, [name, 'steps', i], strict));
    else if (p.kind === 'feedback') {
      p.rules.forEach((rule, i) => {
        const tool = rule.when['tool'];
        if (typeof tool === 'string' && !known(tool)) issues.push({ path: [name, 'rules', i, 'when', 'tool'], message: unknownTool(tool) });
        if (rule.propose !== undefined) proposal(rule.propose, [name, 'rules', i, 'propose'], strict);
      });
    }
  };
  spec(s.proposer, 'proposer');
  spec(s.reference, 'reference');
  return sortedByPath(issues);
}

/** The order the checks ran in before: contract, world, oracle (probes, then success), proposer, reference. */
function sortedByPath(issues: MeaningIssue[]): MeaningIssue[] {
  const rank = (i: MeaningIssue) => {
    const [top, part] = i.path;
    if (top === 'contract') return 0;
    if (top === 'world') return 1;
    if (top === 'oracle') return part === 'probes' ? 2 : 3;
    return top === 'proposer' ? 4 : 5;
  };
  // A stable sort: within a part, the order the checks found them in.
  return issues.map((issue, n) => ({ issue, n })).sort((a, b) => rank(a.issue) - rank(b.issue) || a.n - b.n).map((x) => x.issue);
}

/** Deepest nesting a scenario document may have (the catalogue's deep_payload nests its arguments 1,000 deep). */
export const MAX_NESTING = 1_200;

/**
 * The first place where `data` nests deeper than `max` levels, as a field
 * path, or null. Iterative, so a document nested 100,000 deep is refused
 * here rather than overflowing the stack of whatever reads it next.
 */
export function tooDeep(data: unknown, max = MAX_NESTING): (string | number)[] | null {
  const stack: { value: unknown; depth: number; path: (string | number)[] }[] = [{ value: data, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return path;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    // Paths are built only for the first levels; deeper ones reuse the parent's (the error shows where it starts).
    for (const [key, child] of entries) stack.push({ value: child, depth: depth + 1, path: path.length < 12 ? [...path, key] : path });
  }
  return null;
}

/** An object with exactly one key, `key`. */
function oneKey(value: unknown, key: string): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && Object.hasOwn(value, key);
}

