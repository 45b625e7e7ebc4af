/**
 * The hosted card-details page behind a `panEmbedUrl` (`<root>/_sim/hosted/card-reveal/<token>`):
 * shows a person the test card number, CVV and expiry. Framework-free: given the token
 * it returns {status, contentType, body}. The token must carry a valid signature of the
 * platform it names and be unexpired on that platform's clock; the card must still be
 * ACTIVE or FROZEN. Tampered or unknown tokens answer 403, expired ones 410. Each view is
 * audit-logged (without the URL); the page is never cached.
 */
import type { PlatformRegistry } from "../../../platform/registry.js";
import { claimedPlatform, verifyReveal } from "../domain/reveal.js";
import { auditReveal, cardSecretsOf, cardsOf, revealKey } from "../service.js";
import { esc, messagePage, page, type HostedResult } from "../../../hosted/page.js";

const html = (status: number, body: string): HostedResult => ({ status, contentType: "text/html; charset=utf-8", body });

const groups = (pan: string): string => pan.replace(/(.{4})/g, "$1 ").trim();

export function hostedCardRevealPage(platforms: PlatformRegistry, req: { token: string; method: string }): HostedResult {
  if (req.method !== "GET") return html(405, messagePage("Method not allowed", "This page is read-only."));
  const platformId = claimedPlatform(req.token);
  const rt = platformId ? platforms.get(platformId) : undefined;
  if (!rt) return html(403, messagePage("Link not valid", "This card details link is not valid."));
  const check = verifyReveal(req.token, revealKey(rt.store), rt.clock.now().getTime());
  if ("error" in check) {
    if (check.error === "expired" && check.claims) {
      auditReveal(rt.store, rt.clock, "CARD.PAN_REVEAL_REFUSED", check.claims.cardId, undefined, { reason: "expired link opened" });
      return html(410, messagePage("Link expired", "This card details link has expired. Request a new one."));
    }
    return html(403, messagePage("Link not valid", "This card details link is not valid."));
  }
  const card = cardsOf(rt.store).get(check.ok.cardId);
  const secret = cardSecretsOf(rt.store).get(check.ok.cardId);
  if (!card || !secret || (card.status !== "ACTIVE" && card.status !== "FROZEN")) {
    return html(404, messagePage("Card not available", "This card has no details to show."));
  }
  auditReveal(rt.store, rt.clock, "CARD.PAN_REVEALED", card.id, card.customerId);
  const exp = `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`;
  return html(
    200,
    page(
      "Card details",
      `<h1>Card details</h1>
<p class="note">Sandbox test card. Do not store or share these details.</p>
<dl>
<dt>Card number</dt><dd id="pan"><code>${esc(groups(secret.pan))}</code></dd>
<dt>Expiry</dt><dd id="exp"><code>${esc(exp)}</code></dd>
<dt>CVV</dt><dd id="cvv"><code>${esc(secret.cvv)}</code></dd>
</dl>`,
    ),
  );
}
