/** Verify on an account the platform does not hold: 404. */
import type fc from "fast-check";
import type { OwnershipModel, OwnershipReal } from "../model.js";
import { ROW } from "../../../../runner/table-rules.js";

export class VerifyUnknown implements fc.AsyncCommand<OwnershipModel, OwnershipReal> {
  constructor(readonly owner: "platform" | "customer") {}
  check() {
    return true;
  }
  async run(_m: OwnershipModel, { client, s }: OwnershipReal) {
    const res = await client.call(
      "POST",
      `/${this.owner === "platform" ? "platform" : "customers"}/external-accounts/${encodeURIComponent("ExternalAccount:00000000-0000-4000-8000-0000000000ff")}/verify`,
      { body: { signature: "0x00" } },
    );
    s.expect(res.status === 404, "ownership.unknown-404", `verify on an unknown account answered ${res.status}`, 404, res.status);
    s.row(ROW.ownership("unknown"));
  }
  toString() {
    return `verifyUnknown(${this.owner})`;
  }
}
