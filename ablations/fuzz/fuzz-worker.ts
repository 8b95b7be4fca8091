import { serveTasks } from '../../harness/worker-pool.js';
import { runBlock } from './fuzz-block.js';

/** A fuzz worker thread of the runner's TaskPool: answers each block with its result. */
serveTasks(runBlock);
