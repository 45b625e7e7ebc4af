/**
 * GET /customers with time bounds equal to a customer's own createdAt / updatedAt (narrowed to
 * its platformCustomerId, so one page holds it): the live service documents every bound
 * inclusive, so the customer is listed under each. An upper
 * bound is only exact when the instants carry milliseconds (a server rendering whole seconds
 * may keep more than it shows): otherwise that step is named as skipped.
 */
import { IndexedCommand } from "../../shared/command.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";

const BOUNDS = [
  ["createdAfter", "createdAt"],
  ["createdBefore", "createdAt"],
  ["updatedAfter", "updatedAt"],
  ["updatedBefore", "updatedAt"],
] as const;

export class ListBounds extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers;
  async run(_m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(_m);
    const got = await client.call("GET", `/customers/${encodeURIComponent(c.id)}`);
    s.expect(got.status === 200, "setup", `GET /customers/${c.id} answered ${answered(got)}`, 200, got.status);
    for (const [param, field] of BOUNDS) {
      const at = String(got.body?.[field] ?? "");
      if (param.endsWith("Before") && !/\.\d+/.test(at)) {
        s.skipStep(`GET /customers?${param}=<the customer's ${field}>`, `${field} ${at} is in whole seconds: an exact upper bound is not shown`);
        continue;
      }
      const r = await client.call("GET", "/customers", { query: { platformCustomerId: got.body?.platformCustomerId, [param]: at, limit: 100 } });
      const listed = ((r.body?.data ?? []) as Json[]).some((x) => x.id === c.id);
      s.expect(
        r.status === 200 && listed,
        "customers.list-bounds-inclusive",
        `GET /customers?${param}=${at} (the customer's own ${field}) must list ${c.id}; got ${answered(r)} without it`,
        "listed",
        answered(r),
      );
    }
  }
  toString() {
    return `listBounds(#${this.index})`;
  }
}
