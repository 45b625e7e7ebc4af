/** The webhook measure itself: a payload missing a live-required field is a misfit, a paired event is measured against its live twin, an unnamed one is counted apart. */
import { describe, expect, test } from "vitest";
import { loadLiveShapes } from "../../fidelity/live-shapes.js";
import { loadDifferences } from "../../fidelity/differences.js";
import { measureWebhooks } from "../../fidelity/webhook-side.js";
import type { ReceivedDelivery } from "../support/receiver.js";

const live = loadLiveShapes();
const delivery = (body: unknown): ReceivedDelivery => ({ raw: JSON.stringify(body), headers: {}, body, at: 0 });

describe.skipIf(!live)("webhook fidelity measure", () => {
  const table = loadDifferences();
  const at = "2025-10-13T12:00:00Z";

  test("the live envelope requires timestamp: a TEST event without one is a misfit naming it", () => {
    const [ok] = measureWebhooks(live!, table, [delivery({ id: "Webhook:1", type: "TEST", timestamp: at })]);
    expect(ok.verdict).toBe("fits");
    const [bad] = measureWebhooks(live!, table, [delivery({ id: "Webhook:1", type: "TEST" })]);
    expect(bad.verdict).toBe("misfit");
    expect(bad.problems.join()).toContain("timestamp");
  });

  test("one bad delivery makes its whole event type a misfit; an event the live service does not name is counted apart", () => {
    const inv = { code: "ABC123", createdAt: at, inviterUma: "$a@b.example", status: "CLAIMED", url: "https://x.example/i/ABC123" };
    const res = measureWebhooks(live!, table, [
      delivery({ id: "Webhook:1", type: "INVITATION.CLAIMED", timestamp: at, data: inv }),
      delivery({ id: "Webhook:2", type: "INVITATION.CLAIMED", timestamp: at, data: { ...inv, status: "SOMETHING" } }),
      delivery({ id: "Webhook:3", type: "NOT_A.LIVE_EVENT", timestamp: at, data: {} }),
    ]);
    expect(res.map((f) => [f.type, f.verdict, f.deliveries])).toEqual([
      ["INVITATION.CLAIMED", "misfit", 2],
      ["NOT_A.LIVE_EVENT", "not-live", 1],
    ]);
    expect(res[0].problems.join()).toContain("data.status");
  });

  test("CARD.STATUS_CHANGE (the description's name) is measured against the live CARD.STATE_CHANGE payload", () => {
    const [f] = measureWebhooks(live!, table, [delivery({ id: "Webhook:1", type: "CARD.STATUS_CHANGE", timestamp: at, data: "not a card" })]);
    expect(f.verdict).toBe("misfit");
    expect(f.problems.join()).toMatch(/data/);
  });
});
