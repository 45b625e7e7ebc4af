/**
 * What the other side never got: the resources a request it could not repeat made on the
 * reference side (a session made by a signed request, a factor confirmed with a code computed
 * from the real server's secret). A later request naming one of them is not compared (and
 * what it makes joins them); a list item holding one is left out of the comparison.
 */
import type { IdMap } from "./id-map.js";
import type { Exchange } from "./types.js";

export class Unmirrored {
  private readonly made = new Map<string, number>();

  constructor(
    /** Ids inside strings (the rules' global expression). */
    private readonly embedded: RegExp,
    private readonly map: IdMap,
    private readonly max = 100_000,
  ) {}

  private ids(v: unknown, out: string[] = [], depth = 0): string[] {
    if (depth > 32) return out;
    if (typeof v === "string") out.push(...(v.match(this.embedded) ?? []));
    else if (Array.isArray(v)) for (const x of v) this.ids(x, out, depth + 1);
    else if (v && typeof v === "object") for (const x of Object.values(v)) this.ids(x, out, depth + 1);
    return out;
  }

  /** The ids of a reference answer the other side has no pair for, made by exchange `seq`. */
  add(body: unknown, seq: number): void {
    for (const id of this.ids(body)) if (!this.map.hasReference(id) && !this.made.has(id) && this.made.size < this.max) this.made.set(id, seq);
  }

  /** The first such id a request names (in its path, query or body), with the exchange that made it. */
  named(ex: Exchange): { id: string; seq: number } | undefined {
    if (this.made.size === 0) return undefined;
    let path = ex.path;
    try {
      path = decodeURIComponent(ex.path);
    } catch {
      /* read as sent */
    }
    for (const id of [...this.ids(path), ...this.ids(ex.requestBody)]) {
      const seq = this.made.get(id);
      if (seq !== undefined) return { id, seq };
    }
    return undefined;
  }

  /** Whether a value (a list item) holds such an id. */
  holds(v: unknown): boolean {
    return this.made.size > 0 && this.ids(v).some((id) => this.made.has(id));
  }
}
