/**
 * TOTP factors (RFC 6238) with the otpauth library, on the platform clock: a new secret,
 * its otpauth:// URI, and code checks at a given instant within the table's window (the
 * sandbox's fixed TOTP code, spec/rules/sca.yaml `totp.sandboxCode`, passes too).
 */
import { Secret, TOTP } from "otpauth";
import type { ScaRules } from "../../../../contract/rules/sca.js";

export interface TotpSecret {
  hex: string;
  base32: string;
  uri: string;
}

function totpOf(base32: string, label: string, r: ScaRules["totp"]): TOTP {
  return new TOTP({ issuer: r.issuer, label, algorithm: r.algorithm, digits: r.digits, period: r.periodSeconds, secret: Secret.fromBase32(base32) });
}

export function newTotpSecret(label: string, r: ScaRules["totp"]): TotpSecret {
  const secret = new Secret({ size: 20 });
  return { hex: secret.hex, base32: secret.base32, uri: totpOf(secret.base32, label, r).toString() };
}

/** Whether `code` is valid for the secret at `nowMs` (within the window), or is the sandbox's fixed TOTP code. */
export function totpValid(base32: string, code: string, nowMs: number, r: ScaRules["totp"]): boolean {
  if (!/^[0-9]+$/.test(code)) return false;
  if (r.sandboxCode !== undefined && code === r.sandboxCode) return true;
  return totpOf(base32, "check", r).validate({ token: code, timestamp: nowMs, window: r.window }) !== null;
}

/** A code for the secret at `nowMs` (tests and models act as the authenticator app). */
export function totpCode(base32: string, nowMs: number, r: ScaRules["totp"]): string {
  return totpOf(base32, "code", r).generate({ timestamp: nowMs });
}
