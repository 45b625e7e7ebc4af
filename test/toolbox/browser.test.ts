/**
 * The resource browser in a real headless browser (Debian's /usr/bin/chromium driven by
 * playwright-core): sign in with a platform's credentials, follow links from a customer
 * to its accounts (with balances), external accounts and transactions, open a webhook
 * event (payload, signature, attempts) and redeliver it, advance the platform clock, read
 * the journal. Writes reports/ui-browser.png. Skipped, with the reason, when Chromium is
 * not installed (.ci/run installs it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { startEnv, customer, account, fund, usdExternal, quote, type Env } from "../money/helpers.js";
import type { TestPlatform } from "../support/simulator.js";
import { HAVE_CHROMIUM, launchChromium, warnIfMissing, type Chromium } from "../support/chromium.js";

warnIfMissing("browser test");

let env: Env;
let p: TestPlatform;
let chromium: Chromium;
let page: Page;
let customerId: string;
let accountId: string;

describe.skipIf(!HAVE_CHROMIUM)("resource browser in Chromium", () => {
  beforeAll(async () => {
    env = await startEnv();
    p = await env.platform();
    customerId = await customer(p);
    accountId = (await account(p, customerId)).id;
    await fund(p, accountId, 125_00);
    const ext = await usdExternal(p, customerId);
    const q = await quote(p, accountId, ext, 40_00);
    if (q.status === 201) await p.post(`/quotes/${encodeURIComponent(q.body.id)}/execute`, {});
    await p.post("/webhooks/test", {});
    chromium = await launchChromium();
    page = chromium.page;
  }, 40_000);

  afterAll(async () => {
    await chromium?.close();
    await env?.close();
  });

  it("refuses wrong credentials, signs in with the platform's, and shows the overview", async () => {
    await page.goto(`${env.s.rootUrl}/_sim/ui`);
    expect(page.url()).toContain("/_sim/ui/login");
    expect(await page.locator("#where-credentials").isVisible()).toBe(true);
    expect(await page.textContent("#where-credentials")).toMatch(/paysim serve[\s\S]*prints them[\s\S]*--client-id/);
    await page.fill("input[name=clientId]", p.clientId);
    await page.fill("input[name=clientSecret]", "not-the-secret");
    await page.click("button[type=submit]");
    expect(await page.textContent(".err")).toContain("name no platform");
    await page.fill("input[name=clientId]", p.clientId);
    await page.fill("input[name=clientSecret]", p.clientSecret);
    await page.click("button[type=submit]");
    expect(await page.textContent("h1")).toBe("Overview");
    expect(await page.textContent("header")).toContain(p.platformId);
  });

  it("lists customers and links a customer to its accounts with balances, external accounts and transactions", async () => {
    await page.click("nav >> text=Customers");
    await page.click(`a:text("${customerId}")`);
    expect(await page.textContent("h1")).toBe(customerId);
    const text = (await page.textContent("main")) ?? "";
    expect(text).toContain(accountId);
    expect(text).toContain("85.00 USD"); // funded 125.00, sent 40.00
    await page.click(`main table a:text("${accountId}")`);
    expect(await page.textContent("pre.json")).toContain('"balance"');
    await page.click("nav >> text=Accounts");
    expect(await page.textContent("main table")).toContain(accountId);
    await page.click("nav >> text=External accounts");
    expect(await page.textContent("main table")).toContain(customerId);
    for (const area of ["Verifications", "Quotes", "Transactions", "Cards", "Wallets", "Agents"]) {
      await page.click(`nav >> text=${area}`);
      expect(await page.textContent("h1")).toBeTruthy();
      expect(await page.locator(".err").count(), area).toBe(0);
    }
  });

  it("shows a webhook event's payload, signature and attempts, and redelivers it", async () => {
    await page.click("nav >> text=Webhooks");
    await page.click('main table a[href*="Webhook"]');
    const text = (await page.textContent("main")) ?? "";
    expect(text).toContain("Payload");
    expect(text).toMatch(/Signature[\s\S]*\S{20,}/);
    const before = await page.locator("main table tbody tr").count();
    expect(before).toBeGreaterThan(0);
    mkdirSync("reports", { recursive: true });
    await page.screenshot({ path: "reports/ui-webhook.png" });
    await page.click("#redeliver");
    for (let i = 0; i < 50 && (await page.locator("main table tbody tr").count()) <= before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await page.reload();
    }
    expect(await page.locator("main table tbody tr").count()).toBeGreaterThan(before);
  });

  it("advances the platform clock from the header control", async () => {
    const before = Date.parse((await page.textContent("#clock")) ?? "");
    await page.fill("input[name=seconds]", "7200");
    await page.click("form.clock button");
    const after = Date.parse((await page.textContent("#clock")) ?? "");
    expect(after - before).toBeGreaterThanOrEqual(7200_000);
    expect(Date.parse(await p.now())).toBeGreaterThanOrEqual(after);
  });

  it("adds a fault from the Faults page (refusing a bad one), sees it fire, and removes it", async () => {
    await page.click("nav >> text=Faults");
    await page.selectOption("select[name=kind]", "error");
    await page.fill("input[name=operation]", "listCustomers");
    await page.click("#add-fault button");
    expect(await page.textContent(".err")).toMatch(/status/);
    await page.selectOption("select[name=kind]", "error");
    await page.fill("input[name=operation]", "listCustomers");
    await page.fill("input[name=status]", "503");
    await page.fill("input[name=code]", "SERVICE_UNAVAILABLE");
    await page.click("#add-fault button");
    expect(await page.textContent("main table")).toContain("listCustomers");
    const hit = await p.get("/customers");
    expect([hit.status, hit.body.code]).toEqual([503, "SERVICE_UNAVAILABLE"]);
    expect(hit.headers.get("paysim-fault")).toMatch(/^error; id=Fault:/);
    await page.reload();
    expect(await page.textContent("main table")).toMatch(/listCustomers[\s\S]*1/);
    await page.click("main table button:text('Remove')");
    expect(await page.textContent("main")).toContain("No faults");
    expect((await p.get("/customers")).status).toBe(200);
  });

  it("shows the request journal without secrets, and writes the screenshot", async () => {
    await page.click("nav >> text=Journal");
    const text = (await page.textContent("main")) ?? "";
    expect(text).toContain("createCustomer");
    await page.click("main table tbody tr:last-child a");
    const entry = (await page.textContent("main")) ?? "";
    expect(entry).toContain("Basic [redacted]");
    expect(entry).not.toContain(p.clientSecret);
    await page.click(`nav >> text=Customers`);
    await page.click(`a:text("${customerId}")`);
    mkdirSync("reports", { recursive: true });
    await page.screenshot({ path: "reports/ui-browser.png", fullPage: false });
    expect(existsSync("reports/ui-browser.png")).toBe(true);
  });
});
