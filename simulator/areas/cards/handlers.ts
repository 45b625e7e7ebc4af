/**
 * Cards: issue, list, get, change (state table, funding sources), reveal, and the card's
 * transactions. The live service's renamed inputs are accepted as aliases (`cardholderId`,
 * `fundingSources[]` — the ordered list, whose first item is the description's
 * `fundingSource` — and `state`). Sandbox simulations: handlers/sandbox.ts.
 */
import { randomUUID } from "node:crypto";
import { jobType } from "../../clock/jobs.js";
import { ApiError, type FieldError } from "../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type TypedContext, type TypedResult } from "../types.js";
import { cardRules } from "../../../contract/rules/cards.js";
import {
  closeConflicts,
  closes,
  isLive,
  issueCard,
  mutableRefusal,
  provisionCard,
  slotRefusal,
  sourcesOf,
  sourcesRefusal,
  transitionRefusal,
  withSources,
  withStatus,
} from "./domain/card.js";
import { testCardNumbers } from "./domain/pan.js";
import { signReveal } from "./domain/reveal.js";
import { renderCard, renderCardTx } from "./domain/render.js";
import type { CardRecord, CardStatus } from "./domain/types.js";
import { getCustomerOr404 } from "../customers/service.js";
import { accountsOf, ensureCustomerAccounts, envOf, isApproved, statusOfCustomer } from "../money/service.js";
import { pageOpts } from "../types.js";
import {
  addLive,
  auditReveal,
  cardSecretsOf,
  cardSettings,
  cardsOf,
  cardTxsOf,
  fail,
  getCardOr404,
  getCardTxOr404,
  liveCount,
  randomDigits,
  revealKey,
} from "./service.js";
import { cardSandboxHandlers } from "./handlers/sandbox.js";

export const HOSTED_CARD_REVEAL_PATH = "/_sim/hosted/card-reveal";

/** `primary` or its live-service alias; both given and different is a 400. */
function aliased<T>(body: object, primary: string, alias: string, fromAlias: (v: unknown) => T = (v) => v as T): T | undefined {
  // The request was validated against the operation's schema, so both names hold a T (or the alias' form).
  const fields = body as Record<string, unknown>;
  const a = fields[primary] as T | undefined;
  const b = fields[alias] === undefined ? undefined : fromAlias(fields[alias]);
  if (a !== undefined && b !== undefined && a !== b) {
    throw ApiError.invalidInput([{ field: alias, in: "body", code: "INVALID_VALUE", reason: `is an alias of ${primary} and names another value` }]);
  }
  return a ?? b;
}

/**
 * The funding sources a body names, in order: `fundingSources` (live), else
 * `[fundingSource]` (the description's); both given, `fundingSource` must be the first
 * of the list (else 400 on `fundingSources`).
 */
function sourcesIn(body: object): string[] | undefined {
  const fields = body as { fundingSource?: string; fundingSources?: string[] };
  if (fields.fundingSources !== undefined && fields.fundingSource !== undefined && fields.fundingSources[0] !== fields.fundingSource)
    throw ApiError.invalidInput([
      { field: "fundingSources", in: "body", code: "INVALID_VALUE", reason: "its first item is the card's fundingSource, which names another account" },
    ]);
  return fields.fundingSources ?? (fields.fundingSource === undefined ? undefined : [fields.fundingSource]);
}

function emitStatus(ctx: HandlerContext, card: CardRecord): void {
  ctx.emit("CARD.STATUS_CHANGE", renderCard(card));
}

/** The issuer's provisioning (PROCESSING -> ACTIVE), a scheduled job on the platform clock. */
export const provisionJob = jobType<Pick<HandlerContext, "store" | "clock" | "emit">, { cardId: string }>(
  "card.provision",
  ({ store, clock, emit }, { cardId }) => {
    const card = cardsOf(store).get(cardId);
    const secret = cardSecretsOf(store).get(cardId);
    const next = card && secret && provisionCard(card, secret.pan, clock.now());
    if (!next) return;
    cardsOf(store).put(next);
    emit("CARD.STATUS_CHANGE", renderCard(next));
  },
);

function create(ctx: TypedContext<"createCard">): TypedResult<"createCard"> {
  const b = ctx.body;
  const errors: FieldError[] = [];
  const customerId = aliased<string>(b, "customerId", "cardholderId");
  const sources = sourcesIn(b);
  if (customerId === undefined) errors.push({ field: "customerId", in: "body", code: "REQUIRED", reason: "is required (or its alias cardholderId)" });
  if (sources === undefined) errors.push({ field: "fundingSource", in: "body", code: "REQUIRED", reason: "is required (or the list fundingSources)" });
  const settings = cardSettings(ctx.store, ctx.platform);
  if (b.maxSpendPerTransaction !== undefined && settings.authorizationDecision === "ISSUER") {
    errors.push({
      field: "maxSpendPerTransaction",
      in: "body",
      code: "INVALID_VALUE",
      reason: "exists only on programs where the service makes the authorization decision; this platform's issuer decides",
    });
  }
  if (errors.length) throw ApiError.invalidInput(errors);
  const env = envOf(ctx);
  const customer = getCustomerOr404(ctx.store, customerId!);
  if (!isApproved(customer)) throw new ApiError(400, "CARDHOLDER_KYC_NOT_APPROVED", `customer ${customer.id} is ${statusOfCustomer(customer)}, not APPROVED`);
  ensureCustomerAccounts(env, customer);
  const checked = sourcesRefusal(sources!, (id) => accountsOf(ctx.store).get(id), customer.id);
  if ("refusal" in checked) fail(checked.refusal);
  const holderLive = cardsOf(ctx.store).list({ where: { customerId: customer.id }, filter: (c: CardRecord) => isLive(c.status), limit: 1 }).data.length;
  const slot = slotRefusal(liveCount(ctx.store), holderLive, settings);
  if (slot) fail(slot);
  const id = `Card:${randomUUID()}`;
  const card = issueCard(
    {
      id,
      platformCardId: `pc_${randomUUID().replace(/-/g, "").slice(0, 12)}`,
      customerId: customer.id,
      fundingSources: sources!,
      currency: checked.currency,
      maxSpendPerTransaction: b.maxSpendPerTransaction,
      maxSpendPerDay: b.maxSpendPerDay,
      maxTransactionsPerDay: b.maxTransactionsPerDay,
    },
    settings,
    ctx.clock.now(),
  );
  cardsOf(ctx.store).put(card);
  cardSecretsOf(ctx.store).put({ id, ...testCardNumbers(randomDigits(12)) });
  addLive(ctx.store, 1);
  ctx.clock.scheduleJob({ delayMs: cardRules().provisioning.delayMs }, provisionJob({ cardId: id }), `card ${id} provisioned`);
  return { status: 201, body: renderCard(card) };
}

function list(ctx: TypedContext<"listCards">): TypedResult<"listCards"> {
  const q = ctx.query;
  const page = cardsOf(ctx.store).list({
    where: { customerId: q.customerId ?? q.cardholderId, platformCardId: q.platformCardId, status: q.status ?? q.state },
    ...(q.accountId !== undefined ? { filter: (c: CardRecord) => sourcesOf(c).includes(q.accountId!) } : {}),
    order: q.sortOrder === "asc" ? "asc" : "desc",
    ...pageOpts(q),
  });
  return { status: 200, body: { ...page, data: page.data.map(renderCard) } };
}

function update(ctx: TypedContext<"updateCard">): TypedResult<"updateCard"> {
  const b = ctx.body;
  const card = getCardOr404(ctx.store, ctx.params.id);
  const errors: FieldError[] = [];
  const status = aliased<CardStatus>(b, "status", "state");
  const sources = sourcesIn(b);
  if (closes(status))
    for (const field of closeConflicts(b))
      errors.push({
        field,
        in: "body",
        code: "INVALID_VALUE",
        reason: "cannot be sent with a close (status CLOSED): a closed card keeps no funding change or limit",
      });
  if (b.maxSpendPerTransaction !== undefined && card.authorizationDecision === "ISSUER") {
    errors.push({
      field: "maxSpendPerTransaction",
      in: "body",
      code: "INVALID_VALUE",
      reason: "exists only on programs where the service makes the authorization decision",
    });
  }
  if (errors.length) throw ApiError.invalidInput(errors);
  if (status !== undefined) {
    const r = transitionRefusal(card, status);
    if (r) fail(r);
  } else {
    const r = mutableRefusal(card);
    if (r) fail(r);
  }
  let next: CardRecord = { ...card, updatedAt: ctx.clock.iso() };
  if (sources !== undefined) {
    const checked = sourcesRefusal(sources, (id) => accountsOf(ctx.store).get(id), card.customerId, card.currency);
    if ("refusal" in checked) fail(checked.refusal);
    next = withSources(next, sources);
  }
  if (b.maxSpendPerTransaction === null) delete next.maxSpendPerTransaction;
  else if (b.maxSpendPerTransaction !== undefined) next.maxSpendPerTransaction = b.maxSpendPerTransaction;
  if (status !== undefined) next = withStatus(next, status);
  cardsOf(ctx.store).put(next);
  if (status !== undefined) {
    if (!isLive(status)) addLive(ctx.store, -1);
    emitStatus(ctx, next);
  }
  if (sources !== undefined) ctx.emit("CARD.FUNDING_SOURCE_CHANGE", renderCard(next));
  return { status: 200, body: renderCard(next) };
}

function reveal(ctx: TypedContext<"revealCard">): TypedResult<"revealCard"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const now = ctx.clock.now();
  const refuse = (reason: string) => {
    auditReveal(ctx.store, ctx.clock, "CARD.PAN_REVEAL_REFUSED", card.id, ctx.platform.clientId, { reason });
    return ApiError.conflict("CONFLICT", reason);
  };
  if (card.authorizationDecision === "ISSUER")
    throw refuse(`card ${card.id} is in a program where the issuer makes authorization decisions; use the issuer's challenge-based hosted flow`);
  if (!cardRules().revealableStatuses.includes(card.status)) throw refuse(`card ${card.id} is ${card.status}: there is no card number to show`);
  const expiresAtMs = now.getTime() + cardRules().revealTtlSeconds * 1000;
  const token = signReveal({ platformId: ctx.platform.id, cardId: card.id, expiresAtMs, nonce: randomUUID() }, revealKey(ctx.store));
  const expiresAt = new Date(expiresAtMs).toISOString();
  auditReveal(ctx.store, ctx.clock, "CARD.PAN_REVEAL_URL_ISSUED", card.id, ctx.platform.clientId, { customerId: card.customerId, expiresAt });
  return { status: 200, body: { panEmbedUrl: `${ctx.rootUrl}${HOSTED_CARD_REVEAL_PATH}/${token}`, expiresAt }, headers: { "cache-control": "no-store" } };
}

function listTransactions(ctx: TypedContext<"listCardTransactions">): TypedResult<"listCardTransactions"> {
  const card = getCardOr404(ctx.store, ctx.params.id);
  const page = cardTxsOf(ctx.store).list({ where: { cardId: card.id }, order: "desc", ...pageOpts(ctx.query) });
  return { status: 200, body: { ...page, data: page.data.map(renderCardTx) } };
}

export const cardHandlers: HandlerMap = {
  ...handlerMap({
    createCard: create,
    listCards: list,
    getCard: (ctx) => ({ status: 200, body: renderCard(getCardOr404(ctx.store, ctx.params.id)) }),
    updateCard: update,
    revealCard: reveal,
    listCardTransactions: listTransactions,
    getCardTransaction: (ctx) => ({ status: 200, body: renderCardTx(getCardTxOr404(ctx.store, ctx.params.cardTransactionId)) }),
  }),
  ...cardSandboxHandlers,
};
