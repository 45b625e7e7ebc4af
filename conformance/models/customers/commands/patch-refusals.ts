/**
 * PATCH /customers/{id} refused, the customer left as it was: updated to use a currency whose
 * provider requires a field the customer lacks (400 MISSING_MANDATORY_USER_INFO naming it),
 * and given the platformCustomerId of another active customer (409 CONFLICT). The customer
 * patched is a new one without a birthDate; the other is the model's.
 */
import { IndexedCommand } from "../../shared/command.js";
import { individual } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";

/** The field the new customer lacks. */
const LACKING = "birthDate";

export class PatchRefusals extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((c) => c.platformCustomerId !== undefined);
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const other = this.item(m);
    const body = individual();
    delete body[LACKING];
    const created = await client.call("POST", "/customers", { body });
    s.expect(created.status === 201, "customers.create", `POST /customers without ${LACKING} answered ${answered(created)}`, 201, created.status);
    if (created.status !== 201) return;
    const path = `/customers/${encodeURIComponent(created.body.id)}`;

    // A currency one of whose provider-required fields is the one the customer lacks.
    const currency = Object.entries(m.providerRequiredBy).find(([, names]) =>
      names.some((n) => m.rules.providerRequiredFields[n]?.INDIVIDUAL === LACKING),
    )?.[0];
    if (!currency) s.skipStep("PATCH naming a currency whose provider requires a missing field", `no supported currency's provider requires ${LACKING}`);
    else {
      const r = await client.call("PATCH", path, { body: { customerType: "INDIVIDUAL", currencies: [currency] } });
      expectAnswer(
        s,
        r,
        "customers.provider-required-patch",
        `PATCH updating a customer without ${LACKING} to use ${currency}`,
        400,
        "MISSING_MANDATORY_USER_INFO",
      );
      const named = ((r.body?.details?.errors ?? []) as Json[]).map((e) => e.field);
      s.expect(
        named.includes(LACKING),
        "customers.provider-required-patch",
        `MISSING_MANDATORY_USER_INFO names ${JSON.stringify(named)}, not ${LACKING}`,
        LACKING,
        named,
      );
      const after = await client.call("GET", path);
      const uses = (after.body?.currencies ?? []) as string[];
      s.expect(
        !uses.includes(currency),
        "customers.provider-required-patch",
        `a refused PATCH left the customer using ${JSON.stringify(uses)}`,
        "unchanged",
        uses,
      );
    }

    const pid = other.platformCustomerId!;
    const clash = await client.call("PATCH", path, { body: { customerType: "INDIVIDUAL", platformCustomerId: pid } });
    expectAnswer(
      s,
      clash,
      "customers.duplicate-platform-id-patch",
      `PATCH giving a customer the platformCustomerId ${pid} of another active customer`,
      409,
      "CONFLICT",
    );
    const kept = await client.call("GET", path);
    s.expect(
      kept.body?.platformCustomerId === body.platformCustomerId,
      "customers.duplicate-platform-id-patch",
      `a refused PATCH changed platformCustomerId to ${kept.body?.platformCustomerId}`,
      body.platformCustomerId,
      kept.body?.platformCustomerId,
    );
  }
  toString() {
    return `patchRefusals(other customer #${this.index})`;
  }
}
