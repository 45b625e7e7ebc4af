/**
 * The strict JSON reader's string rules, on both of its paths: a text holding the escape
 * \u0000 has its strings looked into, one without it skips its values' contents (JSON writes
 * U+0000 no other way); keys are always read (duplicates, forbidden names), escapes decoded.
 */
import { describe, expect, test } from "vitest";
import { parseJsonStrict } from "../../simulator/http/json-text.js";

const parse = (text: string, maxValues = Infinity) => parseJsonStrict(Buffer.from(text), 32, maxValues);
const codeOf = (text: string, maxValues?: number) => {
  const r = parse(text, maxValues);
  return r.ok ? "ok" : r.problem.code;
};

describe("strict JSON strings", () => {
  test.each([
    ['{"fullName":"a\\u0000b"}', "INVALID_CHARACTER"],
    ['{"a\\u0000":1}', "INVALID_CHARACTER"],
    ['["x",["y","\\u0000"]]', "INVALID_CHARACTER"],
    ['{"a":"\\\\u0000"}', "ok"], // an escaped backslash, then the letters u0000
    ['{"a":1,"\\u0061":2}', "DUPLICATE_KEY"], // the same key, escaped once
    ['{"a":{"b":"x","b":"y"}}', "DUPLICATE_KEY"],
    ['{"list":["a","a"],"a":"a"}', "ok"], // values repeat freely
    ['{"x":"__proto__","\\u005f_proto__":1}', "FORBIDDEN_KEY"],
  ])("%s: %s", (text, code) => {
    expect(codeOf(text)).toBe(code);
  });

  test("string values count toward maxValues on both paths", () => {
    expect(codeOf('["a","b","c"]', 3)).toBe("TOO_MANY_VALUES");
    expect(codeOf('["a","b","c"]', 4)).toBe("ok");
    expect(codeOf('["a","b","\\u0000"]', 3)).toBe("TOO_MANY_VALUES");
  });

  test("the text decoded is given back with the value", () => {
    expect(parse('{"fullName":"Zoë"}')).toEqual({ ok: true, value: { fullName: "Zoë" }, text: '{"fullName":"Zoë"}' });
  });
});
