/**
 * The webhook delivery state of one platform as the data directory writes it: the events
 * that changed (added, moved state, left) and the delivery attempts added since the last
 * commit, and clears (reset). Attempts are rows numbered in order; rows older than the
 * delivery log's cap are deleted as new ones arrive.
 */
import type { WebhookDispatcher } from "../webhooks/dispatcher.js";
import type { DeliveryAttempt } from "../webhooks/delivery-log.js";
import { encode } from "../store/codec.js";
import type { Op } from "./sqlite-writer.js";

export class WebhookChanges {
  private cleared = false;
  private events = new Set<string>();
  private attempts: DeliveryAttempt[] = [];

  /** `logSeq`: the number of the last attempt row already written. */
  constructor(
    private logSeq: number,
    private readonly onChange: () => void,
  ) {}

  /** Record the dispatcher's changes from now on. */
  follow(webhooks: WebhookDispatcher): void {
    webhooks.events.observer = {
      changed: (id) => {
        this.events.add(id);
        this.onChange();
      },
      removed: (id) => {
        this.events.add(id);
        this.onChange();
      },
      cleared: () => {
        this.cleared = true;
        this.events.clear();
        this.onChange();
      },
    };
    webhooks.log.observer = {
      added: (a) => {
        this.attempts.push(a);
        this.onChange();
      },
      cleared: () => {
        this.cleared = true;
        this.attempts = [];
        this.onChange();
      },
    };
  }

  /** Add the writes of the changes recorded since the last call to `ops`. */
  collect(platformId: string, webhooks: WebhookDispatcher, ops: Op[]): void {
    if (!this.cleared && !this.events.size && !this.attempts.length) return;
    if (this.cleared) ops.push(["eventsClear", platformId], ["attemptsUpTo", platformId, Number.MAX_SAFE_INTEGER]);
    for (const eventId of this.events) {
      const ev = webhooks.events.get(eventId);
      if (!ev) ops.push(["eventDel", platformId, eventId]);
      else {
        const { retry: _retry, ...saved } = ev;
        ops.push(["event", platformId, eventId, encode(saved)]);
      }
    }
    for (const a of this.attempts) ops.push(["attempt", platformId, ++this.logSeq, encode(a)]);
    const keep = webhooks.log.max;
    if (this.attempts.length && this.logSeq > keep) ops.push(["attemptsUpTo", platformId, this.logSeq - keep]);
    this.cleared = false;
    this.events = new Set();
    this.attempts = [];
  }
}
