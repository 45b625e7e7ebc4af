/**
 * The hosted KYC/KYB page behind a kyc-link's `kycUrl`
 * (`<root>/_sim/hosted/kyc/<token>?redirect_uri=...`). Framework-free: given the token,
 * the method and the form fields it returns {status, contentType, body}.
 *
 * GET shows a form for the missing data; POST saves the data (like PATCH /customers,
 * POST /beneficial-owners, POST /documents with a sandbox sample document) and then
 * submits through the SAME domain call as POST /verifications (same status changes and
 * events). A submission that is not RESOLVE_ERRORS completes the flow: the link is marked
 * used (single use: later visits answer 410) and the page links to the redirectUri.
 */
import { ApiError } from "../../../errors/api-error.js";
import type { PlatformRegistry, PlatformRuntime } from "../../../platform/registry.js";
import { linkState, HOSTED_KYC_PATH, type KycLinkRecord } from "../domain/kyc-link.js";
import { patchCustomer, type CustomerFields } from "../domain/customer.js";
import { createOwner, type OwnerFields } from "../domain/beneficial-owner.js";
import { uploadDocument } from "../domain/document.js";
import type { Customer, DocumentRecord } from "../domain/types.js";
import { constraintsFor, customersOf, documentsOf, kycLinksOf, newId, ownersOf, rules, submitAndPersist } from "../service.js";
import { donePage, formPage, verificationMessages } from "./kyc-html.js";
import { messagePage, type HostedResult } from "../../../hosted/page.js";

export type { HostedResult };

export interface HostedKycRequest {
  token: string;
  method: string;
  /** Decoded form fields (application/x-www-form-urlencoded) of a POST. */
  form?: Record<string, string>;
}

const HTML = "text/html; charset=utf-8";
const html = (status: number, body: string): HostedResult => ({ status, contentType: HTML, body });

/** A 1x1 PNG standing in for a photo of a document (sandbox sample). */
const SAMPLE_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

/** Find the platform whose store holds this link token. */
export function findKycLink(platforms: PlatformRegistry, token: string): { rt: PlatformRuntime; link: KycLinkRecord } | undefined {
  for (const rt of platforms.all()) {
    const link = kycLinksOf(rt.store).get(token);
    if (link) return { rt, link };
  }
  return undefined;
}

/** Form fields assembled into a request body by field path (`address.city` -> `{ address: { city } }`). */
interface FormBody {
  [field: string]: string | string[] | FormBody | undefined;
}

function set(obj: FormBody, path: string, value: string | string[]): void {
  const parts = path.split(".");
  let cur = obj;
  for (const p of parts.slice(0, -1)) cur = (cur[p] ??= {}) as FormBody;
  cur[parts[parts.length - 1]] = value;
}

/** The non-empty form fields under `prefix` as a nested object. */
function collect(form: Record<string, string>, keys: string[], prefix = ""): FormBody {
  const out: FormBody = {};
  for (const k of keys) {
    const v = (form[prefix + k] ?? "").trim();
    if (v) set(out, k, v);
  }
  return out;
}

const ADDRESS_KEYS = ["address.line1", "address.line2", "address.city", "address.state", "address.postalCode", "address.country"];

function formErrors(body: FormBody, prefix = ""): string[] {
  const msgs: string[] = [];
  const field = (o: FormBody | undefined, k: string): string | undefined => (typeof o?.[k] === "string" ? (o[k] as string) : undefined);
  const sub = (o: FormBody | undefined, k: string): FormBody | undefined =>
    typeof o?.[k] === "object" && !Array.isArray(o[k]) ? (o[k] as FormBody) : undefined;
  const info = sub(body, "personalInfo");
  const date = field(body, "birthDate") ?? field(info, "birthDate");
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) msgs.push(`${prefix}birthDate must be a valid date YYYY-MM-DD`);
  for (const [k, v] of [
    ["nationality", field(body, "nationality") ?? field(info, "nationality")],
    ["address.country", field(sub(body, "address") ?? sub(info, "address"), "country")],
  ]) {
    if (v && !/^[A-Z]{2}$/.test(v)) msgs.push(`${prefix}${k} must be a 2-letter country code (e.g. US)`);
  }
  return msgs;
}

function sampleDoc(rt: PlatformRuntime, holder: string, documentType: string, side?: "FRONT" | "BACK", extra: Record<string, string> = {}): void {
  const docs = documentsOf(rt.store);
  const existing = docs.list({ where: { documentHolder: holder }, limit: 1000 }).data;
  if (existing.some((d: DocumentRecord) => d.documentType === documentType && (d.side ?? null) === (side ?? null))) return;
  const input = {
    documentHolder: holder,
    documentType,
    ...(side ? { side } : {}),
    documentNumber: "S1234567",
    issuingAuthority: "Sandbox authority",
    ...extra,
  };
  docs.put(uploadDocument(rules(), { id: newId("Document"), now: rt.clock.iso(), input, file: { filename: "sample.png", data: SAMPLE_PNG }, existing }));
}

function identityDocs(rt: PlatformRuntime, holder: string, type: string, number?: string, authority?: string): void {
  const extra: Record<string, string> = {};
  if (number) extra.documentNumber = number;
  if (authority) extra.issuingAuthority = authority;
  const sides = rules().documents.identity[type]?.sides ?? [];
  if (!sides.length) sampleDoc(rt, holder, type, undefined, extra);
  for (const s of sides) sampleDoc(rt, holder, type, s, extra);
}

/** Save the form's data on the customer (and its owner / sample documents). */
function saveForm(rt: PlatformRuntime, c: Customer, form: Record<string, string>): { customer: Customer; messages: string[] } {
  const isBusiness = c.customerType === "BUSINESS";
  const keys = isBusiness
    ? ["businessInfo.legalName", "businessInfo.doingBusinessAs", "businessInfo.registrationNumber", "businessInfo.taxId", ...ADDRESS_KEYS]
    : ["fullName", "birthDate", "nationality", "idType", "identifier", ...ADDRESS_KEYS];
  const changes = collect(form, keys);
  const countries = (form["businessInfo.countriesOfOperation"] ?? "")
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (isBusiness && countries.length) set(changes, "businessInfo.countriesOfOperation", countries);
  if (changes.address && c.address) changes.address = { ...c.address, ...(changes.address as FormBody) };
  const messages = formErrors(changes);
  const ownerInfo = isBusiness ? collect(form, ["firstName", "lastName", "birthDate", "nationality", ...ADDRESS_KEYS], "owner.") : {};
  if (Object.keys(ownerInfo).length) messages.push(...formErrors({ personalInfo: ownerInfo }, "control person "));
  if (messages.length) return { customer: c, messages };

  let customer = c;
  if (Object.keys(changes).length) {
    // The form's fields are the customer's, by name (the same fields the API's PATCH takes).
    const fields = changes as CustomerFields;
    customer = patchCustomer(rules(), c, { customerType: c.customerType, ...fields }, rt.clock.iso(), constraintsFor(rt.store, rt.clock, fields, c.id));
    customersOf(rt.store).put(customer);
  }
  if (!isBusiness && form.useSampleDocument) {
    identityDocs(rt, c.id, form.documentType || "PASSPORT", form.documentNumber?.trim(), form.issuingAuthority?.trim());
  }
  if (isBusiness) {
    let ownerId: string | undefined;
    if (ownerInfo.firstName && ownerInfo.lastName) {
      const pct = Number(form["owner.ownershipPercentage"] || "0");
      const owner = createOwner(
        customer,
        {
          roles: pct >= 25 ? ["CONTROL_PERSON", "OWNER"] : ["CONTROL_PERSON"],
          ownershipPercentage: pct,
          personalInfo: ownerInfo as OwnerFields["personalInfo"],
        },
        newId("BeneficialOwner"),
        rt.clock.iso(),
      );
      ownersOf(rt.store).put(owner);
      ownerId = owner.id;
    }
    if (form.useSampleDocuments) {
      for (const d of rules().completeness.business.documents) sampleDoc(rt, c.id, d.acceptedDocumentTypes[0]);
      const owners = ownerId ? [ownersOf(rt.store).get(ownerId)!] : ownersOf(rt.store).list({ where: { customerId: c.id }, limit: 1000 }).data;
      for (const o of owners) {
        identityDocs(rt, o.id, "PASSPORT");
        if (o.personalInfo.nationality && o.personalInfo.nationality !== rules().completeness.beneficialOwner.homeCountry)
          identityDocs(rt, o.id, "NATIONAL_ID");
      }
    }
  }
  return { customer, messages: [] };
}

export function hostedKycPage(platforms: PlatformRegistry, req: HostedKycRequest): HostedResult {
  const found = findKycLink(platforms, req.token);
  if (!found) return html(404, messagePage("Link not found", "This verification link does not exist. Ask the platform for a new link."));
  const { rt, link } = found;
  const state = linkState(link, rt.clock.now().getTime());
  if (state === "used")
    return html(410, messagePage("Link already used", "This verification link was already used. Each link works once; ask the platform for a new link."));
  if (state === "expired")
    return html(410, messagePage("Link expired", `This verification link expired at ${link.expiresAt}. Ask the platform for a new link.`));
  const customer = customersOf(rt.store).get(link.customerId);
  if (!customer) return html(404, messagePage("Customer not found", "The customer of this link no longer exists."));
  const action = `${HOSTED_KYC_PATH}/${encodeURIComponent(link.id)}${link.redirectUri ? `?redirect_uri=${encodeURIComponent(link.redirectUri)}` : ""}`;
  const owners = () => ownersOf(rt.store).list({ where: { customerId: customer.id }, limit: 1000 }).data;

  if (req.method === "GET") return html(200, formPage(customer, owners(), action, []));
  if (req.method !== "POST") return html(405, messagePage("Method not allowed", "Use the form on this page."));

  try {
    const saved = saveForm(rt, customer, req.form ?? {});
    if (saved.messages.length) return html(400, formPage(saved.customer, owners(), action, saved.messages));
    const result = submitAndPersist(rt.store, rt.clock, rt.platform.settings, (t, d) => void rt.webhooks.emit(t, d), saved.customer);
    if (result.verification.verificationStatus === "RESOLVE_ERRORS") {
      return html(400, formPage(result.customer, owners(), action, verificationMessages(result.verification.errors)));
    }
    kycLinksOf(rt.store).put({ ...link, usedAt: rt.clock.iso() });
    return html(200, donePage(result.verification.verificationStatus, link.redirectUri));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return html(e.status, formPage(customersOf(rt.store).get(customer.id) ?? customer, owners(), action, [e.reason]));
  }
}
