/**
 * The simulator's log never takes a request path as its format: a path holding `%c` or `%s`
 * is logged as written, and the error after it is still printed (console's first argument
 * is a format string: `%c` there consumed the error as CSS and the line lost it).
 */
import { format } from "node:util";
import { afterEach, expect, test, vi } from "vitest";
import { createSimulator } from "../../simulator/app.js";

afterEach(() => vi.restoreAllMocks());

test("an unhandled error on a path with %c and %s is logged with the path as sent and the error", async () => {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(format(...args)));
  // A route stage that fails unexpectedly: the default log records the request as it came.
  const sim = createSimulator({
    stages: {
      route: () => {
        throw new Error("boom in the route stage");
      },
    },
  });
  const { baseUrl } = await sim.listen(0);
  try {
    const r = await fetch(`${baseUrl}/customers/a%c%s%d`);
    expect(r.status).toBe(500);
    const line = lines.find((l) => l.includes("unhandled"));
    expect(line, lines.join("\n")).toBeDefined();
    expect(line).toContain("/customers/a%c%s%d");
    expect(line).toContain("boom in the route stage");
  } finally {
    await sim.close();
  }
});
