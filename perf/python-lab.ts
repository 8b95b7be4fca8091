/**
 * The seed's Python labs as a side: the lab sources are extracted from the
 * seed article at run time into a temporary folder (never copied into this
 * repository) and driven by our own small Python loop in one long-lived
 * python3 process, which times each round itself in CPU time
 * (time.process_time), as our side does (process.cpuUsage).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Unavailable } from './figure.js';
import { LineChild } from './line-child.js';
import type { Side } from './paired.js';

const ARTICLE = join('shared', 'seeds', '000_a369ab9943c0906c.txt');

/** HARNESS_BENCH_SEED_ARTICLE, else shared/seeds/… in the nearest folder above this repository that has it. */
export function findSeedArticle(): string | null {
  const given = process.env['HARNESS_BENCH_SEED_ARTICLE'];
  if (given) return existsSync(given) ? resolve(given) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, ARTICLE);
    if (existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

const DRIVER = `
import json, sys, time
sys.path.insert(0, sys.argv[1])
import lab, runtime
from runtime import Harness, Worker, action, scripted
base = json.load(open(sys.argv[1] + "/policy.json"))
def lab1():
    lab.matrix(base)
def lab2():
    def corrected(fb):
        if fb["event"] == "start": return action("write_config", max_retries="two")
        if fb["event"] == "invalid_input": return action("write_config", max_retries=2)
        if fb.get("tool") == "write_config": return action("check_config")
        return action("finish")
    nosleep = lambda s: None
    Harness(Worker(), sleep=nosleep).run(corrected)
    Harness(Worker(transient=1), sleep=nosleep).run(scripted([action("write_config", max_retries=2), action("check_config"), action("finish")]))
    Harness(Worker(), sleep=nosleep).run(scripted([action("write_config", max_retries=2), action("check_config"), action("write_config", max_retries=1), action("finish")]))
    w = Worker(uncertain=True); w.config = {"max_retries": 2}; h = Harness(w, sleep=nosleep)
    h.approvals[h.approval_key("queue_export", {"operation_id": "export-17"})] = True
    h.run(scripted([action("check_config"), action("queue_export", operation_id="export-17"), action("lookup_export", operation_id="export-17"), action("queue_export", operation_id="export-17")]))
    w = Worker(); w.config = {"max_retries": 2}
    Harness(w, sleep=nosleep).run(scripted([action("check_config"), action("queue_export", operation_id="export-17")]))
labs = {"lab1": lab1, "lab2": lab2}
print("ready", flush=True)
for line in sys.stdin:
    name, n = line.split()
    fn = labs[name]
    t0 = time.process_time()
    for _ in range(int(n)):
        fn()
    print((time.process_time() - t0) * 1000, flush=True)
`;

/** Cases per iteration: lab 1's matrix has 8 cases, lab 2 runs 5 scenarios. */
export const PYTHON_LAB_CASES = { lab1: 8, lab2: 5 } as const;

export async function pythonLabSide(lab: 'lab1' | 'lab2'): Promise<Side> {
  const article = findSeedArticle();
  if (article === null) throw new Unavailable(`the seed article (${ARTICLE}) was not found above this repository; set HARNESS_BENCH_SEED_ARTICLE`);
  const blocks = [...readFileSync(article, 'utf8').matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], body: m[2]! }));
  const find = (lang: string, start: string) => blocks.find((b) => b.lang === lang && b.body.startsWith(start))?.body;
  const labSource = find('py', '"""A deterministic tool-control lab');
  const runtime = find('py', '"""Deterministic harness contracts');
  const policy = find('json', '{\n  "allowed_tools"');
  if (!labSource || !runtime || !policy) throw new Unavailable(`could not find the lab sources in ${article}`);
  const dir = mkdtempSync(join(tmpdir(), 'hb-seed-'));
  writeFileSync(join(dir, 'lab.py'), labSource);
  writeFileSync(join(dir, 'runtime.py'), runtime);
  writeFileSync(join(dir, 'policy.json'), policy);
  writeFileSync(join(dir, 'driver.py'), DRIVER);
  const child = new LineChild('python3', [join(dir, 'driver.py'), dir], { name: 'python3 seed lab' });
  const cleanup = async () => {
    await child.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const hello = await child.next();
    if (hello !== 'ready') throw new Error(`python3 seed lab said ${JSON.stringify(hello)} instead of ready`);
  } catch (error) {
    await cleanup();
    throw new Unavailable(error instanceof Error ? error.message : String(error));
  }
  return {
    unitsPerIteration: PYTHON_LAB_CASES[lab],
    clock: 'cpu',
    round: async (iterations) => Number(await child.request(`${lab} ${iterations}`)),
    close: cleanup,
  };
}
