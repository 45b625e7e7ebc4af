/**
 * Contact verification: send then confirm a channel. A channel the provider does not
 * require answers 409, its confirm too; the sandbox code confirms it (PENDING -> VERIFIED);
 * another code is refused; a channel already VERIFIED answers 409 to both calls.
 */
import { IndexedCommand } from "../../shared/command.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";
import { answered } from "../../../runner/expect.js";

/** A code no sandbox takes (the live sandbox's code is 123456). */
const WRONG_CODE = "654321";

export class VerifyContact extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer, { channel: "email" | "phone"; rightCode: boolean }> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers;
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const base = `/customers/${encodeURIComponent(c.id)}/verify-${this.params.channel}`;
    const sent = await client.call("POST", base);
    /** The confirm of a channel it does not apply to (live: 409, whatever the code). */
    const confirmRefused = async (why: string) => {
      const conf = await client.call("POST", `${base}/confirm`, { body: { code: m.rules.contact.sandboxCode } });
      s.expect(conf.status === 409, "contact.confirm-409", `verify-${this.params.channel}/confirm ${why} answered ${answered(conf)}`, 409, conf.status);
    };
    if (!c.contact[this.params.channel]) {
      s.expect(
        sent.status === 409,
        "contact.not-required-409",
        `verify-${this.params.channel} for a channel the provider does not require answered ${sent.status}`,
        409,
        sent.status,
      );
      return confirmRefused("for a channel the provider does not require");
    }
    if (this.params.channel === "phone" && !c.hasPhone) {
      s.expect(sent.status === 400, "contact.no-phone", `verify-phone for a customer without phoneNumber answered ${sent.status}`, 400, sent.status);
      return;
    }
    if (c.contact[this.params.channel] === "VERIFIED") {
      s.expect(
        sent.status === 409,
        "contact.already-verified",
        `verify-${this.params.channel} on a VERIFIED channel answered ${sent.status}`,
        409,
        sent.status,
      );
      return confirmRefused("on a VERIFIED channel");
    }
    s.expect(
      sent.status >= 200 && sent.status < 300,
      "contact.send",
      `verify-${this.params.channel} answered ${sent.status}: ${JSON.stringify(sent.body)}`,
      "2xx",
      sent.status,
    );
    const code = this.params.rightCode ? m.rules.contact.sandboxCode : WRONG_CODE;
    const conf = await client.call("POST", `${base}/confirm`, { body: { code } });
    if (!this.params.rightCode) {
      s.expect(conf.status === 400, "contact.wrong-code", `confirm with a wrong code answered ${conf.status}`, 400, conf.status);
      return;
    }
    s.expect(conf.status === 200, "contact.confirm", `confirm with the sandbox code answered ${conf.status}: ${JSON.stringify(conf.body)}`, 200, conf.status);
    const g = await client.call("GET", `/customers/${encodeURIComponent(c.id)}`);
    s.expect(
      g.body?.contactVerification?.[this.params.channel] === "VERIFIED",
      "contact.verified",
      `${this.params.channel} is ${g.body?.contactVerification?.[this.params.channel]} after a confirmed code`,
      "VERIFIED",
      g.body?.contactVerification?.[this.params.channel],
    );
    if (c.contact[this.params.channel] !== "VERIFIED") s.transition(`contactVerification.${this.params.channel}`, "PENDING", "VERIFIED");
    s.row(ROW.kycState("contactVerified"));
    c.contact[this.params.channel] = "VERIFIED";
  }
  toString() {
    return `verifyContact(#${this.index}, ${this.params.channel}, ${this.params.rightCode ? "sandbox code" : "wrong code"})`;
  }
}
