import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec, type Step } from './control.js';
import type { RunContext } from '../state.js';

export const EvidenceParams = z.strictObject({
  /** On a completion without current evidence: stop the run (first lab) or tell the proposer to check (second lab). */
  on_stale: z.enum(['stop', 'feedback']).default('feedback'),
});
export type EvidenceParams = z.infer<typeof EvidenceParams>;

function checkRequired(ctx: RunContext): Step {
  return { type: 'refuse', feedback: { event: 'check_required', revision: ctx.executor.revision() } };
}

/**
 * Evidence: completion, and tools that need it, are admitted only after a
 * passing check of the current revision. Evidence comes only from a check
 * tool's receipt (`passed: true` exactly), never from what a proposer or a
 * tool's text says.
 */
export const evidence: ControlSpec<EvidenceParams> = {
  name: 'evidence',
  prevents: 'completion declared on a world that was changed or never checked',
  params: EvidenceParams,
  stops: ['completion_rejected'],
  state: { fields: ['checked'] },
  probes: [{ scenario: 'stale_check', failure: 'false_completion', base: [], stops: 'completion_rejected' }],
  fuzz: { breaks: ['complete-needs-current-check', 'gated-calls-need-current-check'] },
  create(params): Control {
    return {
      name: 'evidence',
      authorise(ctx, tool) {
        if (!tool.requiresCurrentCheck || ctx.state.checked === ctx.executor.revision()) return PASS;
        ctx.emit({ type: 'check_required', tool: tool.name, revision: ctx.executor.revision() });
        return checkRequired(ctx);
      },
      onReceipt(ctx, call, tool, receipt) {
        if (receipt.status !== 'ok') return PASS;
        if (tool.check) {
          const passed = receipt.data['passed'] === true;
          ctx.state.checked = passed ? receipt.revision : null;
          ctx.emit({ type: passed ? 'check_passed' : 'check_failed', call_id: call.call_id, revision: receipt.revision });
        } else if (tool.invalidatesEvidence && receipt.effect !== 'none') {
          ctx.state.checked = null;
          ctx.emit({ type: 'evidence_cleared', call_id: call.call_id, revision: receipt.revision });
        }
        return PASS;
      },
      onFinish(ctx) {
        const revision = ctx.executor.revision();
        if (ctx.state.checked === revision) return PASS;
        ctx.emit({ type: 'completion_refused', revision, checked: ctx.state.checked });
        return params.on_stale === 'stop' ? stop('completion_rejected', 'no passing check of the current revision') : checkRequired(ctx);
      },
    };
  },
};
