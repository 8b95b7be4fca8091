/** The fuzzer's throughput: long sequences (10-16 proposals, every one handled) run twice and checked against every invariant. */
import { checkLongSequences, measureFuzzThroughput } from '../fuzz-throughput.js';
import { timedSide, type Figure } from '../figure.js';

const PER_ITERATION = 20;

export const fuzz: Figure = {
  name: 'fuzz',
  title: 'a fuzz sequence of 10-16 proposals, run twice and checked against every invariant, generation included',
  unit: 'sequence',
  subject: async () => timedSide(PER_ITERATION, () => checkLongSequences(PER_ITERATION, 1)),
  absolute: async () => {
    const t = await measureFuzzThroughput({ seconds: 5 });
    return {
      fuzz_sequences_per_s: t.fuzz_sequences_per_s,
      fuzz_sequences_per_s_single_run: t.fuzz_sequences_per_s_single_run,
      mixed_sequences_per_s: t.mixed_sequences_per_s,
      fuzz_sequences_per_cpu_s: t.fuzz_sequences_per_cpu_s,
    };
  },
};
