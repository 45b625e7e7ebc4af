/**
 * The API reference and the index in a real headless browser (Debian's Chromium driven by
 * playwright-core), with every request to another origin refused and recorded: GET /_sim
 * answers a browser with HTML whose every link answers; /_sim/docs/api renders the
 * payments contract's operations (a linked operation, its search), /_sim/docs/admin the
 * admin contract's; the resource browser leads to them; and no page asked anything of the
 * network beyond the simulator. Writes reports/api-reference.png. Skipped, with the
 * reason, when Chromium is not installed (.ci/run installs it).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { HAVE_CHROMIUM, launchChromium, warnIfMissing, type Chromium } from "../support/chromium.js";

warnIfMissing("API reference browser test");

let s: StartedSimulator;
let chromium: Chromium;
let page: Page;
/** Requests the pages made to anything but the simulator (refused). */
const elsewhere: string[] = [];

/** A heading with this text, visible (the pages hydrate after loading: waited for). */
const heading = (text: string) => page.locator(`h1:has-text("${text}"), h2:has-text("${text}")`).first();

describe.skipIf(!HAVE_CHROMIUM)("API reference and index in Chromium", () => {
  beforeAll(async () => {
    s = await startSimulator();
    chromium = await launchChromium();
    page = chromium.page;
    page.setDefaultTimeout(30_000);
    await chromium.browser.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(`${s.rootUrl}/`) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await s?.close();
  });

  it("GET /_sim answers a browser with the HTML index, and every link on it answers", async () => {
    const r = await page.goto(`${s.rootUrl}/_sim`);
    expect(r?.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await page.textContent("h1")).toMatch(/^paysim \d+\.\d+\.\d+/);
    const hrefs = await page.$$eval("main a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `${s.rootUrl}/_sim/ui`,
        `${s.rootUrl}/_sim/docs`,
        `${s.rootUrl}/_sim/health`,
        `${s.rootUrl}/_sim/docs/api`,
        `${s.rootUrl}/_sim/docs/admin`,
      ]),
    );
    for (const href of hrefs) {
      const answer = await page.goto(href);
      expect(answer?.status(), href).toBe(200); // /_sim/ui: redirected to its sign-in page
    }
  }, 120_000);

  it("the payments reference renders its operations: a linked operation's heading is visible", async () => {
    await page.goto(`${s.rootUrl}/_sim/docs/api#/customers/createcustomer`);
    await heading("Create a customer").waitFor({ state: "visible" });
    expect(await page.title()).toBe("Platform Payments API 2025-10-13 · paysim API reference");
    mkdirSync("reports", { recursive: true });
    await page.screenshot({ path: "reports/api-reference.png" });
  }, 60_000);

  it("its search finds an operation and opens it", async () => {
    await page.goto(`${s.rootUrl}/_sim/docs/api`);
    await heading("Platform Payments API (2025-10-13)").waitFor({ state: "visible" });
    await page.click("text=Search");
    await page.getByPlaceholder("Search docs").fill("Execute a quote");
    await page.getByText("Executes a PROCESSING quote").first().click();
    await heading("Execute a quote").waitFor({ state: "visible" });
    expect(page.url()).toMatch(/\/_sim\/docs\/api#\/.*execute/i);
  }, 60_000);

  it("the admin reference renders the admin contract, GET /_sim among its operations", async () => {
    await page.goto(`${s.rootUrl}/_sim/docs/admin#/simulator/simindex`);
    await heading("What the simulator serves").waitFor({ state: "visible" });
  }, 60_000);

  it("the resource browser leads to the reference", async () => {
    await page.goto(`${s.rootUrl}/_sim/ui/login`);
    await page.click("header >> text=API reference");
    await page.click("main >> text=Platform Payments API");
    await heading("Platform Payments API (2025-10-13)").waitFor({ state: "visible" });
    await page.click("#paysim-bar >> text=Resource browser");
    expect(page.url()).toBe(`${s.rootUrl}/_sim/ui/login`);
  }, 60_000);

  it("no page asked anything of another origin", () => {
    expect(elsewhere).toEqual([]);
  });
});
