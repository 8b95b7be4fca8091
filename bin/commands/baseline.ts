import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readStore, type StoreHeader } from '../../ablations/results/store.js';
import { columnsText, EXIT, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';

export function baselineCommand(argv: string[], io: Io): number {
  const { values, positionals } = parseCommand(argv, 'baseline');
  if (values.help) return showHelp(io, 'baseline');
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
    `${previous === null ? 'created' : 'refreshed'} ${target} from ${source}: run seed ${h.run_seed}, ${h.trials} trials per cell, ${Object.keys(h.scenarios).length} scenarios x ${columnsOf(h)}, ${store.rows.length} trials` +
      (previous === null ? '' : ` (was: run seed ${previous.header.run_seed}, ${previous.rows.length} trials)`),
  );
  io.err(`commit it: git add ${target}`);
  return EXIT.ok;
}

/** A store's columns in words: the reference harness's profiles and the harness configurations, each counted by its own name. */
function columnsOf(h: StoreHeader): string {
  const names = Object.keys(h.profiles);
  const configurations = names.filter((n) => h.definitions?.harnesses[n] !== undefined || h.harness_placements?.[n] !== undefined).length;
  return columnsText(names.length - configurations, configurations);
}
