/**
 * Pure stablecoin rules. Description (Stablecoin Service enablement): "A request to enable
 * moves NOT_ENABLED to PENDING_APPROVAL; repeating it while PENDING_APPROVAL succeeds; in every
 * other state it returns 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE." Designed:
 * STABLECOIN_AMOUNT_NOT_REPRESENTABLE exactly when a token amount is not a whole number of
 * funding-currency units; holdings never go negative.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { requestEnablement, operatorMayMove } from "../../simulator/areas/stablecoins/domain/enablement.js";
import { fiatAmountOf, holdTokens, releaseHeld, burnHeld, credit, emptyHolding } from "../../simulator/areas/stablecoins/domain/amounts.js";
import { applyStep, newOperation, lifecycleOf } from "../../simulator/areas/stablecoins/domain/operation.js";
import type { EnablementStatus } from "../../contract/rules/stablecoins.js";

const STATES: EnablementStatus[] = ["NOT_ENABLED", "PENDING_APPROVAL", "ENABLING", "ENABLED", "DISABLED"];

describe("Service operations enablement", () => {
  it("request: NOT_ENABLED -> PENDING_APPROVAL, repeat succeeds, every other state refused", () => {
    expect(requestEnablement("NOT_ENABLED")).toEqual({ next: "PENDING_APPROVAL" });
    expect(requestEnablement("PENDING_APPROVAL")).toEqual({ next: "PENDING_APPROVAL" });
    for (const s of ["ENABLING", "ENABLED", "DISABLED"] as EnablementStatus[])
      expect(requestEnablement(s)).toEqual({ refusal: "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE" });
  });

  it("the operator never moves a coin back to NOT_ENABLED or PENDING_APPROVAL (those belong to the platform's request)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES), fc.constantFrom<EnablementStatus>("NOT_ENABLED", "PENDING_APPROVAL"), (from, to) => !operatorMayMove(from, to)),
    );
  });
});

describe("amounts and holdings", () => {
  it("a 6-decimal amount is representable in cents exactly when it is a multiple of 10^4", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), (units) => {
        const fiat = fiatAmountOf(units.toString(), 6, 2);
        if (units % 10_000n === 0n) return fiat === Number(units / 10_000n);
        return fiat === undefined;
      }),
    );
    expect(fiatAmountOf("5", 0, 2)).toBe(500);
  });

  it("holding: a hold never exceeds what is available; release and burn conserve tokens", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 20n }), (minted, amount) => {
        const h = credit(emptyHolding("c", "a"), minted.toString());
        const held = holdTokens(h, amount.toString());
        if (amount > minted) return held === undefined;
        const back = releaseHeld(held!, amount.toString());
        const gone = burnHeld(held!, amount.toString());
        return back.available === minted.toString() && back.held === "0" && BigInt(gone.available) + amount === minted && gone.held === "0";
      }),
    );
  });
});

describe("operation lifecycle", () => {
  it("steps settle on COMPLETED, release on FAILED / EXPIRED, and nothing moves after a final status", () => {
    const op = newOperation({
      id: "StablecoinOperation:1",
      stablecoinId: "Stablecoin:1",
      operationType: "MINT",
      amount: "10000",
      source: { type: "WIRE" },
      destination: { accountId: "a" },
      provider: "BRALE",
      providerEnvironment: "SANDBOX",
      stablecoinProviderAccountId: "p",
      createdAt: "2025-10-13T12:00:00.000Z",
      money: { fiat: 1, fiatCurrency: "USD", funding: "world", holdingId: "c|a" },
    });
    expect(op.status).toBe("CREATED");
    let cur = op;
    const effects: string[] = [];
    for (const step of lifecycleOf("x-fail")) {
      const r = applyStep(cur, step, "2025-10-13T12:00:05.000Z");
      if (r) {
        effects.push(r.effect);
        cur = r.next;
      }
    }
    expect(cur.status).toBe("FAILED");
    expect(effects[effects.length - 1]).toBe("release");
    expect(applyStep(cur, { afterSeconds: 9, status: "COMPLETED" }, "2025-10-13T12:00:09.000Z")).toBeUndefined();
  });
});
