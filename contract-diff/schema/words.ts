/** Small helpers of the schema comparison: how a spot and a value are written, and bound witnesses. */
import type { Bound, Loc } from "./normalize.js";

export const show = (v: unknown): string => JSON.stringify(v);

/** A spot inside a value, as a sentence names it. */
export const at = (inst: string[]): string => (inst.length ? `\`${inst.join(".")}\`` : "the value");

export const BOUND_NAME: Record<Bound, string> = {
  minLength: "min-length",
  maxLength: "max-length",
  minimum: "minimum",
  maximum: "maximum",
  minItems: "min-items",
  maxItems: "max-items",
  minProperties: "min-properties",
  maxProperties: "max-properties",
};

export function keyOf(l: Loc): string {
  return "parts" in l ? l.parts.map(keyOf).join("+") : l.ptr;
}

/** A value inside the looser bound `x` (undefined: none) and outside the tighter one `y`. */
export function boundWitness(b: Bound, x: number | undefined, y: number): unknown {
  switch (b) {
    case "maxLength":
      return "a".repeat(Math.min(x ?? y + 1, y + 1));
    case "minLength":
      return "a".repeat(Math.max(x ?? 0, y - 1));
    case "maximum":
      return x === undefined ? y + 1 : Math.min(x, y + 1);
    case "minimum":
      return x === undefined ? y - 1 : Math.max(x, y - 1);
    case "maxItems":
      return { __items__: Math.min(x ?? y + 1, y + 1) };
    case "minItems":
      return { __items__: Math.max(x ?? 0, y - 1) };
    default:
      return undefined;
  }
}
