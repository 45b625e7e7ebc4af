/**
 * Store access of the cards area: collections (cards, their secrets, card transactions),
 * the platform's card settings, the live-card count, the reveal key and the reveal audit
 * entries (the platform's audit log). Money moves through the money area's ledger (`post`).
 */
import { randomBytes, randomInt } from "node:crypto";
import type { TenantStore } from "../../store/store.js";
import type { Platform } from "../../platform/platform.js";
import type { Clock } from "../../clock/clock.js";
import { auditLogOf } from "../../platform/audit-log.js";
import { ApiError } from "../../errors/api-error.js";
import { cardRules, type CardSettings } from "../../../contract/rules/cards.js";
import { sourcesOf, type Refusal } from "./domain/card.js";
import type { CardRecord, CardTxRecord } from "./domain/types.js";
import { cardsOf, cardSecretsOf, cardTxsOf } from "./state.js";
import { renderCardTxEntry } from "./domain/render.js";
import type { Schema } from "../response.js";
export { cardsOf, cardSecretsOf, cardTxsOf };

/** For the transaction list (wired into the money area): the platform's card transactions as GET /transactions shows them. */
export const cardTransactionEntries = {
  list: (store: TenantStore): Schema<"CardTransactionEntry">[] => [...cardTxsOf(store).values()].map(renderCardTxEntry),
  get: (store: TenantStore, id: string): Schema<"CardTransactionEntry"> | undefined => {
    const t = cardTxsOf(store).get(id);
    return t ? renderCardTxEntry(t) : undefined;
  },
};

export function fail(r: Refusal): never {
  if (r.field) throw ApiError.invalidInput([{ field: r.field, in: "body", code: "INVALID_VALUE", reason: r.reason }], r.reason);
  throw new ApiError(r.status, r.code, r.reason);
}

export function getCardOr404(store: TenantStore, id: string): CardRecord {
  const c = cardsOf(store).get(id);
  if (!c) throw ApiError.notFound("NOT_FOUND", `no card with id ${id}`);
  return c;
}

export function getCardTxOr404(store: TenantStore, id: string, cardId?: string): CardTxRecord {
  const t = cardTxsOf(store).get(id);
  if (!t || (cardId !== undefined && t.cardId !== cardId))
    throw ApiError.notFound("TRANSACTION_NOT_FOUND", `no card transaction with id ${id}${cardId ? ` on card ${cardId}` : ""}`);
  return t;
}

/**
 * For the embedded-wallet area (POST / DELETE /auth/delegated-keys): the card's ACTIVE
 * delegated key for its funding account `accountId` is now `keyId`, or none (`undefined`:
 * revoked). Authorization decisioning draws on an embedded-wallet funding source only while
 * the card holds an ACTIVE key for it (spec/rules/cards.yaml `delegatedKeyAccountTypes`).
 * False when there is no such card.
 */
export function noteDelegatedKey(store: TenantStore, cardId: string, accountId: string, keyId: string | undefined): boolean {
  const card = cardsOf(store).get(cardId);
  if (!card) return false;
  const keys = { ...(card.delegatedKeys ?? {}) };
  if (keyId === undefined) delete keys[accountId];
  else keys[accountId] = keyId;
  cardsOf(store).put({ ...card, delegatedKeys: keys });
  return true;
}

/** The card's funding sources in priority order, or undefined for an unknown card (e.g. for a delegated key's card and account). */
export function cardFundingSources(store: TenantStore, cardId: string): string[] | undefined {
  const card = cardsOf(store).get(cardId);
  return card && sourcesOf(card);
}

/** The platform's card settings: the rule table's defaults, then the platform's (creation or /_sim/cards/settings). */
export function cardSettings(_store: TenantStore, platform: Platform): CardSettings {
  return { ...cardRules().defaultSettings, ...(platform.settings.cards ?? {}) } as CardSettings;
}

const LIVE_KEY = "cards.liveCount";
export const liveCount = (s: TenantStore): number => s.getValue<number>(LIVE_KEY) ?? 0;
export const addLive = (s: TenantStore, delta: number): void => s.setValue(LIVE_KEY, liveCount(s) + delta);

/** The per-platform key signing reveal URLs (created on first use; wiped with the platform's data). */
export function revealKey(s: TenantStore): string {
  let k = s.getValue<string>("cards.revealKey");
  if (!k) s.setValue("cards.revealKey", (k = randomBytes(32).toString("base64url")));
  return k;
}

/** Random digits for a new test PAN and CVV. */
export const randomDigits = (n: number): string => Array.from({ length: n }, () => String(randomInt(10))).join("");

// ---- reveal audit (the platform's audit log, GET /_sim/audit) --------------------------

export type RevealAction = "CARD.PAN_REVEAL_URL_ISSUED" | "CARD.PAN_REVEALED" | "CARD.PAN_REVEAL_REFUSED";

/** Record a reveal event: ids and times only, never the URL, token, PAN, CVV or expiry. */
export function auditReveal(
  s: TenantStore,
  clock: Pick<Clock, "iso">,
  action: RevealAction,
  cardId: string,
  actor: string | undefined,
  details?: Record<string, unknown>,
): void {
  auditLogOf(s, clock).record({ action, subject: cardId, ...(actor ? { actor } : {}), ...(details ? { details } : {}) });
}
