import { commandHelp, helpWidth, programHelp } from './commands/cli.js';
import type { CommandName } from './commands/cli-table.js';
import { EXIT, isUserError, processIo, type Io } from './commands/common.js';
import { RUNNERS } from './commands/runners.js';
import { didYouMean } from './commands/did-you-mean.js';
import { BENCH_VERSION } from '../harness/version.js';

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === '--help' || verb === '-h' || verb === 'help') {
    if (verb === 'help' && rest[0] && Object.hasOwn(RUNNERS, rest[0])) io.out(commandHelp(rest[0] as CommandName, helpWidth()));
    else io.out(programHelp(helpWidth()));
    return EXIT.ok;
  }
  if (verb === '--version' || verb === '-V') {
    io.out(`harness-bench ${BENCH_VERSION}`);
    return EXIT.ok;
  }
  if (!Object.hasOwn(RUNNERS, verb)) {
    io.err(`harness-bench: unknown command ${JSON.stringify(verb)}${didYouMean(verb, Object.keys(RUNNERS))}; commands: ${Object.keys(RUNNERS).join(', ')} (see harness-bench --help)`);
    return EXIT.usage;
  }
  try {
    return await RUNNERS[verb as CommandName](rest, io);
  } catch (error) {
    if (isUserError(error)) {
      io.err(`harness-bench ${verb}: ${error.message}`);
      // A bad flag, name or file (the run does not start) is a usage error; so is an unreadable store.
      return error.name === 'UsageError' || error.name === 'StoreError' ? EXIT.usage : EXIT.failed;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
