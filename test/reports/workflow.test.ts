import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The subset of the GitHub Actions workflow syntax the bench's workflow
 * uses, strict: an unknown key (a typo such as `need:` or `run-on:`) fails
 * here instead of on GitHub. There is no network to fetch the published
 * schema, so this is written from the workflow syntax reference.
 */
const Expression = z.string();
const Scalar = z.union([z.string(), z.number(), z.boolean()]);
const StepSchema = z
  .strictObject({
    name: z.string().optional(),
    id: z.string().regex(/^[A-Za-z_][\w-]*$/).optional(),
    if: Expression.optional(),
    uses: z.string().regex(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@v\d+$/, 'owner/action@vN').optional(),
    run: z.string().min(1).optional(),
    shell: z.enum(['bash', 'sh', 'pwsh', 'python']).optional(),
    with: z.record(z.string(), Scalar).optional(),
    env: z.record(z.string(), Scalar).optional(),
    'continue-on-error': z.boolean().optional(),
    'timeout-minutes': z.number().int().positive().optional(),
    'working-directory': z.string().optional(),
  })
  .refine((s) => (s.uses === undefined) !== (s.run === undefined), 'a step has exactly one of uses and run');
const PermissionSchema = z.record(z.string(), z.enum(['read', 'write', 'none']));
const JobSchema = z.strictObject({
  name: z.string().optional(),
  needs: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
  if: Expression.optional(),
  'runs-on': z.union([z.string(), z.array(z.string())]),
  'timeout-minutes': z.number().int().positive().optional(),
  permissions: PermissionSchema.optional(),
  env: z.record(z.string(), Scalar).optional(),
  strategy: z
    .strictObject({
      'fail-fast': z.boolean().optional(),
      'max-parallel': z.number().int().positive().optional(),
      matrix: z.record(z.string(), z.array(Scalar).min(1)),
    })
    .optional(),
  steps: z.array(StepSchema).min(1),
});
const TriggerSchema = z.union([
  z.null(),
  z.strictObject({
    branches: z.array(z.string()).optional(),
    paths: z.array(z.string()).optional(),
    types: z.array(z.string()).optional(),
    inputs: z.record(z.string(), z.unknown()).optional(),
  }),
]);
const WorkflowSchema = z.strictObject({
  name: z.string(),
  on: z.strictObject({ push: TriggerSchema.optional(), pull_request: TriggerSchema.optional(), workflow_dispatch: TriggerSchema.optional(), schedule: z.array(z.strictObject({ cron: z.string() })).optional() }),
  permissions: PermissionSchema.optional(),
  concurrency: z.strictObject({ group: z.string(), 'cancel-in-progress': z.boolean() }).optional(),
  env: z.record(z.string(), Scalar).optional(),
  jobs: z.record(z.string().regex(/^[A-Za-z_][\w-]*$/), JobSchema),
});
type Workflow = z.infer<typeof WorkflowSchema>;

const workflow: Workflow = WorkflowSchema.parse(parse(readFileSync('.github/workflows/bench.yml', 'utf8')));
const needsOf = (job: Workflow['jobs'][string]): string[] => (job.needs === undefined ? [] : typeof job.needs === 'string' ? [job.needs] : job.needs);
const runs = (job: string): string[] => workflow.jobs[job]!.steps.flatMap((s) => (s.run === undefined ? [] : [s.run]));
const uses = (job: string, action: string) => workflow.jobs[job]!.steps.filter((s) => s.uses?.startsWith(`${action}@`));

describe('.github/workflows/bench.yml', () => {
  it('is a valid workflow of the subset we use', () => {
    expect(WorkflowSchema.safeParse(parse(readFileSync('.github/workflows/bench.yml', 'utf8'))).success).toBe(true);
    expect(Object.keys(workflow.jobs)).toEqual(['shard', 'merge']);
  });

  it('would catch a typo in a key or a step with both uses and run', () => {
    const text = readFileSync('.github/workflows/bench.yml', 'utf8');
    expect(WorkflowSchema.safeParse(parse(text.replace('    needs: shard', '    need: shard'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace('runs-on: ubuntu-24.04', 'run-on: ubuntu-24.04'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace('      - run: npm ci', '      - run: npm ci\n        uses: actions/cache@v4'))).success).toBe(false);
  });

  it('has a job graph without dangling or cyclic needs, where merge needs the shard job', () => {
    for (const job of Object.values(workflow.jobs)) for (const need of needsOf(job)) expect(Object.keys(workflow.jobs)).toContain(need);
    const order: string[] = [];
    const visit = (name: string, path: string[]) => {
      expect(path, `cycle through ${name}`).not.toContain(name);
      for (const need of needsOf(workflow.jobs[name]!)) visit(need, [...path, name]);
      if (!order.includes(name)) order.push(name);
    };
    for (const name of Object.keys(workflow.jobs)) visit(name, []);
    expect(order).toEqual(['shard', 'merge']);
    expect(needsOf(workflow.jobs['merge']!)).toEqual(['shard']);
  });

  it('runs the matrix in four seeded shards and uploads each store', () => {
    const shard = workflow.jobs['shard']!;
    expect(shard.strategy).toEqual({ 'fail-fast': false, matrix: { shard: [1, 2, 3, 4] } });
    expect(runs('shard')).toEqual(['npm ci', 'npm run bench -- run --shard ${{ matrix.shard }}/4 --seed 1 --out shards/${{ matrix.shard }}']);
    expect(uses('shard', 'actions/upload-artifact').map((s) => s.with)).toEqual([
      { name: 'shard-${{ matrix.shard }}', path: 'shards/${{ matrix.shard }}/results.jsonl', 'if-no-files-found': 'error', 'retention-days': 7 },
    ]);
  });

  it('merges, reports, summarises, compares and uploads the report, in that order', () => {
    const merge = workflow.jobs['merge']!;
    expect(uses('merge', 'actions/download-artifact').map((s) => s.with)).toEqual([{ pattern: 'shard-*', path: 'shards' }]);
    const commands = runs('merge');
    const at = (text: string) => commands.findIndex((c) => c.includes(text));
    expect(commands[at('merge shards')]).toBe('npm run bench -- merge shards/* --out merged');
    expect(commands[at('report merged')]).toBe('npm run bench -- report merged');
    expect(at('npm ci')).toBeLessThan(at('merge shards'));
    expect(at('merge shards')).toBeLessThan(at('report merged'));
    expect(at('report merged')).toBeLessThan(at('summary.md >> "$GITHUB_STEP_SUMMARY"'));
    expect(at('summary.md >> "$GITHUB_STEP_SUMMARY"')).toBeLessThan(at('bench -- compare'));
    // The comparison's exit status (1 on regression) is the step's: the job fails on a regression.
    expect(commands[at('bench -- compare')]!.trim().split('\n').at(-1)).toBe('exit $status');
    const upload = merge.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.['name'] === 'bench-report')!;
    expect(upload.with).toEqual({ name: 'bench-report', path: 'merged/', 'if-no-files-found': 'error', 'retention-days': 30 });
    expect(merge.steps.indexOf(upload)).toBe(merge.steps.length - 1);
    // Summary and upload run even when the report step failed (expectation problems), not when cancelled.
    expect(upload.if).toBe("${{ !cancelled() && steps.merge.outcome == 'success' }}");
  });

  it('uses Node 24 everywhere and refers only to step ids and matrix keys that exist', () => {
    for (const name of Object.keys(workflow.jobs)) {
      expect(uses(name, 'actions/setup-node').map((s) => s.with?.['node-version'])).toEqual([24]);
      const job = workflow.jobs[name]!;
      const ids = new Set(job.steps.flatMap((s) => (s.id ? [s.id] : [])));
      const text = JSON.stringify(job);
      for (const m of text.matchAll(/steps\.([\w-]+)\./g)) expect(ids).toContain(m[1]);
      for (const m of text.matchAll(/matrix\.([\w-]+)/g)) expect(Object.keys(job.strategy?.matrix ?? {})).toContain(m[1]);
    }
  });
});
