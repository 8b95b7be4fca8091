import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readStore } from '../../ablations/store.js';
import { EXIT, parseFlags, UsageError, type Io } from './common.js';

export const BASELINE_HELP = `harness-bench baseline: make or refresh the baseline that CI compares against

Usage:
  harness-bench baseline RUN_DIR [--to DIR] [--allow-incomplete]

Copies RUN_DIR/results.jsonl (a whole run, or shards merged with 'harness-bench merge')
to DIR/results.jsonl (default: results/baseline), replacing the one there. Commit that file:
the workflow compares every run with it ('harness-bench compare results/baseline merged').

Options:
  --to DIR              where the baseline lives (default: results/baseline)
  --allow-incomplete    accept a store with cells that did not run or trials that errored
                        (refused by default: a baseline without them compares nothing there)

Typical refresh, from the workflow's report artifact or a local run:
  harness-bench run --seed 1 --out runs/base && harness-bench baseline runs/base
  git add results/baseline/results.jsonl && git commit -m "bench: refresh the baseline"

Exit codes: 0 written; 2 the store is missing, unreadable, a single shard, torn or incomplete.`;

export function baselineCommand(argv: string[], io: Io): number {
  const { values, positionals } = parseFlags(argv, { to: { type: 'string' }, 'allow-incomplete': { type: 'boolean' } }, true);
  if (values.help) {
    io.out(BASELINE_HELP);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw new UsageError('baseline needs exactly one results folder (see harness-bench baseline --help)');
  const source = join(positionals[0]!, 'results.jsonl');
  const to = values.to ?? join('results', 'baseline');
  const store = readStore(source);
  if (store.header.shard !== null) {
    throw new UsageError(`${source} is shard ${store.header.shard.index}/${store.header.shard.count}; merge the shards first (harness-bench merge DIR... --out DIR) and make the baseline from the merged folder`);
  }
  if (store.tornTail) throw new UsageError(`${source} ends in a half-written line; finish the run with --resume first`);
  const incomplete = store.rows.filter((r) => r.verdict === 'not_run' || r.verdict === 'error');
  if (incomplete.length > 0 && !values['allow-incomplete']) {
    const first = incomplete[0]!;
    throw new UsageError(
      `${incomplete.length} trial(s) in ${source} did not run or errored (first: ${first.scenario} / ${first.profile}: ${first.detail}); rerun them where they can run, or pass --allow-incomplete`,
    );
  }
  const target = join(to, 'results.jsonl');
  const previous = existsSync(target) ? readStore(target) : null;
  mkdirSync(to, { recursive: true });
  copyFileSync(source, target);
  const h = store.header;
  io.err(
    `${previous === null ? 'created' : 'refreshed'} ${target} from ${source}: run seed ${h.run_seed}, ${h.trials} trials per cell, ${Object.keys(h.scenarios).length} scenarios x ${Object.keys(h.profiles).length} profiles, ${store.rows.length} trials` +
      (previous === null ? '' : ` (was: run seed ${previous.header.run_seed}, ${previous.rows.length} trials)`),
  );
  io.err(`commit it: git add ${target}`);
  return EXIT.ok;
}
