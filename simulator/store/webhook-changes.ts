/**
 * The webhook delivery state of one platform as the data directory writes it: the events
 * that changed (added, moved state, left) and the delivery attempts added since the last
 * commit, and clears (reset). Attempts are rows numbered in order; rows older than the
 * delivery log's cap are deleted as new ones arrive.
 */
import type Database from "better-sqlite3";
import type { WebhookDispatcher } from "../webhooks/dispatcher.js";
import type { DeliveryAttempt } from "../webhooks/delivery-log.js";
import { encode } from "./codec.js";

export interface WebhookStatements {
  event: Database.Statement;
  eventDel: Database.Statement;
  eventsClear: Database.Statement;
  attempt: Database.Statement;
  attemptsUpTo: Database.Statement;
}

export function webhookStatements(db: Database.Database): WebhookStatements {
  return {
    event: db.prepare("INSERT OR REPLACE INTO wevents (platform, id, doc) VALUES (?, ?, ?)"),
    eventDel: db.prepare("DELETE FROM wevents WHERE platform = ? AND id = ?"),
    eventsClear: db.prepare("DELETE FROM wevents WHERE platform = ?"),
    attempt: db.prepare("INSERT OR REPLACE INTO wlog (platform, seq, doc) VALUES (?, ?, ?)"),
    attemptsUpTo: db.prepare("DELETE FROM wlog WHERE platform = ? AND seq <= ?"),
  };
}

export class WebhookChanges {
  private cleared = false;
  private events = new Set<string>();
  private attempts: DeliveryAttempt[] = [];

  /** `logSeq`: the number of the last attempt row already written. */
  constructor(private logSeq: number) {}

  /** Record the dispatcher's changes from now on. */
  follow(webhooks: WebhookDispatcher): void {
    webhooks.events.observer = {
      changed: (id) => void this.events.add(id),
      removed: (id) => void this.events.add(id),
      cleared: () => {
        this.cleared = true;
        this.events.clear();
      },
    };
    webhooks.log.observer = {
      added: (a) => void this.attempts.push(a),
      cleared: () => {
        this.cleared = true;
        this.attempts = [];
      },
    };
  }

  /** Add the writes of the recorded changes to `ops`, and to `undo` how to record them again if the commit fails. */
  collect(platformId: string, webhooks: WebhookDispatcher, s: WebhookStatements, ops: (() => void)[], undo: (() => void)[]): void {
    if (!this.cleared && !this.events.size && !this.attempts.length) return;
    const taken = { cleared: this.cleared, events: this.events, attempts: this.attempts, logSeq: this.logSeq };
    if (taken.cleared) ops.push(() => (s.eventsClear.run(platformId), s.attemptsUpTo.run(platformId, Number.MAX_SAFE_INTEGER)));
    for (const eventId of taken.events) {
      const ev = webhooks.events.get(eventId);
      if (!ev) ops.push(() => s.eventDel.run(platformId, eventId));
      else {
        const { retry: _retry, ...saved } = ev;
        const text = encode(saved);
        ops.push(() => s.event.run(platformId, eventId, text));
      }
    }
    let seq = this.logSeq;
    for (const a of taken.attempts) {
      const n = ++seq;
      const text = encode(a);
      ops.push(() => s.attempt.run(platformId, n, text));
    }
    const keep = webhooks.log.max;
    if (taken.attempts.length && seq > keep) ops.push(() => s.attemptsUpTo.run(platformId, seq - keep));
    this.cleared = false;
    this.events = new Set();
    this.attempts = [];
    this.logSeq = seq;
    undo.push(() => {
      this.cleared ||= taken.cleared;
      for (const e of taken.events) this.events.add(e);
      this.attempts = [...taken.attempts, ...this.attempts];
      this.logSeq = taken.logSeq;
    });
  }
}
