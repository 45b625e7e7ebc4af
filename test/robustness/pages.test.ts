/**
 * The resource browser and the hosted pages decode their paths safely and look up only
 * their own routes: a malformed escape is a 400 page, a segment named like a built-in
 * object property (`constructor`, `__proto__`, `toString`) is a 404 page, never a 500. A
 * URL the integrator gives that the simulator renders or calls is http(s) only: a
 * `javascript:` (or `vbscript:`, `data:`, any case) `redirectUri` or `webhookEndpoint` is
 * a 400 naming the field, and the hosted KYC page links only an http(s) URL, escaped.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { donePage } from "../../simulator/areas/customers/hosted/kyc-html.js";

let s: StartedSimulator;
let p: TestPlatform;
beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform({ regulated: false });
});
afterAll(async () => s?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${s.rootUrl}${path}`, { headers, redirect: "manual" });
const post = (path: string, form: string, headers: Record<string, string> = {}) =>
  fetch(`${s.rootUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: form,
    redirect: "manual",
  });
const PROTO = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];

describe("the resource browser", () => {
  test("a malformed escape in its path is a 400 page, signed in or not", async () => {
    for (const path of ["/_sim/ui/%ZZ", "/_sim/ui/customers/%E0%A4%A", "/_sim/ui/%", "/_sim/ui/%c%s"]) {
      for (const headers of [{}, { authorization: p.auth }] as Record<string, string>[]) {
        const r = await get(path, headers);
        expect(r.status, path).toBe(400);
        expect(r.headers.get("content-type")).toContain("text/html");
        expect(await r.text()).toContain("malformed percent-escape");
      }
      expect((await post(path, "a=b", { authorization: p.auth })).status, path).toBe(400);
    }
  });

  test("segments named like built-in object properties name no page: 404, never a 500", async () => {
    for (const name of PROTO) {
      for (const path of [`/_sim/ui/${name}`, `/_sim/ui/${name}/x`, `/_sim/ui/customers/${name}`, `/_sim/ui/webhooks/${name}`, `/_sim/ui/journal/${name}`]) {
        const r = await get(path, { authorization: p.auth });
        expect(r.status, path).toBeLessThan(500);
        if (!path.startsWith("/_sim/ui/customers/")) expect(r.status, path).toBe(404);
      }
      expect((await post(`/_sim/ui/${name}`, "a=b", { authorization: p.auth })).status).toBe(404);
      // Unsigned, a GET goes to the sign-in page as any other does.
      expect((await get(`/_sim/ui/${name}`)).status).toBe(303);
    }
    expect((await get("/_sim/ui/customers", { authorization: p.auth })).status).toBe(200);
  });

  test("after advancing the clock it goes back only to a page of its own", async () => {
    for (const referer of ["http://x//evil.example/_sim/ui/", "not a url", "https://evil.example/elsewhere", ""]) {
      const r = await post("/_sim/ui/clock/advance", "seconds=1", { authorization: p.auth, referer });
      expect(r.status, referer).toBe(303);
      expect(r.headers.get("location"), referer).toBe("/_sim/ui/");
    }
    const back = await post("/_sim/ui/clock/advance", "seconds=1", { authorization: p.auth, referer: `${s.rootUrl}/_sim/ui/customers` });
    expect(back.headers.get("location")).toBe("/_sim/ui/customers");
  });
});

describe("hosted pages", () => {
  test("tokens named like built-in object properties find no link: 404 pages (or 403 for a card token without a signature)", async () => {
    for (const name of PROTO) {
      for (const page of ["kyc", "liveness"]) expect((await get(`/_sim/hosted/${page}/${name}`)).status, `${page}/${name}`).toBe(404);
      expect((await get(`/_sim/hosted/card-reveal/${name}`)).status).toBe(403);
    }
  });
});

describe("URLs the integrator gives are http(s) only", () => {
  const SCRIPT = [
    "javascript:alert(document.cookie)",
    "JavaScript:alert(1)",
    "  javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
  ];

  test("a kyc-link redirectUri of any other scheme is a 400 naming it; http and https make the hosted page's continue link", async () => {
    const c = (await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Grace Hopper" })).body;
    for (const redirectUri of SCRIPT) {
      const r = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri });
      expect(r.status, redirectUri).toBe(400);
      expect(r.body.details.errors[0]).toMatchObject({ field: "redirectUri", in: "body" });
    }
    for (const redirectUri of ["https://platform.example.com/done?a=1&b=2", "HTTP://127.0.0.1:8080/back"]) {
      const r = await p.post(`/customers/${c.id}/kyc-link`, { redirectUri });
      expect(r.status, redirectUri).toBe(201);
    }
  });

  test("a webhookEndpoint of another scheme is a 400 naming it", async () => {
    for (const webhookEndpoint of SCRIPT) {
      const r = await p.patch("/config", { webhookEndpoint });
      expect(r.status, webhookEndpoint).toBe(400);
      expect(r.body.details.errors[0]).toMatchObject({ field: "webhookEndpoint" });
    }
  });

  test("the hosted KYC page links only an http(s) URL, escaped; anything else is shown as text", () => {
    expect(donePage("APPROVED", "https://platform.example.com/done?a=1&b=<x>")).toContain(
      '<a id="continue" href="https://platform.example.com/done?a=1&amp;b=&lt;x&gt;">',
    );
    for (const stored of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:x"]) {
      const html = donePage("APPROVED", stored);
      expect(html).not.toContain('href="javascript');
      expect(html).not.toMatch(/<a [^>]*href="(?!\/)[a-z]*script:/i);
      expect(html).not.toContain('id="continue"');
    }
  });
});
