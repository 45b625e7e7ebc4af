/**
 * Card transactions in GET /transactions and GET /transactions/{transactionId} (live: the
 * list holds every kind, a card transaction with `type` `CARD`). The cards area keeps them;
 * the assembly hands this area a reader of them (`CardTransactionSource`, cards' service), so
 * the money area names no other area above it. A page merges the money index's page with the
 * card transactions matching the same filters, by `createdAt`; while card transactions take
 * part, the cursor holds both positions (the money index's last ordinal, the last card
 * transaction's instant and id), so each side continues on its own and nothing is listed twice.
 */
import type { TenantStore } from "../../store/store.js";
import { ApiError } from "../../errors/api-error.js";
import type { Schema } from "../response.js";
import { renderTransaction } from "./domain/render.js";
import { encodeTxCursor } from "./domain/tx-index.js";
import { txIndexOf } from "./books.js";
import { listTransactions, type TransactionQuery } from "./transaction-service.js";

type CardEntry = Schema<"CardTransactionEntry">;
type Entry = Schema<"TransactionEntry">;

/** The card transactions of a platform (the cards area's, as the transaction list shows them). */
export interface CardTransactionSource {
  list(store: TenantStore): CardEntry[];
  get(store: TenantStore, id: string): CardEntry | undefined;
}

/** No card transactions (an assembly without the cards area). */
export const NO_CARD_TRANSACTIONS: CardTransactionSource = { list: () => [], get: () => undefined };

/** Whether a card transaction meets the list's filters (no card transaction belongs to the platform itself or has a reference). */
function cardMatches(e: CardEntry, q: TransactionQuery, platformIds: readonly string[]): boolean {
  if (q.type !== undefined && q.type !== "CARD") return false;
  if (q.reference !== undefined) return false;
  if (q.customerId !== undefined && (platformIds.includes(q.customerId) || e.customerId !== q.customerId)) return false;
  if (q.platformCustomerId !== undefined && e.platformCustomerId !== q.platformCustomerId) return false;
  if (q.status !== undefined && e.status !== q.status) return false;
  if (q.accountIdentifier !== undefined && e.accountId !== q.accountIdentifier) return false;
  if (q.senderAccountIdentifier !== undefined && (e.direction !== "DEBIT" || e.accountId !== q.senderAccountIdentifier)) return false;
  if (q.receiverAccountIdentifier !== undefined && (e.direction !== "CREDIT" || e.accountId !== q.receiverAccountIdentifier)) return false;
  const t = Date.parse(e.createdAt);
  if (q.startDate !== undefined && t < Date.parse(q.startDate)) return false;
  if (q.endDate !== undefined && t > Date.parse(q.endDate)) return false;
  return true;
}

const key = (e: { createdAt: string; id: string }): [number, string] => [Date.parse(e.createdAt), e.id];
const before = (a: [number, string], b: [number, string]): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

interface MixCursor {
  /** The money index's last ordinal listed (-1: none yet). */
  ord: number;
  /** The last card transaction listed (its instant and id), if any. */
  card?: [number, string];
}

function encodeMix(order: string, c: MixCursor): string {
  return Buffer.from(`mix:${order}:${c.ord}:${c.card ? `${c.card[0]}:${c.card[1]}` : ""}`).toString("base64url");
}

function decodeMix(cursor: string | undefined, order: string): MixCursor | undefined {
  if (cursor === undefined) return undefined;
  const m = /^mix:(asc|desc):(-1|\d+):(?:(\d+):(.+))?$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m) return undefined;
  if (m[1] !== order) {
    throw ApiError.invalidInput([
      { field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list with this sortOrder (pass nextCursor unchanged)" },
    ]);
  }
  return { ord: Number(m[2]), card: m[3] === undefined ? undefined : [Number(m[3]), m[4]] };
}

/** A page of GET /transactions: the money area's transactions and the card transactions, merged by `createdAt`. */
export function listTransactionEntries(
  store: TenantStore,
  cards: CardTransactionSource,
  q: TransactionQuery,
  platformIds: readonly string[],
): Schema<"TransactionEntryList"> {
  const order = q.sortOrder === "asc" ? "asc" : "desc";
  const mix = decodeMix(q.cursor, order);
  // A cursor of a page without card transactions continues that list as it was.
  const cardSide = q.cursor === undefined || mix !== undefined ? cards.list(store).filter((e) => cardMatches(e, q, platformIds)) : [];
  if (mix === undefined && cardSide.length === 0) {
    const page = listTransactions(store, q, platformIds);
    return { ...page, data: page.data.map(renderTransaction) };
  }
  const limit = q.limit ?? 20;
  const moneyCursor = mix === undefined || mix.ord < 0 ? undefined : encodeTxCursor(order, mix.ord);
  const money = listTransactions(store, { ...q, cursor: moneyCursor, limit }, platformIds);
  const asc = order === "asc";
  const after = (e: CardEntry) => !mix?.card || (asc ? before(mix.card, key(e)) : before(key(e), mix.card));
  const cardsLeft = cardSide.filter(after).sort((a, b) => (before(key(a), key(b)) ? -1 : 1) * (asc ? 1 : -1));
  const data: Entry[] = [];
  let i = 0;
  let j = 0;
  let ord = mix?.ord ?? -1;
  let card = mix?.card;
  while (data.length < limit && (i < money.data.length || j < cardsLeft.length)) {
    const m = money.data[i];
    const c = cardsLeft[j];
    const takeMoney =
      c === undefined || (m !== undefined && (asc ? Date.parse(m.createdAt) <= Date.parse(c.createdAt) : Date.parse(m.createdAt) > Date.parse(c.createdAt)));
    if (takeMoney) {
      data.push(renderTransaction(m!));
      ord = txIndexOf(store).ordinal(m!.id) ?? ord;
      i++;
    } else {
      data.push(c!);
      card = key(c!);
      j++;
    }
  }
  const hasMore = i < money.data.length || money.hasMore || j < cardsLeft.length;
  const page: Schema<"TransactionEntryList"> = { data, hasMore };
  if (hasMore) page.nextCursor = encodeMix(order, { ord, card });
  if (mix === undefined && money.totalCount !== undefined) page.totalCount = money.totalCount + cardSide.length;
  return page;
}

/** GET /transactions/{transactionId}: a card transaction's id reads the card transaction (live). */
export function cardTransactionEntry(store: TenantStore, cards: CardTransactionSource, id: string): CardEntry | undefined {
  return cards.get(store, id);
}
