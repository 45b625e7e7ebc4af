/** External accounts: spec/rules/sandbox-external-accounts.yaml. */
import { loadSandboxExternalAccountRules, type NameVerificationOutcome, type SandboxReject } from "../../../contract/rules/external-accounts.js";
import { code, codes, duration, table, type Page } from "../markdown.js";

const reject = (x: SandboxReject) => `answers ${x.httpStatus} ${code(x.code)}: "${x.reason}"`;
const nameOutcome = (o: NameVerificationOutcome) =>
  o.reject
    ? reject(o.reject)
    : [
        o.beneficiaryVerificationStatus ? `\`beneficiaryVerificationStatus\` ${code(o.beneficiaryVerificationStatus)}` : "",
        o.accountStatus ? `account ${code(o.accountStatus)}` : "",
      ]
        .filter(Boolean)
        .join(", ");

export function externalAccountsPage(): Page {
  const r = loadSandboxExternalAccountRules();
  const n = r.suffixLength;
  const { default: payDefault, ...payments } = r.paymentOutcomes;
  const { default: nameDefault, ...names } = r.nameVerification;
  return {
    file: "external-accounts.md",
    title: "External accounts",
    summary: "payout and pull outcomes, beneficiary name verification and US ACH validation by the account identifier's suffix",
    sources: ["sandbox-external-accounts.yaml"],
    body: `
## Magic values

The suffix is the last ${n} characters of the account's **primary identifier** (for ${codes(r.domainPartFields)} with a domain part, of the part before \`@\`):

${table(
  ["account type", "primary identifier (the first present)"],
  Object.entries(r.primaryIdentifiers).map(([type, fields]) => [code(type), codes(fields)]),
)}

**As the destination of a payout or the source of a pull:**

${table(
  ["suffix", "result", "when", "failure reason", "what happens"],
  [
    ...Object.entries(payments).map(([s, o]) => [
      code(s),
      code(o.result),
      o.immediate ? "at once" : o.pendingMs ? `after ${duration(o.pendingMs)} pending` : "later",
      code(o.failureReason),
      o.description,
    ]),
    ["anything else", code(payDefault.result), "", "", payDefault.description ?? "the money arrives"],
  ],
)}

**Beneficiary name verification at creation** (fiat accounts; wallets and Lightning have none):

${table(["suffix", "outcome", "note"], [...Object.entries(names).map(([s, o]) => [code(s), nameOutcome(o), o.note]), ["anything else", nameOutcome(nameDefault), nameDefault.note]])}

**US ACH validation at creation** (designed; ${codes(r.achValidation.accountTypes)}):

${table(
  ["suffix", "outcome"],
  Object.entries(r.achValidation.outcomes).map(([s, o]) => [code(s), reject(o.reject)]),
)}

## Initial status

A first-party account of a self-custody wallet (${codes(r.initialStatus.selfCustodyAccountTypes)}) starts ${code(r.initialStatus.selfCustodyFirstParty)}; every other account starts ${code(r.initialStatus.default)}.
`,
  };
}
