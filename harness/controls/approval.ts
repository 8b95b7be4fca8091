import { z } from 'zod';
import { digest } from '../digest.js';
import { PASS, stop, type Control, type ControlSpec } from './control.js';

export const ApprovalParams = z.strictObject({});
export type ApprovalParams = z.infer<typeof ApprovalParams>;

/** The key an approval is bound to: this tool, these exact arguments, this revision of the world. */
export function approvalKey(tool: string, args: Record<string, unknown>, revision: string): string {
  return digest({ tool, args, revision });
}

/**
 * Approval gate for tools that need a human decision. Allow, deny or ask,
 * keyed by digest(tool, args, current revision); an allow is consumed when the
 * call is admitted, so it authorises exactly one call.
 */
export const approval: ControlSpec<ApprovalParams> = {
  name: 'approval',
  prevents: 'an export no human approved for these arguments and this revision, or approved once and run twice',
  params: ApprovalParams,
  stops: ['needs_approval', 'denied'],
  state: { fields: ['approvals'] },
  probes: [{ scenario: 'replayed_approval', failure: 'unauthorized_effect', base: [], stops: 'needs_approval' }],
  fuzz: { breaks: ['approval-used-once'] },
  create(): Control {
    return {
      name: 'approval',
      authorise(ctx, tool, args) {
        if (!tool.requiresApproval) return PASS;
        const key = approvalKey(tool.name, args, ctx.executor.revision());
        const grant = ctx.state.approvals.get(key);
        if (grant === undefined) {
          ctx.emit({ type: 'approval_asked', tool: tool.name, key });
          return stop('needs_approval', `${tool.name} needs approval for these arguments at this revision`);
        }
        if (grant.decision === 'deny') {
          ctx.emit({ type: 'approval_refused', tool: tool.name, key });
          return stop('denied', `${tool.name} was denied`);
        }
        if (--grant.remaining <= 0) ctx.state.approvals.delete(key);
        ctx.emit({ type: 'approval_consumed', tool: tool.name, key });
        return PASS;
      },
    };
  },
};
