/**
 * Typed accessor of spec/rules/header-names.yaml: the description's and the live service's
 * names of the wallet-signature and webhook-signature headers. Readers accept both.
 */
import { checker, defineRuleTable } from "./load.js";

export interface HeaderNames {
  description: string;
  live: string;
}

export interface HeaderNameRules {
  walletSignature: HeaderNames;
  webhookSignature: HeaderNames;
}

const table = defineRuleTable<HeaderNameRules>("header-names", (r) => {
  const need = checker("header-names");
  for (const [k, v] of Object.entries(r)) need(v.description.toLowerCase() !== v.live.toLowerCase(), `${k}: the two names are the same`);
});

export const loadHeaderNames = table.load;

/** Both names of a header, lower case (as node:http gives request headers), the description's first. */
export const bothNames = (h: HeaderNames): [string, string] => [h.description.toLowerCase(), h.live.toLowerCase()];

/** The webhook signature header a dispatcher signs under: the description's (default) or the live service's. */
export type SignatureHeaderChoice = "description" | "live";
