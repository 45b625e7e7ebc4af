/**
 * The end-user terms and a customer's consent to them: GET /customers/end-user-terms answers
 * the current version and its URL; a consent (`endUserTermsConsent`) naming a version that
 * does not exist is refused with 400 END_USER_TERMS_VERSION_NOT_FOUND on POST (nothing
 * created) and on PATCH (nothing recorded); one naming the current version is recorded and
 * shown on the customer; the designed `version` query of the terms refuses the same way.
 */
import { IndexedCommand } from "../../shared/command.js";
import { individual } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";

/** A version no server gives its terms. */
const UNSUPPORTED = "0000-not-a-terms-version";
const TERMS = "/customers/end-user-terms";

/** The consent as recorded: the fields given, the moment of acceptance compared as an instant. */
const sameConsent = (a: Json, b: Json) =>
  !!a &&
  a.termsVersion === b.termsVersion &&
  a.acceptanceMethod === b.acceptanceMethod &&
  a.ipAddress === b.ipAddress &&
  Date.parse(a.acceptedAt) === Date.parse(b.acceptedAt);

export class EndUserTerms extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((c) => c.type === "INDIVIDUAL");
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const cur = await client.call("GET", TERMS);
    s.expect(
      cur.status === 200 && typeof cur.body?.version === "string" && typeof cur.body?.url === "string",
      "customers.end-user-terms",
      `GET ${TERMS} answered ${answered(cur)}; expected 200 with the current version and url`,
      { version: "…", url: "…" },
      cur.body,
    );
    if (cur.status !== 200) return;
    const consent = {
      acceptedAt: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
      ipAddress: "198.51.100.24",
      termsVersion: cur.body.version,
      acceptanceMethod: "CHECKBOX",
    };
    const unsupported = { ...consent, termsVersion: UNSUPPORTED };

    const pid = `conf-terms-${Date.now().toString(36)}`;
    const created = await client.call("POST", "/customers", { body: individual("", { platformCustomerId: pid, endUserTermsConsent: unsupported }) });
    expectAnswer(
      s,
      created,
      "customers.terms-version",
      `POST /customers with a consent to terms version ${UNSUPPORTED}`,
      400,
      "END_USER_TERMS_VERSION_NOT_FOUND",
    );
    const listed = await client.call("GET", "/customers", { query: { platformCustomerId: pid, limit: 100 } });
    const made = ((listed.body?.data ?? []) as Json[]).filter((x) => x.platformCustomerId === pid).map((x) => x.id);
    s.expect(made.length === 0, "customers.terms-version", `a refused consent created customers ${JSON.stringify(made)}`, [], made);

    const path = `/customers/${encodeURIComponent(c.id)}`;
    const ok = await client.call("PATCH", path, { body: { customerType: "INDIVIDUAL", endUserTermsConsent: consent } });
    s.expect(
      ok.status === 200 && sameConsent(ok.body?.endUserTermsConsent, consent),
      "customers.terms-consent",
      `PATCH ${path} with a consent to the current terms answered ${answered(ok)}; expected 200 showing the consent`,
      consent,
      ok.body?.endUserTermsConsent,
    );
    const read = await client.call("GET", path);
    s.expect(
      sameConsent(read.body?.endUserTermsConsent, consent),
      "customers.terms-consent",
      `GET ${path} after the consent answered ${answered(read)} without it`,
      consent,
      read.body?.endUserTermsConsent,
    );

    const refused = await client.call("PATCH", path, { body: { customerType: "INDIVIDUAL", endUserTermsConsent: unsupported } });
    expectAnswer(
      s,
      refused,
      "customers.terms-version",
      `PATCH ${path} with a consent to terms version ${UNSUPPORTED}`,
      400,
      "END_USER_TERMS_VERSION_NOT_FOUND",
    );
    const kept = await client.call("GET", path);
    s.expect(
      sameConsent(kept.body?.endUserTermsConsent, consent),
      "customers.terms-version",
      `a refused consent replaced the recorded one: ${JSON.stringify(kept.body?.endUserTermsConsent)}`,
      consent,
      kept.body?.endUserTermsConsent,
    );

    const asked = await client.call("GET", TERMS, { query: { version: UNSUPPORTED } });
    expectAnswer(s, asked, "customers.terms-version-query", `GET ${TERMS}?version=${UNSUPPORTED}`, 400, "END_USER_TERMS_VERSION_NOT_FOUND");
  }
  toString() {
    return `endUserTerms(individual #${this.index})`;
  }
}
