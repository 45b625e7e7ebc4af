/**
 * HTML of the hosted KYC/KYB page (framework-free string templates in the hosted pages'
 * shell, simulator/hosted/page.ts). Every value is escaped. The form posts
 * application/x-www-form-urlencoded back to the same URL.
 */
import type { BeneficialOwner, Customer, VerificationError } from "../domain/types.js";

import { esc, page } from "../../../hosted/page.js";

export { esc };

function input(name: string, label: string, value: unknown, extra = ""): string {
  return `<label for="${esc(name)}">${esc(label)}</label><input id="${esc(name)}" name="${esc(name)}" value="${esc(value)}" ${extra}>`;
}

function addressFields(prefix: string, a: Record<string, unknown> | undefined): string {
  const v = a ?? {};
  return [
    input(`${prefix}line1`, "Address line 1", v.line1),
    input(`${prefix}line2`, "Address line 2", v.line2),
    input(`${prefix}city`, "City", v.city),
    input(`${prefix}state`, "State / region", v.state),
    input(`${prefix}postalCode`, "Postal code", v.postalCode),
    input(`${prefix}country`, "Country (ISO 3166-1 alpha-2, e.g. US)", v.country, 'maxlength="2"'),
  ].join("\n");
}

export function errorList(messages: string[]): string {
  if (!messages.length) return "";
  return `<div class="errors" role="alert"><p><strong>Please fix the following:</strong></p><ul>${messages.map((m) => `<li>${esc(m)}</li>`).join("")}</ul></div>`;
}

export function verificationMessages(errors: VerificationError[]): string[] {
  return errors.map((e) => `${e.field ? `${e.field}: ` : ""}${e.reason}`);
}

function individualForm(c: Customer): string {
  return `<fieldset><legend>Your details</legend>
${input("fullName", "Full name (given and family name)", c.fullName, 'autocomplete="name"')}
${input("birthDate", "Birth date (YYYY-MM-DD)", c.birthDate, 'placeholder="1990-02-28"')}
${input("nationality", "Nationality (ISO 3166-1 alpha-2)", c.nationality, 'maxlength="2"')}
${input("idType", "ID number type (e.g. SSN)", c.idType)}
${input("identifier", "ID number", c.identifier)}
</fieldset>
<fieldset><legend>Residential address</legend>
${addressFields("address.", c.address as Record<string, unknown>)}
</fieldset>
<fieldset><legend>Identity document</legend>
<label for="documentType">Document type</label>
<select id="documentType" name="documentType">
<option value="PASSPORT">Passport</option><option value="DRIVERS_LICENSE">Driver's license (front and back)</option><option value="NATIONAL_ID">National ID (front and back)</option>
</select>
${input("documentNumber", "Document number", "")}
${input("issuingAuthority", "Issuing authority", "")}
<label><input type="checkbox" name="useSampleDocument" value="on"> Use a sample document (sandbox: stands in for the photo upload)</label>
</fieldset>`;
}

function businessForm(c: Customer, owners: BeneficialOwner[]): string {
  const b = (c.businessInfo ?? {}) as Record<string, unknown>;
  const control = owners.find((o) => o.roles.includes("CONTROL_PERSON"));
  return `<fieldset><legend>Business</legend>
${input("businessInfo.legalName", "Legal name", b.legalName)}
${input("businessInfo.doingBusinessAs", "Doing business as (if any)", b.doingBusinessAs)}
${input("businessInfo.registrationNumber", "Registration number", b.registrationNumber)}
${input("businessInfo.taxId", "Tax id", b.taxId)}
${input("businessInfo.countriesOfOperation", "Countries of operation (comma separated, e.g. US,MX)", Array.isArray(b.countriesOfOperation) ? b.countriesOfOperation.join(",") : "")}
</fieldset>
<fieldset><legend>Physical address</legend>
${addressFields("address.", c.address as Record<string, unknown>)}
</fieldset>
<fieldset><legend>Control person${control ? " (on file: " + esc(`${control.personalInfo.firstName ?? ""} ${control.personalInfo.lastName ?? ""}`) + ")" : ""}</legend>
<p class="note">Leave empty to keep the owners already on file.</p>
${input("owner.firstName", "First name", "")}
${input("owner.lastName", "Last name", "")}
${input("owner.birthDate", "Birth date (YYYY-MM-DD)", "")}
${input("owner.nationality", "Nationality (ISO 3166-1 alpha-2)", "", 'maxlength="2"')}
${input("owner.ownershipPercentage", "Ownership (%)", "100")}
${addressFields("owner.address.", undefined)}
</fieldset>
<fieldset><legend>Documents</legend>
<label><input type="checkbox" name="useSampleDocuments" value="on"> Use sample documents (sandbox: formation, ownership structure, proof of address, tax id, and the control person's identity documents)</label>
</fieldset>`;
}

export function formPage(c: Customer, owners: BeneficialOwner[], action: string, messages: string[]): string {
  const kind = c.customerType === "BUSINESS" ? "business (KYB)" : "identity (KYC)";
  return page(
    "Verify your " + kind,
    `<h1>Verify your ${esc(kind)}</h1>
${errorList(messages)}
<form method="post" action="${esc(action)}">
${c.customerType === "BUSINESS" ? businessForm(c, owners) : individualForm(c)}
<button type="submit">Submit for verification</button>
</form>`,
  );
}

export function donePage(status: string, redirectUri: string | undefined): string {
  return page(
    "Verification submitted",
    `<h1>Thank you</h1>
<p>Your information was submitted. Verification status: <strong id="verificationStatus">${esc(status)}</strong>.</p>
<p class="note">Reaching the platform does not mean approval; the platform is told the outcome.</p>
${redirectUri ? `<p><a id="continue" href="${esc(redirectUri)}">Continue</a></p>` : "<p>You may close this page.</p>"}`,
  );
}
