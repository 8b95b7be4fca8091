import type { Call } from './contracts/call.js';
import type { ToolRegistry } from './tools.js';

/**
 * Runs admitted calls against a world and says what happened. The harness
 * does not trust the receipt it returns (hence `unknown`): receipt validation
 * checks it against the call and against `revision()`, the trusted side's own
 * reading of the world.
 */
export interface Executor {
  readonly tools: ToolRegistry;
  /** The world's current revision, computed by the trusted side. */
  revision(): string;
  /** The raw receipt, or a promise of it (in-process worlds answer at once). May throw. */
  execute(call: Call, attempt: number): unknown;
}
