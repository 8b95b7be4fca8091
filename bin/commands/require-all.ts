/**
 * Whether every cell must run: `--require-all`, or any CI (the `CI` variable
 * set to anything but "", "0" or "false"). There a cell that did not run (no
 * Docker engine, no sandbox image) is an error, exit 3, never a green run.
 */
export function requireAll(flag: boolean | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (flag === true) return true;
  const ci = env['CI'];
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

interface CellLike {
  scenario: string;
  profile: string;
  state: string;
  note?: string | null | undefined;
}

/** The error text for cells that did not run when every cell must, or null when all ran. */
export function notRunError(cells: readonly CellLike[], flag: boolean | undefined, env: NodeJS.ProcessEnv = process.env): string | null {
  const notRun = cells.filter((c) => c.state === 'not_run');
  if (notRun.length === 0 || !requireAll(flag, env)) return null;
  const why = flag === true ? '--require-all' : `CI is set (CI=${env['CI']})`;
  const reasons = [...new Set(notRun.map((c) => c.note ?? 'no reason recorded'))];
  const names = notRun.slice(0, 8).map((c) => `${c.scenario} / ${c.profile}`);
  return (
    `error: ${notRun.length} of ${cells.length} cells did not run, and ${why} requires every cell to run: ${names.join(', ')}${notRun.length > names.length ? `, and ${notRun.length - names.length} more` : ''}\n` +
    reasons.map((r) => `  ${r}`).join('\n') +
    '\n  set up the Docker engine and the sandbox image with scripts/env.sh (it exports HARNESS_BENCH_IMAGE), or run without --require-all outside CI'
  );
}
