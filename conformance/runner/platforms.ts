/**
 * Platforms for the run. With the control API (`--control`), a fresh platform of each kind
 * is created through `POST /_sim/platforms` and every one the run created is deleted at the
 * end (`cleanup`, also after a failure or an interrupt). Without it, the platforms given
 * (`--platform KIND=ID:SECRET`, `--client-id/--client-secret`) are used, each for its kind;
 * checks needing a kind nobody gave skip their cases, naming it.
 */
import type { Credentials } from "../client/types.js";
import type { ControlClient, CreatedPlatform } from "./control.js";
import type { GivenPlatform, PlatformHandle, PlatformKind } from "./types.js";

export class Platforms {
  private cache = new Map<PlatformKind, PlatformHandle>();
  private created: CreatedPlatform[] = [];
  private inflight = new Set<Promise<CreatedPlatform>>();
  private closed = false;
  /** Platforms deleted at cleanup, and deletions that failed (with the reason). */
  readonly deleted: string[] = [];
  readonly notDeleted: { platformId: string; reason: string }[] = [];

  constructor(
    readonly control: ControlClient | undefined,
    readonly given: GivenPlatform[] = [],
  ) {}

  /** The platform `default` stands for without the control API: the first one given. */
  private givenOf(kind: PlatformKind): GivenPlatform | undefined {
    if (kind === "default") return this.given.find((g) => g.kind !== "second" && g.kind !== "production") ?? this.given[0];
    return this.given.find((g) => g.kind === kind);
  }

  /** Whether a platform of this kind can be had on this target. */
  has(kind: PlatformKind): boolean {
    return !!this.control || !!this.givenOf(kind);
  }

  /** Why a platform of this kind cannot be had (for skip reasons). */
  missing(kind: PlatformKind): string {
    return `no ${kind} platform on this target: give --control URL, or --platform ${kind}=ID:SECRET`;
  }

  /** Another platform than `get("default")`: fresh through the control API, or a second one given. */
  async secondPlatform(): Promise<PlatformHandle> {
    if (this.control) return this.get("unregulated", true);
    const first = this.givenOf("default");
    const other = this.given.find((g) => g.kind === "second") ?? this.given.find((g) => g.clientId !== first?.clientId && g.kind !== "production");
    if (!other) throw new Error("a second platform needs --control, or --platform second=ID:SECRET");
    return { ...other, kind: other.kind === "second" ? ((first?.kind as PlatformKind) ?? "unregulated") : other.kind };
  }

  /** Whether another platform than the default one can be had. */
  hasSecond(): boolean {
    if (this.control) return true;
    const first = this.givenOf("default");
    return this.given.some((g) => g.kind === "second" || (g.clientId !== first?.clientId && g.kind !== "production"));
  }

  /**
   * A platform of `kind`: fresh per call when `fresh` and the control API is there, else the
   * same one each time (the given one without it).
   */
  async get(kind: PlatformKind, fresh = false): Promise<PlatformHandle> {
    if (!fresh || !this.control) {
      const c = this.cache.get(kind);
      if (c) return c;
    }
    let handle: PlatformHandle;
    if (!this.control) {
      const g = this.givenOf(kind);
      if (!g) throw new Error(this.missing(kind));
      handle = { ...g, kind: kind === "default" ? (g.kind === "second" ? "unregulated" : g.kind) : kind };
    } else {
      if (this.closed) throw new Error("the run is over: its platforms were deleted");
      const pending = this.control.createPlatform(kind === "default" ? "unregulated" : kind);
      this.inflight.add(pending);
      let p: CreatedPlatform;
      try {
        p = await pending;
      } finally {
        this.inflight.delete(pending);
      }
      // Made while the run was being cleaned up (an interrupt): the cleanup deletes it.
      if (this.closed) throw new Error("the run is over: its platforms were deleted");
      this.created.push(p);
      handle = { ...p, kind };
    }
    if (!fresh || !this.control) this.cache.set(kind, handle);
    return handle;
  }

  /** How many platforms the run created (and still holds). */
  get createdCount(): number {
    return this.created.length;
  }

  /** Delete every platform the run created; safe to call more than once. */
  async cleanup(): Promise<void> {
    this.closed = true;
    // Creations still under way are waited for, and deleted with the rest.
    const late = await Promise.allSettled([...this.inflight]);
    const todo = [...this.created.splice(0), ...late.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []))];
    await Promise.all(
      todo.map(async (p) => {
        try {
          await this.control!.deletePlatform(p);
          this.deleted.push(p.platformId);
        } catch (e) {
          this.notDeleted.push({ platformId: p.platformId, reason: (e as Error).message });
        }
      }),
    );
  }
}

/** Credentials as `ID:SECRET` (the secret may hold colons). */
export function parseCredentials(text: string): Credentials | undefined {
  const i = text.indexOf(":");
  if (i <= 0 || i === text.length - 1) return undefined;
  return { clientId: text.slice(0, i), clientSecret: text.slice(i + 1) };
}
