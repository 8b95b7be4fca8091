import type { Feedback } from '../../harness/contracts/feedback.js';

/** What became of a tool call the proposer passed on, beyond what the feedback says. */
export interface CallNote {
  /** The call's arguments were not JSON; the proposal sent was the raw text, so the gateway answered invalid input. */
  malformed?: string;
}

const MESSAGES: Record<Exclude<Feedback['event'], 'start' | 'tool_result' | 'invalid_input' | 'unknown_tool' | 'denied' | 'batch_result'>, string> = {
  check_required: 'refused: run the check on the current revision first',
  unknown_outcome: 'the call may or may not have taken effect; do not repeat a write without finding out',
  transient_failure: 'the call failed transiently and had no effect',
};

/**
 * The tool-result message for one piece of harness feedback. Tool output goes
 * under `untrusted_tool_output`, so the model can tell the harness's own words
 * from text a tool returned.
 */
export function feedbackMessage(feedback: Feedback, note: CallNote = {}): { content: string; isError: boolean } {
  switch (feedback.event) {
    case 'start':
      throw new Error('start feedback has no tool call to answer');
    case 'tool_result':
      return { content: JSON.stringify({ event: 'tool_result', tool: feedback.tool, untrusted_tool_output: feedback.data }), isError: false };
    case 'invalid_input': {
      const body: Record<string, unknown> = { event: 'invalid_input', message: feedback.message, path: feedback.path };
      if (note.malformed !== undefined) body['note'] = `your call's arguments were not valid JSON (${note.malformed}); send a JSON object`;
      return { content: JSON.stringify(body), isError: true };
    }
    case 'unknown_tool':
      return { content: JSON.stringify({ event: 'unknown_tool', tool: feedback.tool, message: feedback.message }), isError: true };
    case 'denied':
      return { content: JSON.stringify({ event: 'denied', tool: feedback.tool, message: feedback.message }), isError: true };
    case 'check_required':
      return { content: JSON.stringify({ event: 'check_required', revision: feedback.revision, message: MESSAGES.check_required }), isError: true };
    case 'unknown_outcome':
    case 'transient_failure':
      return { content: JSON.stringify({ event: feedback.event, tool: feedback.tool, message: MESSAGES[feedback.event] }), isError: true };
    case 'batch_result':
      // LLM proposers propose one call at a time (see docs/llm.md), so they are never answered with a batch.
      return { content: JSON.stringify({ event: 'batch_result', results: feedback.results }), isError: false };
  }
}
