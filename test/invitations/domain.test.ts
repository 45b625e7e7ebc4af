/**
 * Pure invitation rules (interface facts: statuses PENDING, CLAIMED, EXPIRED, CANCELLED;
 * the description's INVITATION_ALREADY_CLAIMED and INVITATION_CANCELLED): an open invitation
 * is EXPIRED from `expiresAt` on; only PENDING invitations can be claimed or cancelled.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { act, effective, invitationCode, newInvitation } from "../../simulator/areas/invitations/domain/invitation.js";
import { invitationRules } from "../../contract/rules/invitations.js";

const base = newInvitation({
  code: "ABCDEFGH",
  umaDomain: "uma.example.com",
  inviterUma: "$a@uma.example.com",
  now: "2025-10-13T12:00:00.000Z",
  expiresAt: "2025-10-13T13:00:00.000Z",
});
const expiresMs = Date.parse(base.expiresAt);

describe("invitations", () => {
  it("an open invitation is EXPIRED exactly from expiresAt on", () => {
    fc.assert(
      fc.property(fc.integer({ min: -3_600_000, max: 3_600_000 }), (dt) => effective(base, expiresMs + dt).status === (dt >= 0 ? "EXPIRED" : "PENDING")),
    );
  });

  it("claim and cancel act on PENDING only; other statuses refuse with the table's code", () => {
    const claimed = act(base, "claim", "2025-10-13T12:30:00.000Z", { inviteeUma: "$b@x.example" });
    expect("next" in claimed && claimed.next).toMatchObject({ status: "CLAIMED", inviteeUma: "$b@x.example", claimedAt: "2025-10-13T12:30:00.000Z" });
    const next = (claimed as { next: typeof base }).next;
    expect(act(next, "cancel", "2025-10-13T12:31:00.000Z")).toEqual({ refusal: "INVITATION_ALREADY_CLAIMED", status: "CLAIMED" });
    const cancelled = (act(base, "cancel", "2025-10-13T12:30:00.000Z") as { next: typeof base }).next;
    expect(act(cancelled, "claim", "2025-10-13T12:31:00.000Z")).toEqual({ refusal: "INVITATION_CANCELLED", status: "CANCELLED" });
    expect(act(base, "claim", "2025-10-13T13:00:00.000Z")).toEqual({ refusal: invitationRules().refusals.EXPIRED, status: "EXPIRED" });
  });

  it("codes use the table's alphabet and length", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const r = invitationRules();
        const c = invitationCode(bytes);
        return c.length === r.codeLength && [...c].every((ch) => r.codeAlphabet.includes(ch));
      }),
    );
  });
});
