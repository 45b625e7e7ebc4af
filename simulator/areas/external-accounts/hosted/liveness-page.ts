/**
 * The hosted liveness check behind a LIVENESS challenge's `verificationLink`
 * (`<root>/_sim/hosted/liveness/<token>`). Framework-free: given the token, the method and
 * the form fields it returns {status, contentType, body}.
 *
 * GET shows the check with two buttons (sandbox: the holder chooses the result). POST
 * `result=PASS|FAIL` records the holder's answer; the outcome is decided asynchronously,
 * 5 s of platform time later (ACTIVE on PASS, UNVERIFIED on FAIL), with
 * EXTERNAL_ACCOUNT.STATUS_UPDATED. Without an answer the sandbox decides ACTIVE 30 s after
 * the challenge was created. Unknown, decided or replaced links answer 404; expired ones 410;
 * a second answer 409.
 */
import type { PlatformRegistry, PlatformRuntime } from "../../../platform/registry.js";
import { livenessTokensOf } from "../service.js";
import { HOSTED_LIVENESS_PATH, LIVENESS_DECISION_AFTER_SUBMIT_MS, openLiveness, submitLiveness, type OwnershipDeps } from "../handlers/ownership.js";
import { esc, messagePage, page, type HostedResult } from "../../../hosted/page.js";

export interface HostedLivenessRequest {
  token: string;
  method: string;
  form?: Record<string, string>;
}

const html = (status: number, body: string): HostedResult => ({ status, contentType: "text/html; charset=utf-8", body });

function deps(rt: PlatformRuntime): OwnershipDeps {
  return { store: rt.store, clock: rt.clock, emit: (t, d) => void rt.webhooks.emit(t, d) };
}

export function hostedLivenessPage(platforms: PlatformRegistry, req: HostedLivenessRequest): HostedResult {
  const rt = platforms.all().find((r) => livenessTokensOf(r.store).get(req.token));
  const open = rt && openLiveness(deps(rt), req.token);
  if (!rt || !open) return html(404, messagePage("Link not found", "This liveness check does not exist, was replaced by a newer one, or is already decided."));
  if (open.expired)
    return html(410, messagePage("Link expired", `This liveness check expired at ${open.account._internal.challenge!.expiresAt}. Ask for a new one.`));
  const c = open.account._internal.challenge!;
  if (req.method === "GET") {
    if (c.livenessResult) return html(200, messagePage("Check submitted", "Your liveness check was submitted; the result arrives shortly."));
    const action = `${HOSTED_LIVENESS_PATH}/${encodeURIComponent(req.token)}`;
    return html(
      200,
      page(
        "Liveness check",
        `<h1>Liveness check</h1>
<p>Confirm that you hold the account <code>${esc(open.account.id)}</code>. In the sandbox you choose the result; it is decided ${LIVENESS_DECISION_AFTER_SUBMIT_MS / 1000} s (platform time) after you submit.</p>
<form method="post" action="${esc(action)}">
<button name="result" value="PASS" type="submit">Complete the check (pass)</button>
<button name="result" value="FAIL" type="submit">Fail the check</button>
</form>
<p class="note">Expires ${esc(c.expiresAt)}.</p>`,
      ),
    );
  }
  if (req.method !== "POST") return html(405, messagePage("Method not allowed", "Use the buttons on this page."));
  const result = req.form?.result;
  if (result !== "PASS" && result !== "FAIL") return html(400, messagePage("Choose a result", "Submit result=PASS or result=FAIL."));
  if (c.livenessResult) return html(409, messagePage("Already submitted", "This liveness check was already submitted."));
  submitLiveness(deps(rt), req.token, result);
  return html(200, messagePage("Check submitted", "Thank you. The result arrives shortly; you can close this page."));
}
