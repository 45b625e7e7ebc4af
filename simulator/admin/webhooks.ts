/** Admin calls of webhook delivery: attempts, events by state, redelivery of one event or of every dead-lettered one. */
import { ApiError } from "../errors/api-error.js";
import { viewOf, type EventState } from "../webhooks/event-store.js";
import { runtimeOf, type AdminHandlerMap } from "./context.js";

export const webhookAdmin: AdminHandlerMap = {
  simListDeliveries: (c) => {
    const wh = runtimeOf(c).webhooks;
    const state = c.query.state as EventState | undefined;
    const data = wh.log.list({
      eventId: c.query.eventId as string | undefined,
      type: c.query.type as string | undefined,
      event: state ? (id) => wh.events.get(id)?.state === state : undefined,
    });
    return { status: 200, body: { data, dropped: wh.log.dropped } };
  },

  simListWebhookEvents: (c) => {
    const wh = runtimeOf(c).webhooks;
    const data = wh.events
      .list({ state: c.query.state as EventState | undefined, type: c.query.type as string | undefined, limit: (c.query.limit as number | undefined) ?? 1000 })
      .map(viewOf);
    return { status: 200, body: { data, counts: wh.events.stateCounts(), refused: wh.events.refused } };
  },

  simRedeliverWebhookEvent: (c) => {
    const id = c.params.eventId;
    const r = runtimeOf(c).webhooks.redeliver(id);
    if (r === undefined)
      throw ApiError.notFound("NOT_FOUND", `No webhook event ${id} is kept for this platform (unknown, reset, or made room for newer events).`);
    if (r === "busy")
      throw ApiError.conflict("CONFLICT", `Webhook event ${id} is already queued or being delivered; redeliver it once that attempt has finished.`);
    return { status: 202, body: { event: viewOf(r) } };
  },

  simRedeliverWebhookEvents: (c) => {
    const state = (c.body?.state as "dead_lettered" | "not_sent" | undefined) ?? "dead_lettered";
    return { status: 202, body: { state, redelivered: runtimeOf(c).webhooks.redeliverAll(state) } };
  },
};
