/**
 * Answers are written in batches: an answer ready during one turn of the event loop is
 * queued, and the queue is written once the turn's input has been read (one `setImmediate`
 * for the whole batch). Under load this reads every request that arrived together before
 * writing any answer, so the client is woken once per batch rather than once per answer;
 * measured with the bench's CPU-per-request script, it roughly halves the simulator's CPU per
 * request. An answer waits at most for the rest of the turn it was made in, and answers
 * leave in the order they were made (node:http keeps a connection's answers in request
 * order whatever the order of writing).
 *
 * `setImmediate` is node:timers' own, so tests that fake the global timers still get their
 * answers.
 */
import type { ServerResponse } from "node:http";
import { setImmediate } from "node:timers";

export interface Answer {
  status: number;
  headers: Record<string, string | number>;
  /** The body's text; undefined: no body. */
  text: string | undefined;
}

export class AnswerBatch {
  private queued: ServerResponse[] = [];
  private answers: Answer[] = [];
  private scheduled = false;

  /** @param onFailure called when writing an answer throws (the answer is then replaced or its connection closed). */
  constructor(private readonly onFailure: (res: ServerResponse, e: unknown) => void) {}

  /** Queues `answer` for `res`; it is written at the end of this turn of the event loop. */
  add(res: ServerResponse, answer: Answer): void {
    this.queued.push(res);
    this.answers.push(answer);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  /** Writes every queued answer, in order; one that throws does not hold the others. */
  private readonly flush = (): void => {
    const queued = this.queued;
    const answers = this.answers;
    this.queued = [];
    this.answers = [];
    this.scheduled = false;
    for (let i = 0; i < queued.length; i++) {
      const res = queued[i];
      if (res.headersSent || res.destroyed) continue;
      try {
        writeAnswer(res, answers[i]);
      } catch (e) {
        this.onFailure(res, e);
      }
    }
  };
}

/** Writes `answer` at once: one writeHead, one end (the head and the body leave in one write). */
export function writeAnswer(res: ServerResponse, a: Answer): void {
  res.writeHead(a.status, a.headers);
  if (a.text === undefined) res.end();
  else res.end(a.text);
}
