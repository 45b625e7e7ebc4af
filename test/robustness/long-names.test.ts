/**
 * A customer's name has no bound (the live service sets none), and every internal account of
 * the customer carries it in its designed funding instructions. The holder name there is cut
 * to the live service's bound on `accountHolderName` (255), so a list of internal accounts
 * answers about the size of the name once, not once per account and currency: with a
 * 600,000-character name a plain `GET /customers/internal-accounts` answered 11.7 MB and held
 * the event loop for seconds.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { customer, startEnv, type Env } from "../money/helpers.js";
import { HOLDER_NAME_MAX, holderName } from "../../simulator/areas/money/domain/accounts.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

test("internal accounts carry the holder's name cut to 255 characters, so their list stays small", async () => {
  const p = await env.platform();
  const name = "Jane " + "x".repeat(600_000);
  const id = await customer(p, { fullName: name });
  const r = await p.get("/customers/internal-accounts");
  expect(r.status).toBe(200);
  const mine = r.body.data.filter((a: any) => a.customerId === id);
  expect(mine.length).toBeGreaterThan(1);
  for (const a of mine)
    for (const pi of a.fundingPaymentInstructions)
      if (pi.bankAccount) {
        expect(pi.bankAccount.accountHolderName).toBe(`Paysim Sandbox FBO ${name}`.slice(0, HOLDER_NAME_MAX));
        expect(JSON.stringify(pi).length).toBeLessThan(5_000);
      }
  // The customer itself still answers with the whole name it was given.
  expect((await p.get(`/customers/${encodeURIComponent(id)}`)).body.fullName).toBe(name);
  expect(JSON.stringify(r.body).length).toBeLessThan(100_000);
});

test("the cut never splits a surrogate pair and leaves a short name whole", () => {
  expect(holderName("Jane Doe")).toBe("Paysim Sandbox FBO Jane Doe");
  const emoji = "😀".repeat(200); // 400 UTF-16 units
  const cut = holderName(emoji);
  expect(cut.length).toBeLessThanOrEqual(HOLDER_NAME_MAX);
  expect(cut).toBe(Buffer.from(cut, "utf8").toString("utf8"));
  expect(/[\uD800-\uDBFF]$/.test(cut)).toBe(false);
});
