/**
 * What the typed-client scenarios share: the session that judges every answer, the typed
 * clients of the platforms they run on (`paysim serve`'s kinds: a regulated platform, an
 * unregulated one for hosted KYC, one whose provider requires contact verification), and the
 * ids one scenario leaves for the next. Array query values go out repeated (the CLI's form) on
 * `a` and joined with commas (the SDK's form) on `aJoined`.
 */
import type { StartedSimulator, TestPlatform } from "../../support/simulator.js";
import type { LiveClient, Session } from "./session.js";

export const ADDRESS = { line1: "500 Howard St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

export interface Ctx {
  session: Session;
  sim: StartedSimulator;
  p: TestPlatform;
  a: LiveClient;
  aJoined: LiveClient;
  unregulated: LiveClient;
  contact: LiveClient;
  webhookUrl: string;
  /** ids made by earlier scenarios (customerId, usdAccountId, bankId, cardId, ...) */
  ids: Record<string, string>;
}

/** The answer's data, or a thrown error naming the call (a scenario cannot go on without it). */
export function need<T>(r: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (r.data === undefined || r.data === null) throw new Error(`typed-client setup: ${what} answered ${r.response.status} ${JSON.stringify(r.error)}`);
  return r.data;
}
