/**
 * POST /customers naming the platformCustomerId of an active customer of the platform: 409
 * CONFLICT (description: Customer, platformCustomerId; the 409 table), and the platform's id
 * still finds only the first customer (GET /customers?platformCustomerId).
 */
import { IndexedCommand } from "../../shared/command.js";
import { individual } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { expectAnswer } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";

export class DuplicatePlatformId extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((c) => c.platformCustomerId !== undefined);
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const pid = c.platformCustomerId!;
    const r = await client.call("POST", "/customers", { body: individual("", { platformCustomerId: pid, fullName: "Second Holder" }) });
    expectAnswer(s, r, "customers.duplicate-platform-id", `a second customer with platformCustomerId ${pid}`, 409, "CONFLICT");
    const l = await client.call("GET", "/customers", { query: { platformCustomerId: pid, limit: 100 } });
    const ids = ((l.body?.data ?? []) as Json[]).filter((x) => x.platformCustomerId === pid).map((x) => x.id);
    s.expect(
      l.status === 200 && ids.length === 1 && ids[0] === c.id,
      "customers.duplicate-platform-id",
      `GET /customers?platformCustomerId=${pid} lists ${JSON.stringify(ids)}; only ${c.id} holds it (reusing the id avoids duplicates)`,
      [c.id],
      ids,
    );
  }
  toString() {
    return `duplicatePlatformCustomerId(customer #${this.index})`;
  }
}
