/**
 * POST /verifications: final states answer 400; a customer with a present contact channel not
 * VERIFIED is refused (live: contact verification comes before KYC), then its channels are
 * verified where it can be and it is submitted again; otherwise the verification status, the
 * customer's status and the error entries are exactly what the model predicts.
 */
import { IndexedCommand } from "../../shared/command.js";
import {
  INDIVIDUAL_GAPS,
  contactPending,
  errorKey,
  predictSubmission,
  statusField,
  suffixKey,
  type CustomerModel,
  type CustomerReal,
  type ModelCustomer,
} from "../model.js";
import { ROW } from "../../../runner/table-rules.js";
import type { Json } from "../../../contract/json.js";
import type { ApiClient } from "../../../client/client.js";
import { answered } from "../../../runner/expect.js";

/** Sends and confirms (with the sandbox code) each pending channel the customer can receive a code on; false if one stays pending. */
async function verifyChannels(m: CustomerModel, c: ModelCustomer, client: ApiClient): Promise<boolean> {
  for (const ch of contactPending(c)) {
    if (ch === "phone" && !c.hasPhone) return false;
    const base = `/customers/${encodeURIComponent(c.id)}/verify-${ch}`;
    await client.call("POST", base);
    const conf = await client.call("POST", `${base}/confirm`, { body: { code: m.rules.contact.sandboxCode } });
    if (conf.status !== 200) return false;
    c.contact[ch] = "VERIFIED";
  }
  return true;
}

export class Submit extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers;
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    let p = predictSubmission(m, c);
    let r = await client.call("POST", "/verifications", { body: { customerId: c.id } });
    if (p.httpStatus === 409) {
      const { status, code } = m.rules.contact.beforeKyc;
      s.expect(
        r.status === status && r.body?.code === code,
        "verification.contact-first",
        `POST /verifications with ${contactPending(c).join(" and ")} still PENDING answered ${answered(r)}; KYC begins once every present channel is VERIFIED`,
        `${status} ${code}`,
        answered(r),
      );
      if (!(await verifyChannels(m, c, client))) return;
      p = predictSubmission(m, c);
      r = await client.call("POST", "/verifications", { body: { customerId: c.id } });
    }
    if (p.httpStatus === 400) {
      s.expect(
        r.status === 400,
        "verification.final-400",
        `POST /verifications on a ${c.status} ${c.type.toLowerCase()} answered ${r.status}; final states answer 400`,
        400,
        r.status,
      );
      s.row(ROW.kycState("final"));
      return;
    }
    // What the prediction rests on: the description's tables, or a designed part (the HOLD
    // trigger, the business document types, provider-required fields).
    const described = new Set(INDIVIDUAL_GAPS.map((g) => `MISSING_FIELD customer.${g}`));
    const designed = c.hold || c.type === "BUSINESS" || (p.errors ?? []).some((e) => e.startsWith("MISSING_FIELD") && !described.has(e));
    s.expect(
      r.status === 200 || r.status === 201,
      "verification.submit",
      `POST /verifications answered ${r.status}: ${JSON.stringify(r.body)}`,
      "200/201",
      r.status,
    );
    s.expect(r.body.customerId === c.id, "verification.customer", "the verification names another customer", c.id, r.body.customerId);
    s.expect(
      r.body.verificationStatus === p.verificationStatus,
      c.hold ? "verification.hold" : "verification.status",
      `${c.type} suffix ${c.suffix} on a ${m.kind} platform: verificationStatus ${r.body.verificationStatus}, expected ${p.verificationStatus}`,
      p.verificationStatus,
      r.body.verificationStatus,
    );
    const got = ((r.body.errors ?? []) as Json[]).map(errorKey).sort();
    const want = [...(p.errors ?? [])].sort();
    // The entries of an individual's gaps are the description's ("each gap returns one errors
    // entry"), whatever designed entries stand beside them: held apart, so a designed part
    // never hides a missing described one.
    const ofDescription = (e: string) =>
      c.type === "INDIVIDUAL" && !c.hold && (described.has(e) || /^(MISSING_IDENTITY_DOCUMENT|INVALID_FIELD|POOR_QUALITY_DOCUMENT)\b/.test(e));
    s.expect(
      JSON.stringify(got.filter(ofDescription)) === JSON.stringify(want.filter(ofDescription)),
      "verification.errors",
      `error entries of the description differ for ${c.type} suffix ${c.suffix}`,
      want.filter(ofDescription),
      got.filter(ofDescription),
    );
    s.expect(
      JSON.stringify(got) === JSON.stringify(want),
      designed ? "verification.designed-errors" : "verification.errors",
      `error entries differ for ${c.type} suffix ${c.suffix}`,
      want,
      got,
    );
    for (const e of (r.body.errors ?? []) as Json[]) {
      s.expect(
        typeof e.resourceId === "string" && typeof e.reason === "string" && e.reason.length > 0,
        "verification.error-shape",
        "an error entry lacks resourceId or reason",
        "resourceId + reason",
        e,
      );
    }
    const byId = await client.call("GET", `/verifications/${encodeURIComponent(r.body.id)}`);
    s.expect(
      byId.status === 200 && byId.body?.verificationStatus === r.body.verificationStatus,
      "verification.read",
      `GET /verifications/{id} answered ${byId.status} ${byId.body?.verificationStatus}`,
      r.body.verificationStatus,
      byId.body?.verificationStatus,
    );
    const byCustomer = await client.call("GET", "/verifications", { query: { customerId: c.id } });
    const listed = byCustomer.body?.data?.[0]?.id;
    s.expect(
      byCustomer.status === 200 && byCustomer.body?.data?.length === 1 && listed === r.body.id,
      "verification.read",
      `GET /verifications?customerId answered ${byCustomer.status} with ${listed}`,
      r.body.id,
      listed,
    );
    const g = await client.call("GET", `/customers/${encodeURIComponent(c.id)}`);
    const field = statusField(c);
    s.expect(
      g.body?.[field] === p.status,
      c.hold ? "verification.hold" : "verification.customer-status",
      `${c.type} suffix ${c.suffix}: ${field} ${g.body?.[field]} after submission, expected ${p.status}`,
      p.status,
      g.body?.[field],
    );
    if (c.status !== p.status) s.transition(field, c.status, p.status!);
    if (!p.complete) s.row(ROW.kycState("incomplete"));
    else if (!c.hold) {
      s.row(
        c.type === "BUSINESS"
          ? ROW.kybSubmission(suffixKey(m.rules.business.outcomes, c.suffix))
          : ROW.kycSubmission(suffixKey(m.rules.individual.outcomes, c.suffix)),
      );
      if (c.status === "UNVERIFIED" && p.status !== "UNVERIFIED") s.row(ROW.kycState("pending"));
      if (p.status === "APPROVED") s.row(ROW.kycState("approved"));
      if (p.status === "REJECTED") s.row(ROW.kycState("rejected"));
    }
    c.status = p.status!;
    if (c.type === "BUSINESS" && m.rules.finalStatuses.includes(c.status)) {
      for (const o of c.owners) {
        const ob = await client.call("GET", `/beneficial-owners/${encodeURIComponent(o.id)}`);
        const expected = m.rules.beneficialOwner.outcomes[o.lastSuffix] ?? m.rules.beneficialOwner.default;
        s.magic("beneficial owner lastName suffix", o.lastSuffix);
        s.expect(
          ob.body?.kycStatus === expected,
          "kyb.owner-resolution",
          `owner with lastName suffix ${o.lastSuffix} is ${ob.body?.kycStatus} after the business resolved ${c.status}`,
          expected,
          ob.body?.kycStatus,
        );
        s.row(ROW.ownerSuffix(suffixKey(m.rules.beneficialOwner.outcomes, o.lastSuffix)));
      }
    }
  }
  toString() {
    return `submit(#${this.index})`;
  }
}
