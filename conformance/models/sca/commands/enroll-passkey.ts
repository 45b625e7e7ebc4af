/**
 * Enrol a PASSKEY factor with a live SCA session: the enrolment answers WebAuthn creation
 * options with the relying party and the origins it accepts; a software authenticator's
 * registration for them is confirmed (200, the factor with its credentialId) and listed; a
 * second passkey enrolment is refused (409 PASSKEY_ALREADY_ENROLLED: one passkey per
 * customer); the passkey is then deleted by its credentialId (204) and no longer listed.
 */
import type fc from "fast-check";
import { SoftwareAuthenticator } from "../../wallet-auth/authenticator.js";
import { expectAnswer } from "../../../runner/expect.js";
import { call, got, q, sessionLive, type ScaModel, type ScaReal } from "../model.js";

const RULE = "sca.passkey";

export class EnrollPasskey implements fc.AsyncCommand<ScaModel, ScaReal> {
  check(m: Readonly<ScaModel>) {
    return sessionLive(m as ScaModel) === true;
  }
  async run(m: ScaModel, r: ScaReal) {
    const start = await call(r, "POST", "/sca/factors", { query: q(m), body: { type: "PASSKEY" } });
    const challenge: unknown = start.body?.options?.challenge;
    const origin: unknown = start.body?.allowedOrigins?.[0];
    r.s.expect(
      start.status === 200 && typeof challenge === "string" && typeof start.body?.relyingPartyId === "string" && typeof origin === "string",
      RULE,
      `starting a PASSKEY enrolment with a live SCA session answered ${got(start)}; expected 200 with options.challenge, relyingPartyId and allowedOrigins`,
      200,
      got(start),
    );
    if (start.status !== 200 || typeof challenge !== "string" || typeof origin !== "string") return;
    const att = new SoftwareAuthenticator().attest(challenge, String(start.body.relyingPartyId), origin);
    const credential = {
      id: att.credentialId,
      rawId: att.credentialId,
      type: "public-key",
      response: { clientDataJSON: att.clientDataJson, attestationObject: att.attestationObject },
    };
    const confirm = await call(r, "POST", "/sca/factors/confirm", { query: q(m), body: { type: "PASSKEY", origin, credential } });
    const id: unknown = confirm.body?.factor?.credentialId;
    r.s.expect(
      confirm.status === 200 && confirm.body?.factor?.factor === "PASSKEY" && typeof id === "string",
      RULE,
      `confirming a PASSKEY enrolment with a registration for the relying party and origin it named answered ${got(confirm)}; expected 200 with the PASSKEY factor and its credentialId`,
      200,
      got(confirm),
    );
    if (confirm.status !== 200 || typeof id !== "string") return;
    const again = await call(r, "POST", "/sca/factors", { query: q(m), body: { type: "PASSKEY" } });
    expectAnswer(r.s, again, RULE, "starting a second PASSKEY enrolment for a customer with one", 409, "PASSKEY_ALREADY_ENROLLED");
    m.nowMs = await r.now();
    if (sessionLive(m) !== true) return;
    const del = await call(r, "DELETE", `/sca/factors/${encodeURIComponent(id)}`, { query: q(m) });
    r.s.expect(del.status === 204, RULE, `deleting the PASSKEY factor by its credentialId answered ${got(del)}; expected 204`, 204, got(del));
    const list = await call(r, "GET", "/sca/factors", { query: q(m) });
    const kept = (list.body?.factors ?? []).some((f: { credentialId?: string }) => f.credentialId === id);
    r.s.expect(
      list.status === 200 && !kept,
      RULE,
      `after its deletion the customer's factors ${kept ? "still list" : "do not list"} the passkey (${got(list)})`,
      "not listed",
      kept,
    );
  }
  toString() {
    return "enrollPasskey()";
  }
}
