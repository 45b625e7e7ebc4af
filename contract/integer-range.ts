/**
 * Integers a client sets are integers within the range JSON numbers keep exactly,
 * ±(2^53-1) (spec/rules/limits.yaml maxAmount): every `type: integer` schema of a
 * contract gets `maximum` and `minimum` inside that range where it states none (or a
 * wider one), so `9007199254740992`, `1e17` or a negative past the range is a 400 naming
 * the field, never a rounded value. Used by the bundler on the API contract and on the
 * admin contract as it is loaded. (Literals JSON.parse would change, 1e400 or 2^53+1, are
 * refused before validation by the strict JSON reader.)
 */
type Node = { [k: string]: unknown };

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** Bound every integer schema under `doc` to ±max, in place (examples, which are data, are left alone). */
export function boundIntegers(doc: unknown, max: number = Number.MAX_SAFE_INTEGER): void {
  // [node, whether its keys are property names (a `properties` map) rather than keywords]
  const stack: [unknown, boolean][] = [[doc, false]];
  while (stack.length) {
    const [node, names] = stack.pop()!;
    if (Array.isArray(node)) {
      for (const n of node) stack.push([n, false]);
      continue;
    }
    if (!isNode(node)) continue;
    const t = node.type;
    if (!names && (t === "integer" || (Array.isArray(t) && t.includes("integer")))) {
      if (!(typeof node.maximum === "number" && node.maximum <= max)) node.maximum = max;
      if (!(typeof node.minimum === "number" && node.minimum >= -max)) node.minimum = -max;
    }
    for (const k in node)
      if (names || (k !== "example" && k !== "examples")) stack.push([node[k], !names && (k === "properties" || k === "patternProperties")]);
  }
}
