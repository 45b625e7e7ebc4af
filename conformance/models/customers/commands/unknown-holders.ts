/**
 * The lists filtered by a customer (or document holder) that does not exist: GET /documents
 * answers 404 DOCUMENT_HOLDER_NOT_FOUND, GET /verifications and GET /beneficial-owners 404
 * CUSTOMER_NOT_FOUND.
 */
import { Command } from "../../shared/command.js";
import type { CustomerModel, CustomerReal } from "../model.js";
import { expectAnswer } from "../../../runner/expect.js";

/** Well-formed ids no platform gave. */
const NO_CUSTOMER = "Customer:00000000-0000-4000-8000-00000000c0de";
const NO_OWNER = "BeneficialOwner:00000000-0000-4000-8000-00000000c0de";

export class UnknownHolders extends Command<CustomerModel, CustomerReal> {
  async run(_m: CustomerModel, { client, s }: CustomerReal) {
    const rule = "customers.unknown-filter";
    for (const holder of [NO_CUSTOMER, NO_OWNER]) {
      const r = await client.call("GET", "/documents", { query: { documentHolder: holder } });
      expectAnswer(s, r, rule, `GET /documents?documentHolder=${holder}`, 404, "DOCUMENT_HOLDER_NOT_FOUND");
    }
    const v = await client.call("GET", "/verifications", { query: { customerId: NO_CUSTOMER } });
    expectAnswer(s, v, rule, `GET /verifications?customerId=${NO_CUSTOMER}`, 404, "CUSTOMER_NOT_FOUND");
    const o = await client.call("GET", "/beneficial-owners", { query: { customerId: NO_CUSTOMER } });
    expectAnswer(s, o, rule, `GET /beneficial-owners?customerId=${NO_CUSTOMER}`, 404, "CUSTOMER_NOT_FOUND");
  }
  toString() {
    return "unknownHolders()";
  }
}
