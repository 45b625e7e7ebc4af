/** HTTP: PAN reveal — signed short-lived URLs to the hosted page, audit log, and no PAN/CVV anywhere else. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authorize, holder, issue, startEnv, type Env } from "./helpers.js";
import { cardRules } from "../../contract/rules/cards.js";
import { luhnValid } from "../../simulator/areas/cards/domain/pan.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

async function page(url: string) {
  const r = await fetch(url);
  return { status: r.status, text: await r.text(), cache: r.headers.get("cache-control") };
}

describe("POST /cards/{id}/reveal", () => {
  test("a new signed URL every call to a page showing a Luhn-valid PAN ending in last4, the CVV and expiry; expired and tampered URLs refused; audit-logged without the URL", async () => {
    const p = await env.platform();
    const h = await holder(p, 1_000);
    const card = await issue(p, h);
    const r1 = await p.post(`/cards/${card.id}/reveal`);
    const r2 = await p.post(`/cards/${card.id}/reveal`);
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(r1.body.panEmbedUrl).not.toBe(r2.body.panEmbedUrl);
    const now = Date.parse(await p.now());
    const ttl = Date.parse(r1.body.expiresAt) - now;
    expect(ttl).toBeGreaterThan(cardRules().revealTtlSeconds * 1000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(cardRules().revealTtlSeconds * 1000);
    expect(r1.body.panEmbedUrl.startsWith(env.s.rootUrl + "/_sim/hosted/card-reveal/")).toBe(true);

    const shown = await page(r1.body.panEmbedUrl);
    expect(shown.status).toBe(200);
    const pan = /id="pan"><code>([0-9 ]+)</.exec(shown.text)![1].replace(/ /g, "");
    const cvv = /id="cvv"><code>([0-9]+)</.exec(shown.text)![1];
    const exp = /id="exp"><code>([0-9/]+)</.exec(shown.text)![1];
    expect(luhnValid(pan)).toBe(true);
    expect(pan.slice(-4)).toBe(card.last4);
    expect(cvv).toMatch(/^[0-9]{3}$/);
    expect(exp).toBe(`${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`);

    // tampered: one character of the signature or of the payload changed
    const url = r1.body.panEmbedUrl as string;
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    expect((await page(flip(url, url.length - 3))).status).toBe(403);
    const dot = url.lastIndexOf(".");
    expect((await page(flip(url, dot - 3))).status).toBe(403);
    expect((await page(url.slice(0, dot))).status).toBe(403);
    // expired on the platform clock
    await p.advanceClock(cardRules().revealTtlSeconds + 1);
    expect((await page(r2.body.panEmbedUrl)).status).toBe(410);

    // the PAN and CVV appear in no API answer, list or webhook
    const everything = JSON.stringify(
      [
        await p.get(`/cards/${card.id}`),
        await p.get("/cards"),
        await authorize(p, card.id, 10),
        await p.get(`/cards/${card.id}/transactions`),
        env.events(),
        (await env.s.admin("GET", "/_sim/audit", { headers: { authorization: p.auth } })).body,
      ].map((x: any) => x.body ?? x),
    );
    expect(everything).not.toContain(pan);
    expect(everything).not.toContain(pan.slice(0, 12));

    const audit = (await env.s.admin<any>("GET", "/_sim/audit", { headers: { authorization: p.auth } })).body.data.filter((e: any) => e.subject === card.id);
    expect(audit.map((e: any) => e.action)).toEqual([
      "CARD.PAN_REVEAL_URL_ISSUED",
      "CARD.PAN_REVEAL_URL_ISSUED",
      "CARD.PAN_REVEALED",
      "CARD.PAN_REVEAL_REFUSED",
    ]);
    const token = url.slice(url.lastIndexOf("/") + 1);
    expect(JSON.stringify(audit)).not.toContain(token.slice(0, 20));
  });

  test("409 CONFLICT on issuer-decides programs and for cards without a number (PROCESSING, CLOSED); 404 unknown card", async () => {
    const p = await env.platform({ cards: { authorizationDecision: "ISSUER" } } as any);
    const h = await holder(p);
    const card = await issue(p, h);
    const r = await p.post(`/cards/${card.id}/reveal`);
    expect([r.status, r.body.code]).toEqual([409, "CONFLICT"]);
    const q = await env.platform();
    const g = await holder(q);
    const processing = await issue(q, g, {}, false);
    expect((await q.post(`/cards/${processing.id}/reveal`)).body.code).toBe("CONFLICT");
    const active = await issue(q, g);
    await q.patch(`/cards/${active.id}`, { status: "FROZEN" });
    expect((await q.post(`/cards/${active.id}/reveal`)).status).toBe(200);
    await q.patch(`/cards/${active.id}`, { status: "CLOSED" });
    expect((await q.post(`/cards/${active.id}/reveal`)).body.code).toBe("CONFLICT");
    expect((await q.post(`/cards/Card:00000000-0000-4000-8000-000000000000/reveal`)).body.code).toBe("NOT_FOUND");
  });
});
