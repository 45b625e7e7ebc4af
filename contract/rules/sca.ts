/**
 * Typed accessor of spec/rules/sca.yaml: SCA regions, the sandbox SMS code, lifetimes,
 * TOTP (RFC 6238) parameters, which operations need a session, and the lockout.
 */
import { defineRuleTable } from "./load.js";

export type ScaFactorKind = "SMS_OTP" | "TOTP" | "PASSKEY";

export interface ScaRules {
  region: { platformSetting: "scaRequired"; outsideCode: string };
  sandboxSmsCode: string;
  implicitSmsFactor: boolean;
  ttlSeconds: { loginChallenge: number; session: number; enrollment: number; reset: number };
  totp: {
    issuer: string;
    algorithm: "SHA1" | "SHA256" | "SHA512";
    digits: number;
    periodSeconds: number;
    window: number;
    recoveryCodes: number;
    sandboxCode?: string;
  };
  sessionRequired: { enrollWhenFactorExists: boolean; deleteFactor: boolean };
  lockout: { maxFailedAttempts: number; lockSeconds: number };
}

export const scaRulesTable = defineRuleTable<ScaRules>("sca");
export const scaRules = (): ScaRules => scaRulesTable.load();
