import { UsageError } from './common.js';

export interface Shard {
  index: number;
  count: number;
}

const SOURCES = [
  // GitHub Actions has no such variables of its own: the workflow maps ${{ strategy.job-index }} / ${{ strategy.job-total }} to these (0-based index).
  { index: 'HARNESS_BENCH_SHARD_INDEX', total: 'HARNESS_BENCH_SHARD_TOTAL', base: 0, engine: 'HARNESS_BENCH_SHARD_INDEX (GitHub: strategy.job-index)' },
  // GitLab's parallel jobs: 1-based.
  { index: 'CI_NODE_INDEX', total: 'CI_NODE_TOTAL', base: 1, engine: 'GitLab CI_NODE_INDEX' },
  // A Kubernetes Indexed Job: 0-based, the total is the Job's completions, given as --shard auto/N.
  { index: 'JOB_COMPLETION_INDEX', total: null, base: 0, engine: 'Kubernetes JOB_COMPLETION_INDEX' },
] as const;

function count(name: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`--shard auto: ${name}=${JSON.stringify(text)} is not an integer >= ${min}`);
  return Number(text);
}

/**
 * `--shard auto` or `--shard auto/N`: this job's slice from the CI engine's
 * variables (the first set of HARNESS_BENCH_SHARD_INDEX, CI_NODE_INDEX,
 * JOB_COMPLETION_INDEX), as K/N with K from 1. The total comes from N, else
 * HARNESS_BENCH_SHARD_TOTAL, else the engine's own (CI_NODE_TOTAL).
 */
export function shardFromEnvironment(text: string, env: NodeJS.ProcessEnv = process.env): Shard {
  const m = /^auto(?:\/(\d+))?$/.exec(text);
  if (!m) throw new UsageError(`--shard must be K/N or auto or auto/N, got ${JSON.stringify(text)}`);
  const source = SOURCES.find((s) => env[s.index] !== undefined && env[s.index] !== '');
  if (source === undefined) {
    throw new UsageError(`--shard auto: none of ${SOURCES.map((s) => s.index).join(', ')} is set; give --shard K/N, or set them (see docs/reports.md, "Shards")`);
  }
  const raw = count(source.index, env[source.index], 0)!;
  const total =
    (m[1] !== undefined ? Number(m[1]) : undefined) ?? count('HARNESS_BENCH_SHARD_TOTAL', env['HARNESS_BENCH_SHARD_TOTAL'], 1) ?? (source.total === null ? undefined : count(source.total, env[source.total], 1));
  if (total === undefined || total < 1) throw new UsageError(`--shard auto: ${source.engine} gives the index but not the total; use --shard auto/N (N = the number of shards)`);
  const index = raw - source.base + 1;
  if (index < 1 || index > total) throw new UsageError(`--shard auto: ${source.index}=${raw} is outside ${total} shards (${source.base === 0 ? '0-based' : '1-based'})`);
  return { index, count: total };
}
