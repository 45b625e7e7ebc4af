/** Strong customer authentication: spec/rules/sca.yaml. */
import { scaRules } from "../../../contract/rules/sca.js";
import { code, seconds, table, type Page } from "../markdown.js";

export function scaPage(): Page {
  const r = scaRules();
  return {
    file: "sca.md",
    title: "Strong customer authentication",
    summary: "SCA regions, the sandbox SMS code, TOTP parameters, lifetimes and lockout",
    sources: ["sca.yaml"],
    body: `
## Magic values

A platform created with \`${r.region.platformSetting}\` on serves customers in an SCA region; every \`/sca/*\` call for a customer of another platform answers 409 ${code(r.region.outsideCode)}. The sandbox code of \`SMS_OTP\` logins is ${code(r.sandboxSmsCode)}${r.implicitSmsFactor ? "; every customer with a `phoneNumber` has the `SMS_OTP` factor without enrolling" : ""}.

${table(
  ["TOTP", "value"],
  Object.entries(r.totp).map(([k, v]) => [k, code(v)]),
)}

Lifetimes (platform time): ${Object.entries(r.ttlSeconds)
      .map(([k, v]) => `${k} ${seconds(v)}`)
      .join(", ")}.

## Error rules

${r.lockout.maxFailedAttempts} failed login attempts lock logins for ${seconds(r.lockout.lockSeconds)}. An authenticated login session is needed (409 \`SCA_SESSION_REQUIRED\` otherwise) to ${[
      r.sessionRequired.enrollWhenFactorExists ? "enrol a factor once the customer has one" : "",
      r.sessionRequired.deleteFactor ? "delete a factor" : "",
    ]
      .filter(Boolean)
      .join(" and ")}.
`,
  };
}
