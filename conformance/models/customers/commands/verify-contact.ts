/**
 * Contact verification: send then confirm a channel. A channel the provider does not
 * require answers 409; the sandbox code confirms it (PENDING -> VERIFIED); another code is refused.
 */
import type fc from "fast-check";
import { pick, type CustomerModel, type CustomerReal } from "../model.js";

export class VerifyContact implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(
    readonly index: number,
    readonly channel: "email" | "phone",
    readonly rightCode: boolean,
  ) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.length > 0;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = pick(m.customers, this.index)!;
    const base = `/customers/${encodeURIComponent(c.id)}/verify-${this.channel}`;
    const sent = await client.call("POST", base);
    if (!c.contact[this.channel]) {
      s.expect(
        sent.status === 409,
        "contact.not-required-409",
        `verify-${this.channel} for a channel the provider does not require answered ${sent.status}`,
        409,
        sent.status,
      );
      return;
    }
    if (this.channel === "phone" && !c.hasPhone) {
      s.expect(sent.status === 400, "contact.no-phone", `verify-phone for a customer without phoneNumber answered ${sent.status}`, 400, sent.status);
      return;
    }
    if (c.contact[this.channel] === "VERIFIED") {
      s.expect(sent.status === 409, "contact.already-verified", `verify-${this.channel} on a VERIFIED channel answered ${sent.status}`, 409, sent.status);
      return;
    }
    s.expect(
      sent.status >= 200 && sent.status < 300,
      "contact.send",
      `verify-${this.channel} answered ${sent.status}: ${JSON.stringify(sent.body)}`,
      "2xx",
      sent.status,
    );
    const code = this.rightCode ? m.rules.contact.sandboxCode : "123456";
    const conf = await client.call("POST", `${base}/confirm`, { body: { code } });
    if (!this.rightCode) {
      s.expect(conf.status === 400, "contact.wrong-code", `confirm with a wrong code answered ${conf.status}`, 400, conf.status);
      return;
    }
    s.expect(conf.status === 200, "contact.confirm", `confirm with the sandbox code answered ${conf.status}: ${JSON.stringify(conf.body)}`, 200, conf.status);
    const g = await client.call("GET", `/customers/${encodeURIComponent(c.id)}`);
    s.expect(
      g.body?.contactVerification?.[this.channel] === "VERIFIED",
      "contact.verified",
      `${this.channel} is ${g.body?.contactVerification?.[this.channel]} after a confirmed code`,
      "VERIFIED",
      g.body?.contactVerification?.[this.channel],
    );
    if (c.contact[this.channel] !== "VERIFIED") s.transition(`contactVerification.${this.channel}`, "PENDING", "VERIFIED");
    c.contact[this.channel] = "VERIFIED";
  }
  toString() {
    return `verifyContact(#${this.index}, ${this.channel}, ${this.rightCode ? "sandbox code" : "wrong code"})`;
  }
}
