/**
 * Create a delegated key for a card the wallet funds (the card issued on first use), signed by
 * a live session of the wallet: ACTIVE and readable when the card has no ACTIVE key, refused
 * with 409 while it has one; the wallet's list holds it. The signed flow may take more than one signed leg (the live
 * service asks for a second signature before the key is ACTIVE).
 */
import type fc from "fast-check";
import { answered } from "../../../client/answer.js";
import { call, enc, liveSessions, type WalletModel, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";

/** Signed legs a creation may take (the live service's flow has two). */
const LEGS = 3;

export class CreateDelegatedKey implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(readonly defects: boolean) {}
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0 && m.cardId !== null;
  }
  async run(m: WalletModel, r: WalletReal) {
    const cardId = m.cardId ?? (await issueCard(m, r));
    if (!cardId) return;
    const signer = liveSessions(m)[0];
    const body = { cardId, internalAccountId: m.accountId, nickname: "Card spend" };
    const op = { method: "POST", path: "/auth/delegated-keys", body, key: signer.key, what: "delegated key creation" };
    const held = m.delegated.find((k) => k.active);
    const { first, res } = await signedFlow(r, op, {
      defects: this.defects && !held ? { other: { body: { ...body, nickname: "Other spend" } } } : undefined,
      legs: LEGS,
    });
    if (held) {
      const refused = first.status === 409 ? first : res;
      r.s.expect(
        refused?.status === 409,
        "wallet-auth.delegated-keys",
        `a second delegated key for a card with an ACTIVE one (${held.id}) answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 409`,
        409,
        answered(res ?? first),
      );
      return;
    }
    r.s.expect(
      first.status === 202 && res?.status === 201 && res.body?.status === "ACTIVE" && res.body?.cardId === cardId && res.body?.accountId === m.accountId,
      "wallet-auth.delegated-keys",
      `creating a delegated key (signed by a live session) answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202, then 201 with an ACTIVE key of the card and wallet`,
      "202 then 201 ACTIVE",
      `${first.status} then ${res ? answered(res) : "(no retry)"}`,
    );
    if (res?.status !== 201 || typeof res.body?.id !== "string") return;
    m.delegated.push({ id: res.body.id, active: true });
    const got = await call(r, "GET", `/auth/delegated-keys/${enc(res.body.id)}`);
    r.s.expect(
      got.status === 200 && got.body?.id === res.body.id && got.body?.status === "ACTIVE",
      "wallet-auth.delegated-keys",
      `reading the delegated key just created answered ${answered(got)}; expected 200 ACTIVE`,
      "200 ACTIVE",
      answered(got),
    );
    const list = await call(r, "GET", "/auth/delegated-keys", { query: { accountId: m.accountId } });
    const listed = (list.body?.data ?? []).find((k: { id: string }) => k.id === res.body.id);
    r.s.expect(
      list.status === 200 && listed?.status === "ACTIVE",
      "wallet-auth.delegated-keys",
      `the wallet's delegated keys (${answered(list)}) ${listed ? `list the new key ${listed.status}` : "do not list the new key"}; expected it ACTIVE`,
      "listed ACTIVE",
      listed?.status ?? "not listed",
    );
  }
  toString() {
    return `createDelegatedKey(${this.defects ? "every signature failure" : "signed"})`;
  }
}

/** A card funded by the wallet, for the delegated keys; null (and the step named) when the target issues none. */
async function issueCard(m: WalletModel, r: WalletReal): Promise<string | null> {
  const c = await call(r, "POST", "/cards", { body: { customerId: m.customerId, form: "VIRTUAL", fundingSource: m.accountId } });
  const cardId: string | null = c.status === 201 && typeof c.body?.id === "string" ? c.body.id : null;
  m.cardId = cardId;
  if (!cardId) r.s.skipStep("delegated keys", `a card funded by the wallet could not be issued (POST /cards answered ${answered(c)}): delegated keys need one`);
  return cardId;
}
