/**
 * DELETE /customers/{id} of an approved customer whose internal account holds money (sandbox
 * funding): 409 CONFLICT, and the customer is kept (GET answers it, not deleted).
 */
import { IndexedCommand } from "../../shared/command.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";

export class DeleteHolding extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((c) => c.type === "INDIVIDUAL" && c.status === "APPROVED");
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const accounts = await client.call("GET", "/customers/internal-accounts", { query: { customerId: c.id } });
    const account = ((accounts.body?.data ?? []) as Json[])[0];
    s.expect(account?.id, "setup", `an approved customer has no internal account: ${answered(accounts)}`);
    const funded = await client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(account.id)}/fund`, { body: { amount: 1000 } });
    s.expect(funded.status === 200, "setup", `funding the customer's internal account answered ${answered(funded)}`, 200, funded.status);
    const path = `/customers/${encodeURIComponent(c.id)}`;
    const del = await client.call("DELETE", path);
    expectAnswer(s, del, "customers.delete-holding", `DELETE ${path} of a customer holding a balance`, 409, "CONFLICT");
    const kept = await client.call("GET", path);
    s.expect(
      kept.status === 200 && kept.body?.isDeleted !== true,
      "customers.delete-holding",
      `GET ${path} after a refused delete answered ${answered(kept)} (isDeleted ${kept.body?.isDeleted})`,
      "200, not deleted",
      answered(kept),
    );
  }
  toString() {
    return `deleteHolding(approved individual #${this.index})`;
  }
}
