/** GET /customers: every customer the model created is listed, with the status the model predicts. */
import type fc from "fast-check";
import { statusField, type CustomerModel, type CustomerReal } from "../model.js";
import type { Json } from "../../../contract/json.js";

export class ListCustomers implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length > 0;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    // The platform may hold other customers (a given platform is reused across runs): walk the pages until every one is seen.
    const byId = new Map<string, Json>();
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const r = await client.call("GET", "/customers", { query: { limit: 100, cursor } });
      s.expect(r.status === 200, "customers.list", `GET /customers answered ${r.status}`, 200, r.status);
      for (const c of r.body?.data ?? []) byId.set(c.id, c);
      cursor = r.body?.nextCursor;
      if (!r.body?.hasMore || !cursor || m.customers.every((c) => byId.has(c.id))) break;
    }
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
