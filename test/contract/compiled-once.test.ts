/**
 * The bundled contract is compiled once per process: a second simulator of the process
 * shares the first one's validators and route table (they hold only functions of the
 * document), warms without compiling anything, and still keeps its own platforms; a
 * simulator given a document of its own compiles its own.
 */
import { describe, expect, it } from "vitest";
import { createSimulator } from "../../simulator/app.js";
import { bundledSpec } from "../../contract/spec.js";
import { compiledContract } from "../../simulator/pipeline/compiled-contract.js";

describe("the bundled contract, compiled once per process", () => {
  it("is shared by every simulator serving it, which warms without compiling again", async () => {
    const shared = compiledContract({});
    const a = createSimulator({ warm: true, log: () => undefined });
    const compiled = shared.registry.compiled();
    expect(compiled).toBeGreaterThan(100);
    const b = createSimulator({ warm: true, log: () => undefined });
    expect(b.routes).toBe(a.routes);
    expect(shared.registry.compiled()).toBe(compiled);
    // Shared validators, separate state: a platform of one is unknown to the other.
    const { baseUrl: aUrl } = await a.listen(0);
    const { baseUrl: bUrl } = await b.listen(0);
    try {
      const made = await fetch(aUrl.replace(/\/[^/]+$/, "") + "/_sim/platforms", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientId: "only-in-a", clientSecret: "s" }),
      });
      expect(made.status).toBe(201);
      const auth = { authorization: "Basic " + Buffer.from("only-in-a:s").toString("base64") };
      expect((await fetch(aUrl + "/customers", { headers: auth })).status).toBe(200);
      expect((await fetch(bUrl + "/customers", { headers: auth })).status).toBe(401);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("compiles a caller's own document apart", () => {
    const own = compiledContract({ doc: structuredClone(bundledSpec()) as never });
    expect(own.registry).not.toBe(compiledContract({}).registry);
    expect(own.routes).not.toBe(compiledContract({}).routes);
    const sim = createSimulator({ doc: structuredClone(bundledSpec()) as never, log: () => undefined });
    expect(sim.routes).not.toBe(compiledContract({}).routes);
  });
});
