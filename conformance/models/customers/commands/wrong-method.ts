/**
 * A path of the contract called with a method it does not serve (PUT and DELETE /customers):
 * the live service answers 405 METHOD_NOT_ALLOWED as JSON (not an answer of any operation,
 * so the call is judged here only).
 */
import type fc from "fast-check";
import type { CustomerModel, CustomerReal } from "../model.js";
import { expectAnswer } from "../../../runner/expect.js";

export class WrongMethod implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  check() {
    return true;
  }
  async run(_m: CustomerModel, { client, s }: CustomerReal) {
    for (const method of ["PUT", "DELETE"]) {
      const r = await client.call(method, "/customers", { body: method === "PUT" ? { customerType: "INDIVIDUAL" } : undefined, unchecked: true });
      expectAnswer(s, r, "api.method-not-allowed", `${method} /customers (the path serves GET and POST)`, 405, "METHOD_NOT_ALLOWED");
    }
  }
  toString() {
    return "wrongMethod(PUT, DELETE /customers)";
  }
}
