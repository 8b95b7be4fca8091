import type { SessionNotification } from '@agentclientprotocol/sdk';
import type { EventBody } from '../../harness/contracts/event.js';

/**
 * An agent's `session/update` notifications as the trial's events: its own
 * account of itself, beside what the world and the model saw. A tool call
 * is recorded when it is reported and when it ends (completed or failed);
 * the chunks of one message (or one thought) are one event, their text cut
 * to its first characters. At most `limit` events are kept, so an agent
 * that floods the client costs the trial a count, never memory.
 */
export interface TimedEvent {
  t: number;
  body: EventBody;
}

const TEXT_CHARS = 500;
const TITLE_CHARS = 200;

export class SessionUpdates {
  readonly #now: () => number;
  readonly #limit: number;
  readonly #events: TimedEvent[] = [];
  readonly #titles = new Map<string, string>();
  /** The message being received, while its chunks keep coming. */
  #open: { role: 'agent' | 'thought'; body: Extract<EventBody, { type: 'reported_message' }> } | null = null;
  #received = 0;
  #dropped = 0;

  constructor(now: () => number, limit = 500) {
    this.#now = now;
    this.#limit = limit;
  }

  add(notification: SessionNotification): void {
    this.#received++;
    const update = notification.update;
    switch (update.sessionUpdate) {
      case 'agent_message_chunk':
      case 'agent_thought_chunk': {
        const role = update.sessionUpdate === 'agent_message_chunk' ? 'agent' : 'thought';
        const text = update.content.type === 'text' ? update.content.text : `[${update.content.type}]`;
        if (this.#open?.role === role) {
          const body = this.#open.body;
          body.chars += text.length;
          if (body.text.length < TEXT_CHARS) body.text = (body.text + text).slice(0, TEXT_CHARS);
          return;
        }
        const body: Extract<EventBody, { type: 'reported_message' }> = { type: 'reported_message', role, text: text.slice(0, TEXT_CHARS), chars: text.length };
        this.#open = this.#push(body) ? { role, body } : null;
        return;
      }
      case 'tool_call': {
        this.#open = null;
        const title = update.title.slice(0, TITLE_CHARS);
        if (this.#titles.size < this.#limit) this.#titles.set(update.toolCallId, title);
        this.#push({ type: 'reported_tool_call', call_id: update.toolCallId.slice(0, 128), title, kind: update.kind ?? 'other', status: update.status ?? 'pending' });
        return;
      }
      case 'tool_call_update': {
        this.#open = null;
        if (update.status !== 'completed' && update.status !== 'failed') return;
        const title = update.title?.slice(0, TITLE_CHARS) ?? this.#titles.get(update.toolCallId) ?? '';
        this.#push({ type: 'reported_tool_call', call_id: update.toolCallId.slice(0, 128), title, kind: update.kind ?? 'other', status: update.status });
        return;
      }
      default:
        this.#open = null;
    }
  }

  events(): readonly TimedEvent[] {
    return this.#events;
  }

  /** What was left out, in words (empty when nothing was). */
  notes(): string[] {
    return this.#dropped === 0 ? [] : [`the agent sent ${this.#received} session updates; ${this.#dropped} past the first ${this.#limit} events were counted, not recorded`];
  }

  #push(body: EventBody): boolean {
    if (this.#events.length >= this.#limit) {
      this.#dropped++;
      return false;
    }
    this.#events.push({ t: this.#now(), body });
    return true;
  }
}
