/**
 * Debian's Chromium (/usr/bin/chromium) driven by playwright-core, headless, with a fresh
 * profile per run, for the browser tests. HAVE_CHROMIUM is false (and the tests skip with
 * the reason) where it is not installed; .ci/run installs it.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const HAVE_CHROMIUM = existsSync(CHROMIUM);

export function warnIfMissing(what: string): void {
  if (!HAVE_CHROMIUM) console.warn(`${what} skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);
}

export interface Chromium {
  browser: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  const { chromium } = await import("playwright-core");
  const profile = mkdtempSync(join(tmpdir(), "paysim-chromium-"));
  // A fresh profile directory (--user-data-dir) per run: playwright passes it for a persistent context.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1280, height: 860 },
    timeout: 20_000,
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  page.setDefaultTimeout(10_000);
  return {
    browser,
    page,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
