import { z } from 'zod';

/** Why a run ended. `complete` is the only success. */
export const StopReasonSchema = z.enum([
  'complete',
  'completion_rejected',
  'tool_denied',
  'needs_approval',
  'denied',
  'request_limit',
  'proposal_limit',
  'call_limit',
  'attempt_limit',
  'deadline',
  'receipt_invalid',
  'unresolved',
  'proposals_exhausted',
  'token_limit',
  'cost_limit',
  'proposer_error',
  'environment_error',
  'user_abort',
  'log_corrupt',
  'replay_divergence',
]);
export type StopReason = z.infer<typeof StopReasonSchema>;

/** Who a stop is attributed to, for traces and reports. */
export const StopClassSchema = z.enum(['success', 'model_error', 'tool_error', 'policy_denial', 'environment_error', 'user_abort']);
export type StopClass = z.infer<typeof StopClassSchema>;

export function classifyStop(reason: StopReason): StopClass {
  switch (reason) {
    case 'complete':
      return 'success';
    case 'tool_denied':
    case 'needs_approval':
    case 'denied':
    case 'completion_rejected':
      return 'policy_denial';
    case 'receipt_invalid':
    case 'unresolved':
    case 'attempt_limit':
      return 'tool_error';
    case 'environment_error':
    case 'log_corrupt':
    case 'replay_divergence':
      return 'environment_error';
    case 'user_abort':
      return 'user_abort';
    default:
      return 'model_error';
  }
}
