/** Shared fixtures of the customers / verification HTTP tests. */
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import type { Receiver } from "../support/receiver.js";
import { startEventEnv } from "../support/env.js";
import type { PlatformSettings } from "../../simulator/platform/platform.js";

export const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
export const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffdb", "hex");
export const PDF = Buffer.from("%PDF-1.4\n%sample\n", "latin1");

export const ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

/** A complete individual (fullName suffix decides the sandbox outcome). */
export function individual(fullName = "Jane Doe", extra: Record<string, unknown> = {}) {
  return {
    customerType: "INDIVIDUAL",
    fullName,
    birthDate: "1990-02-28",
    nationality: "US",
    idType: "SSN",
    identifier: "123-45-6789",
    address: ADDRESS,
    ...extra,
  };
}

export function business(registrationNumber = "C4567890999", extra: Record<string, unknown> = {}) {
  return {
    customerType: "BUSINESS",
    businessInfo: { legalName: "Acme Widgets Inc.", registrationNumber, taxId: "12-3456789", countriesOfOperation: ["US"] },
    address: ADDRESS,
    ...extra,
  };
}

export function docForm(fields: Record<string, string>, file: Buffer | null = PNG, filename = "doc.png"): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append("file", new Blob([new Uint8Array(file)]), filename);
  return f;
}

export async function uploadPassport(p: TestPlatform, holder: string, extra: Record<string, string> = {}, filename = "passport.png") {
  return p.upload(
    "POST",
    "/documents",
    docForm(
      { documentHolder: holder, documentType: "PASSPORT", country: "US", documentNumber: "X1234567", issuingAuthority: "US DoS", ...extra },
      PNG,
      filename,
    ),
  );
}

export async function uploadTwoSided(p: TestPlatform, holder: string, documentType = "DRIVERS_LICENSE") {
  for (const side of ["FRONT", "BACK"]) {
    const r = await p.upload(
      "POST",
      "/documents",
      docForm({ documentHolder: holder, documentType, side, country: "US", documentNumber: "D1234567", issuingAuthority: "DMV" }),
    );
    if (r.status !== 201) throw new Error(`upload ${side}: ${r.status} ${JSON.stringify(r.body)}`);
  }
}

export interface Env {
  s: StartedSimulator;
  rx: Receiver;
  platform(settings?: Partial<PlatformSettings>): Promise<TestPlatform>;
  /** Event types received so far for this customer (customer or verification events). */
  eventsFor(customerId: string): { type: string; data: any }[];
  close(): Promise<void>;
}

export async function startEnv(): Promise<Env> {
  const base = await startEventEnv();
  return {
    ...base,
    eventsFor(customerId) {
      return base.bodies().filter((b) => b?.data?.id === customerId || b?.data?.customerId === customerId);
    },
  };
}

/** Wait until the receiver has `n` events for the customer (deliveries are asynchronous). */
export async function waitEvents(env: Env, customerId: string, n: number, timeoutMs = 3000) {
  const start = Date.now();
  while (env.eventsFor(customerId).length < n) {
    if (Date.now() - start > timeoutMs)
      throw new Error(
        `only ${env.eventsFor(customerId).length}/${n} events for ${customerId}: ${JSON.stringify(env.eventsFor(customerId).map((e) => e.type))}`,
      );
    await new Promise((r) => setTimeout(r, 10));
  }
  return env.eventsFor(customerId);
}

/** Let in-flight deliveries land, then return the event types for the customer. */
export async function settledTypes(env: Env, customerId: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 100));
  return env.eventsFor(customerId).map((e) => e.type);
}
