/**
 * Test card numbers (pure): a 16-digit PAN in the 4000 00 test range with a valid Luhn
 * check digit and a 3-digit CVV, from random digits the caller supplies.
 */
import { luhnCheckDigit, luhnPasses } from "../../../../contract/luhn.js";

export const luhnValid = (pan: string): boolean => /^[0-9]{12,19}$/.test(pan) && luhnPasses(pan);

/** `digits`: at least 12 random decimal digits (9 for the PAN body, 3 for the CVV). */
export function testCardNumbers(digits: string): { pan: string; cvv: string } {
  if (!/^[0-9]{12,}$/.test(digits)) throw new Error("testCardNumbers: need 12 decimal digits");
  const body = `400000${digits.slice(0, 9)}`;
  return { pan: body + String(luhnCheckDigit(body)), cvv: digits.slice(9, 12) };
}
