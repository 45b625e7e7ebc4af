/**
 * POST /customers/{id}/kyc-link: 409 while a present contact channel is not VERIFIED, else a
 * fresh single-use link embedding redirectUri; the same Idempotency-Key replays the first link.
 */
import { IndexedCommand } from "../../shared/command.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";

export class KycLink extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers;
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const redirectUri = "https://platform.example.com/onboarding/done";
    const r = await client.call("POST", `/customers/${encodeURIComponent(c.id)}/kyc-link`, { body: { redirectUri } });
    const blocked = Object.values(c.contact).some((v) => v !== "VERIFIED");
    if (blocked) {
      s.expect(r.status === 409, "kyc-link.contact-409", `kyc-link with an unverified contact channel answered ${r.status}`, 409, r.status);
      s.row(ROW.kycState("kycLink409"));
      return;
    }
    s.expect(r.status === 200 || r.status === 201, "kyc-link.create", `kyc-link answered ${r.status}: ${JSON.stringify(r.body)}`, "200/201", r.status);
    s.expect(
      typeof r.body.kycUrl === "string" && decodeURIComponent(r.body.kycUrl).includes(redirectUri),
      "kyc-link.redirect",
      "kycUrl does not embed redirectUri",
      redirectUri,
      r.body.kycUrl,
    );
    const again = await client.call("POST", `/customers/${encodeURIComponent(c.id)}/kyc-link`, { body: { redirectUri } });
    s.expect(
      again.body?.kycUrl && again.body.kycUrl !== r.body.kycUrl,
      "kyc-link.fresh",
      "a second kyc-link call returned the same link (each call returns a fresh single-use link)",
      "a new kycUrl",
      again.body?.kycUrl,
    );
    // The same Idempotency-Key replays the first answer: the same link, none issued anew.
    const headers = { "Idempotency-Key": `kyc-link-${c.id}` };
    const keyed = await client.call("POST", `/customers/${encodeURIComponent(c.id)}/kyc-link`, { body: { redirectUri }, headers });
    const replay = await client.call("POST", `/customers/${encodeURIComponent(c.id)}/kyc-link`, { body: { redirectUri }, headers });
    s.expect(
      keyed.status === replay.status && typeof keyed.body?.kycUrl === "string" && replay.body?.kycUrl === keyed.body.kycUrl,
      "kyc-link.idempotent",
      "a kyc-link sent again with the same Idempotency-Key issued another link instead of replaying the first answer",
      keyed.body?.kycUrl,
      replay.body?.kycUrl,
    );
  }
  toString() {
    return `kycLink(#${this.index})`;
  }
}
