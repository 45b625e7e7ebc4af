/** GET /customers: every customer the model created is listed, with the status the model predicts. */
import type fc from "fast-check";
import { statusField, type CustomerModel, type CustomerReal } from "../model.js";
import type { Json } from "../../../client/json.js";

export class ListCustomers implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length > 0;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const r = await client.call("GET", "/customers", { query: { limit: 100 } });
    s.expect(r.status === 200, "customers.list", `GET /customers answered ${r.status}`, 200, r.status);
    const byId = new Map<string, Json>((r.body?.data ?? []).map((c: Json) => [c.id, c]));
    for (const c of m.customers) {
      const got = byId.get(c.id);
      s.expect(got, "customers.list-complete", `customer ${c.id} is missing from GET /customers`, c.id, [...byId.keys()]);
      const f = statusField(c);
      s.expect(got[f] === c.status, "customers.list-status", `GET /customers shows ${c.id} ${got[f]}, the model expects ${c.status}`, c.status, got[f]);
    }
  }
  toString() {
    return "listCustomers()";
  }
}
