/** GET /customers: every customer the model created is listed, with the status the model predicts. */
import type fc from "fast-check";
import { statusField, type CustomerModel, type CustomerReal } from "../model.js";

export class ListCustomers implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length > 0;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const r = await client.call("GET", "/customers", { query: { limit: 100 } });
    s.expect(r.status === 200, "customers.list", `GET /customers answered ${r.status}`, 200, r.status);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer of the server under test, read before (or while) checking it against the contract
    const byId = new Map<string, any>((r.body?.data ?? []).map((c: any) => [c.id, c]));
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
