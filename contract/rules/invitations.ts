/** Typed accessor of spec/rules/invitations.yaml (UMA invitations). */
import { checker, defineRuleTable } from "./load.js";

export type InvitationStatus = "PENDING" | "CLAIMED" | "EXPIRED" | "CANCELLED";

export interface InvitationRules {
  codeAlphabet: string;
  codeLength: number;
  defaultTtlSeconds: number;
  amountCurrency: string;
  urlTemplate: string;
  initial: InvitationStatus;
  actions: { claim: InvitationStatus; cancel: InvitationStatus; expire: InvitationStatus };
  refusals: Partial<Record<InvitationStatus, string>>;
}

export const invitationRulesTable = defineRuleTable<InvitationRules>("invitations", (r) => {
  const need = checker("invitations");
  need(new Set(r.codeAlphabet).size === r.codeAlphabet.length, "codeAlphabet repeats a character");
  for (const to of Object.values(r.actions)) need(to === r.initial || r.refusals[to] !== undefined, `refusals must name the code for ${to}`);
});
export const invitationRules = (): InvitationRules => invitationRulesTable.load();
