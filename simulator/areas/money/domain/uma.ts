/** UMA addresses (`$<user>@<domain>`) and the sandbox's UMA receivers (spec/rules/sandbox-payouts.yaml `umaReceivers`). Pure. */
import { ApiError } from "../../../errors/api-error.js";
import { apiError } from "../../../errors/catalogue.js";
import { sandboxPayoutRules, type UmaReceiverRule } from "../../../../contract/rules/money.js";

const UMA_RE = /^\$([a-z0-9._-]{1,64})@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/i;

export interface UmaAddress {
  full: string;
  user: string;
  domain: string;
}

/** 400 INVALID_UMA_ADDRESS unless `$<user>@<domain>`. */
export function parseUmaAddress(address: string): UmaAddress {
  const m = UMA_RE.exec(String(address ?? "").trim());
  if (!m) {
    // The answer quotes at most 100 characters of what was sent (an address is at most 64 + domain).
    const text = String(address);
    const shown = text.length > 100 ? `${text.slice(0, 100)}…` : text;
    throw apiError("INVALID_UMA_ADDRESS", `"${shown}" is not an UMA address of the form $<user>@<domain>`);
  }
  return { full: `$${m[1].toLowerCase()}@${m[2].toLowerCase()}`, user: m[1].toLowerCase(), domain: m[2].toLowerCase() };
}

/** A sandbox UMA receiver, or 404 UMA_NOT_FOUND. */
export function umaReceiverOr404(a: UmaAddress): UmaReceiverRule {
  const rules = sandboxPayoutRules();
  const r = a.domain === rules.umaDomain ? rules.umaReceivers[a.user] : undefined;
  if (!r) {
    throw ApiError.notFound(
      "UMA_NOT_FOUND",
      a.domain === rules.umaDomain
        ? `no receiver ${a.full}; sandbox receivers: ${Object.keys(rules.umaReceivers)
            .map((u) => `$${u}@${rules.umaDomain}`)
            .join(", ")}`
        : `${a.full}: no receiver reachable at ${a.domain} from the sandbox (sandbox receivers are at ${rules.umaDomain})`,
    );
  }
  return r;
}
