/**
 * Both names of the two signature headers (spec/rules/header-names.yaml): a signed retry
 * carrying the wallet signature under the live service's name is judged like one under the
 * description's, and webhooks are signed under the description's X-Service-Signature by
 * default or under the live service's name when the simulator is asked to, the same key
 * verifying either.
 */
import { afterAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { startReceiver, type Receiver } from "../support/receiver.js";
import { verifyWebhookSignature } from "../../simulator/webhooks/signer.js";
import { loadHeaderNames } from "../../contract/rules/header-names.js";
import { emailOtpSession, stamp, walletOwner } from "../wallet-auth/helpers.js";

const names = loadHeaderNames();
const open: (StartedSimulator | Receiver)[] = [];
afterAll(async () => {
  for (const x of open) await x.close();
});

async function testDelivery(choice?: "description" | "live") {
  const sim = await startSimulator(choice ? { webhookSignatureHeader: choice } : {});
  const rx = await startReceiver();
  open.push(sim, rx);
  const p = await sim.createPlatform();
  await p.setWebhookEndpoint(rx.url);
  expect((await p.post("/webhooks/test")).status).toBe(200);
  const [d] = await rx.waitFor(1);
  return { d, key: p.webhookPublicKeyPem };
}

describe("signature header names", () => {
  it("signs webhooks under X-Service-Signature by default, under the live name when asked, the same key verifying", async () => {
    const plain = await testDelivery();
    const dv = plain.d.headers[names.webhookSignature.description.toLowerCase()];
    expect(typeof dv).toBe("string");
    expect(plain.d.headers[names.webhookSignature.live.toLowerCase()]).toBeUndefined();
    expect(verifyWebhookSignature(plain.d.raw, dv as string, plain.key)).toBe(true);
    const live = await testDelivery("live");
    const lv = live.d.headers[names.webhookSignature.live.toLowerCase()];
    expect(typeof lv).toBe("string");
    expect(live.d.headers[names.webhookSignature.description.toLowerCase()]).toBeUndefined();
    expect(verifyWebhookSignature(live.d.raw, lv as string, live.key)).toBe(true);
  });

  it("takes the wallet signature under either name on a signed retry", async () => {
    const sim = await startSimulator();
    open.push(sim);
    const p = await sim.createPlatform({ regulated: true });
    const { accountId } = await walletOwner(p);
    const s = await emailOtpSession(p, accountId);
    for (const name of [names.walletSignature.live, names.walletSignature.description]) {
      const body = { privateEnabled: name === names.walletSignature.live };
      const first = await p.patch(`/internal-accounts/${accountId}`, body);
      expect(first.status).toBe(202);
      const ok = await p.patch(`/internal-accounts/${accountId}`, body, {
        [name]: await stamp(first.body.payloadToSign, s.key),
        "Request-Id": first.body.requestId,
      });
      expect([name, ok.status, ok.body.privateEnabled]).toEqual([name, 200, body.privateEnabled]);
    }
    // Under neither name: the retry lacks its signature.
    const first = await p.patch(`/internal-accounts/${accountId}`, { privateEnabled: false });
    const none = await p.patch(`/internal-accounts/${accountId}`, { privateEnabled: false }, { "Request-Id": first.body.requestId });
    expect([none.status, none.body.code]).toEqual([401, "WALLET_SIGNATURE_MISSING"]);
  });
});
