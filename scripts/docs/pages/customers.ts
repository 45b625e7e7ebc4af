/** Customers and verification (KYC/KYB): spec/rules/sandbox-kyc.yaml. */
import { loadKycRules, type SubmissionOutcome } from "../../../contract/rules/kyc.js";
import { webhookEventRules } from "../../../contract/rules/webhook-events.js";
import { code, codes, seconds, source, table, type Page } from "../markdown.js";

const submission = (o: SubmissionOutcome) =>
  `verification ${code(o.verificationStatus)}, customer ${code(o.status)}${o.errorType ? `, error ${code(o.errorType)}` : ""}`;

export function customersPage(): Page {
  const r = loadKycRules();
  const events = webhookEventRules();
  const n = r.suffixLength;
  const individual = table(
    [`last ${n} characters of \`${r.individual.suffixField}\``, "at creation (regulated or skip-paperwork platform)", "on a complete submission", "note"],
    [
      ...Object.entries(r.individual.outcomes).map(([s, o]) => [code(s), code(o.atCreation), submission(o.onCompleteSubmission), o.note]),
      ["anything else", code(r.individual.default.atCreation), submission(r.individual.default.onCompleteSubmission), r.individual.default.note],
    ],
  );
  const business = table(
    [`last ${n} characters of \`${r.business.suffixField}\``, "decided by the sandbox", "on a complete submission", "note"],
    [
      ...Object.entries(r.business.outcomes).map(([s, o]) => [
        code(s),
        o.autoDecision ? "yes" : "no (manual review)",
        submission(o.onCompleteSubmission),
        o.note,
      ]),
      ["anything else", r.business.default.autoDecision ? "yes" : "no", submission(r.business.default.onCompleteSubmission), r.business.default.note],
    ],
  );
  const owners = table(
    [`last ${n} characters of \`${r.beneficialOwner.suffixField}\``, "owner's status when the business is decided"],
    [...Object.entries(r.beneficialOwner.outcomes).map(([s, st]) => [code(s), code(st)]), ["anything else", code(r.beneficialOwner.default)]],
  );
  const h = r.hold;
  const d = r.documents.rejectTrigger;
  const transitions = table(
    ["from", "trigger", "condition", "to", "webhook", "source"],
    r.transitions.map((t) => {
      const from = t.from === null ? "(creation)" : Array.isArray(t.from) ? codes(t.from as string[]) : code(t.from);
      // Which event entering the status sends is webhook-events.yaml's to say (it names none for HOLD).
      const to = String(t.to);
      const sent = events.customerStatuses.includes(to) ? `${code(`CUSTOMER.KYC_${to}`)} / ${code(`CUSTOMER.KYB_${to}`)}` : "none";
      const event = t.verificationEvent ? code(t.verificationEvent) : t.event === true ? sent : t.event === false ? "none" : "";
      return [from, t.trigger, t.condition, String(t.to).includes(" ") ? t.to : code(t.to), event, source(t.designed)];
    }),
  );
  const c = r.completeness;
  return {
    file: "customers.md",
    title: "Customers and verification (KYC/KYB)",
    summary: "sandbox outcomes of individuals, businesses and beneficial owners by name suffix, HOLD, rejected documents, the verification state table",
    sources: ["sandbox-kyc.yaml", "webhook-events.yaml"],
    body: `
## Magic values

**Individuals (KYC)** — the last ${n} characters of \`${r.individual.suffixField}\` decide the outcome:

${individual}

**Businesses (KYB)** — the last ${n} characters of \`${r.business.suffixField}\`. Businesses are always created \`UNVERIFIED\`; on ${codes(r.business.resolveBeforeValidationWhen)} platforms an outcome the sandbox decides resolves at the first submission, before the packet is checked.

${business}

**Beneficial owners** — the last ${n} characters of \`${r.beneficialOwner.suffixField}\`, applied when their business is decided:

${owners}

**HOLD** (designed) — a complete submission whose ${Object.entries(h.fields)
      .map(([type, f]) => `\`${f}\` (${type.toLowerCase()})`)
      .join(
        " or ",
      )} ends in ${code(h.suffix)} puts the customer on ${code(h.status)} (verification ${code(h.verificationStatus)}) instead of the tables above. ${h.note ?? ""}

**Rejected documents** (designed) — an upload whose file name contains ${code(d.fileNameContains)}, whose name ends in ${code(d.fileNameStemSuffix)} before its extension, or whose \`documentNumber\` ends in ${code(d.documentNumberSuffix)} answers 422 \`DOCUMENT_REJECTED\`: "${d.reason}"

**Contact verification** (${r.contact.source === "live" ? "the live sandbox's code" : "designed"}) — the sandbox code is ${code(r.contact.sandboxCode)}. ${r.contact.note ?? ""}

**Hosted KYC link** (designed) — valid ${seconds(r.kycLink.ttlSeconds)}. ${r.kycLink.note ?? ""}

## What a complete submission needs

${table(
  ["customer", "fields", "address", "more"],
  [
    [
      "individual",
      codes(c.individual.fields),
      `${code(c.individual.address.field)}: ${codes(c.individual.address.required)}`,
      `an identity document; \`fullName\` of at least ${c.individual.fullNameMinWords} words`,
    ],
    [
      "business",
      `${codes(c.business.fields)}; one of ${codes(c.business.oneOf)}`,
      `${code(c.business.address.field)}: ${codes(c.business.address.required)}`,
      `every owner of ${c.business.ownershipThresholdPercent}% or more declared${c.business.controlPersonRequired ? ", one control person" : ""}; documents: ${c.business.documents.map((x) => `${x.requirement} (${codes(x.acceptedDocumentTypes)})`).join("; ")}`,
    ],
    [
      "beneficial owner",
      codes(c.beneficialOwner.fields),
      `${code(c.beneficialOwner.address.field)}: ${codes(c.beneficialOwner.address.required)}`,
      `an identity document; owners not of ${code(c.beneficialOwner.homeCountry)} nationality a PASSPORT plus one of ${codes(c.beneficialOwner.nonHomeCountryExtraId)}`,
    ],
  ],
)}

Each gap is one \`errors[]\` entry of the verification (\`RESOLVE_ERRORS\`). Uploads: at most ${r.documents.upload.maxBytes / 1048576} MB, ${r.documents.upload.contentTypes.map((t) => code(t.mimeType)).join(", ")} judged by their content.

## State table

Statuses ${codes(r.statuses)}; final: ${codes(r.finalStatuses)}.${r.decisionPassesThroughPending ? " An automatic decision passes through `PENDING` in the same submission (its `_PENDING` event, then `_APPROVED` or `_REJECTED`)." : ""}

${transitions}
`,
  };
}
