/**
 * The bytes of multipart uploads one server holds in memory at once
 * (`multipart.bufferedMaxBytes` of spec/rules/limits.yaml). An upload claims what it may
 * hold (its declared length, or the largest request when sent chunked) before its body
 * is read; a claim that does not fit waits, first come first served, with its socket left
 * unread (the client's sending is held back by TCP), and is granted as earlier uploads end.
 * One claim is always granted when nothing is held, so a single upload never waits. Many
 * concurrent large uploads thus cost at most the budget, not their sum.
 */
export interface UploadClaim {
  /** Resolves once the bytes may be held. */
  granted: Promise<void>;
  /** Gives the bytes back (or drops the claim while it waits). Idempotent. */
  release(): void;
}

export class UploadBudget {
  private used = 0;
  private readonly waiting: { bytes: number; grant: () => void }[] = [];

  constructor(readonly capacity: number) {}

  /** Bytes held by granted claims. */
  get held(): number {
    return this.used;
  }

  /** Claims waiting for room. */
  get queued(): number {
    return this.waiting.length;
  }

  claim(bytes: number): UploadClaim {
    let state: "waiting" | "granted" | "released" = "waiting";
    let grant!: () => void;
    const granted = new Promise<void>((resolve) => {
      grant = () => {
        if (state !== "waiting") return;
        state = "granted";
        this.used += bytes;
        resolve();
      };
    });
    const entry = { bytes, grant };
    if (this.waiting.length === 0 && this.fits(bytes)) grant();
    else this.waiting.push(entry);
    return {
      granted,
      release: () => {
        if (state === "released") return;
        if (state === "granted") this.used -= bytes;
        else {
          const i = this.waiting.indexOf(entry);
          if (i >= 0) this.waiting.splice(i, 1);
        }
        state = "released";
        this.next();
      },
    };
  }

  private fits(bytes: number): boolean {
    return this.used === 0 || this.used + bytes <= this.capacity;
  }

  private next(): void {
    while (this.waiting.length && this.fits(this.waiting[0].bytes)) this.waiting.shift()!.grant();
  }
}
