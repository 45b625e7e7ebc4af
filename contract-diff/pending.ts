/** A finding before its witness is searched for, with what the search needs. */
import type { SchemaChange } from "./schema/compare.js";
import type { Finding, Side } from "./types.js";

export interface OpRef {
  method: string;
  /** The operation's path template in BASE (request witnesses are built from BASE). */
  path: string;
}

export type Proof =
  /** A schema change inside a body or a parameter: BASE's and REVISION's schema roots. */
  | {
      kind: "schema";
      side: Side;
      op?: OpRef;
      rootA: string;
      rootB: string;
      change: SchemaChange;
      param?: { in: string; name: string };
      status?: string;
      mediaType?: string;
    }
  /** A whole request BASE accepts that REVISION refuses for a structural reason. */
  | { kind: "request"; op: OpRef; refusedBecause: string; omitParam?: { in: string; name: string }; auth?: string; mediaType?: string };

export interface Pending {
  finding: Finding;
  proof?: Proof;
}
