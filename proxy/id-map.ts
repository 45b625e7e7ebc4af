/**
 * The two-way map between the names one resource has on each side: the real server's
 * `Customer:abc` is the simulator's `Customer:xyz`. A pair is learnt the first time both
 * answers hold one at the same place and is never changed after; a value already paired with
 * another is a difference, not a new pair. Bounded: past `max` pairs nothing more is learnt
 * (the report says so) and later ids are compared as written.
 */
export class IdMap {
  private toObs = new Map<string, string>();
  private toRef = new Map<string, string>();
  /** Pairs also rewritten inside longer strings, [reference, observed]. */
  private inside: [string, string][] = [];
  /** Pairs refused because the map was full. */
  refused = 0;

  constructor(
    /** Ids inside longer strings (a global expression from the rules). */
    private readonly embedded: RegExp,
    readonly max = 200_000,
  ) {}

  get size(): number {
    return this.toObs.size;
  }

  /** The other side's name of a reference value, if paired. */
  observedOf(reference: string): string | undefined {
    return this.toObs.get(reference);
  }

  /** The reference's name of an observed value, if paired. */
  referenceOf(observed: string): string | undefined {
    return this.toRef.get(observed);
  }

  hasReference(v: string): boolean {
    return this.toObs.has(v);
  }

  hasObserved(v: string): boolean {
    return this.toRef.has(v);
  }

  /** Keep a pair (`inside`: also rewritten inside longer strings); false when either value is already paired with another, or the map is full. */
  learn(reference: string, observed: string, inside = false): boolean {
    const a = this.toObs.get(reference);
    const b = this.toRef.get(observed);
    if (a !== undefined || b !== undefined) return a === observed && b === reference;
    if (this.toObs.size >= this.max) {
      this.refused++;
      return false;
    }
    this.toObs.set(reference, observed);
    this.toRef.set(observed, reference);
    if (inside && reference.length >= 6 && this.inside.length < 1000) this.inside.push([reference, observed]);
    return true;
  }

  /** A reference string as the other side names it: the whole value if paired, else each paired id inside it. */
  toObserved(v: string): string {
    return this.rewrite(v, this.toObs, 0);
  }

  /** An observed string as the reference names it. */
  toReference(v: string): string {
    return this.rewrite(v, this.toRef, 1);
  }

  private rewrite(v: string, map: Map<string, string>, from: 0 | 1): string {
    const whole = map.get(v);
    if (whole !== undefined) return whole;
    if (map.size === 0 || v.length < 10) return v;
    let out = v.replace(this.embedded, (id) => map.get(id) ?? id);
    for (const pair of this.inside) if (out.includes(pair[from])) out = out.split(pair[from]).join(pair[1 - from]);
    return out;
  }

  /** Every pair (reference -> observed), for the report. */
  pairs(): [string, string][] {
    return [...this.toObs];
  }
}
