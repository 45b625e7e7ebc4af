/**
 * The Luhn check of card numbers, one definition for the simulator (test card numbers,
 * redacting card-number-shaped digit runs from the journal) and the conformance suite
 * (finding a card number leaked into an answer).
 */

/** The Luhn sum of `digits` (decimal digits only), doubling every second digit from the right when `doubleFirst`. */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === (doubleFirst ? 0 : 1) && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum;
}

/** The check digit that makes `body` + digit pass the Luhn check. */
export const luhnCheckDigit = (body: string): number => (10 - (luhnSum(body, true) % 10)) % 10;

/** Whether a run of decimal digits passes the Luhn check. */
export const luhnPasses = (digits: string): boolean => luhnSum(digits, false) % 10 === 0;
