/** Shared steps of the SCA tests: a customer on an SCA platform, logins, TOTP codes as an authenticator app computes them. */
import { Secret, TOTP } from "otpauth";
import type { TestPlatform } from "../support/simulator.js";
import { customer } from "../money/helpers.js";
import { scaRules } from "../../contract/rules/sca.js";

/** The sandbox SCA code (the live sandbox's 123456: spec/rules/sca.yaml `sandboxSmsCode`). */
export const SMS_CODE = scaRules().sandboxSmsCode;

export const q = (customerId: string) => `?customerId=${encodeURIComponent(customerId)}`;

export async function scaCustomer(p: TestPlatform, phoneNumber: string | null = "+447700900123"): Promise<string> {
  return customer(p, phoneNumber ? { phoneNumber } : {});
}

/** The code an authenticator app shows now (platform time) for a base32 secret. */
export async function totpNow(p: TestPlatform, base32: string): Promise<string> {
  return new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.parse(await p.now()) });
}

/** SMS_OTP login with the sandbox code. */
export async function smsLogin(p: TestPlatform, customerId: string) {
  const s = await p.post(`/sca/login/start${q(customerId)}`, { factor: "SMS_OTP" });
  if (s.status !== 200) throw new Error(`login start: ${s.status} ${JSON.stringify(s.body)}`);
  return p.post(`/sca/login/complete${q(customerId)}`, { factor: "SMS_OTP", code: SMS_CODE, endUserIpAddress: "203.0.113.7" });
}
