/**
 * What the models' fast-check commands (one per file) share: their parameters as one
 * record (`new Clear(0, { kind: "tip", delta: 10 })`), and for a command on one item of a
 * model's list (a card, a token, an invitation ...) the drawn index that chooses it.
 */
import type fc from "fast-check";

/** The item at `i` modulo the list's length; undefined for an empty list. */
export function pick<T>(list: readonly T[], i: number): T | undefined {
  return list.length ? list[i % list.length] : undefined;
}

/** A command with its parameters `P` (none by default); runnable in any state unless it says otherwise. */
export abstract class Command<M extends object, R, P = void> implements fc.AsyncCommand<M, R> {
  constructor(readonly params: P) {}
  check(_m: Readonly<M>): boolean {
    return true;
  }
  abstract run(m: M, r: R): Promise<void>;
  abstract toString(): string;
}

/** A command on the item the drawn index chooses among `items`: runnable while there is one. */
export abstract class IndexedCommand<M extends object, R, T, P = void> extends Command<M, R, P> {
  constructor(
    readonly index: number,
    params: P,
  ) {
    super(params);
  }
  /** The items the index chooses among, in the model's current state. */
  protected abstract readonly items: (m: Readonly<M>) => readonly T[];
  check(m: Readonly<M>): boolean {
    return this.items(m).length > 0;
  }
  /** The chosen item (there is one: `check` held). */
  protected item(m: Readonly<M>): T {
    return pick(this.items(m), this.index)!;
  }
}
