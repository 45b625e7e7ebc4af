/**
 * Every webhook event type the contract declares, made to happen through the public API
 * (event-recipes.ts): it arrives at the receiver registered with PATCH /config, signed (the
 * platform's key), as an envelope whose payload is valid against the type's schema, about
 * the object that changed and reporting the change (its new status). An event that needs
 * more platform time than the run can give, or an operator's decision, is named as not
 * verified.
 */
import type { CheckDefinition, Scenario } from "../runner/types.js";
import type { Delivery } from "../runner/receiver.js";
import type { Json } from "../contract/json.js";
import { describedRule, designedRule } from "../contract/rule-spec.js";
import { ROW } from "../runner/table-rules.js";
import { DELIVERY_RULES } from "./webhooks.js";
import { checkEnvelope, withReceiver } from "./webhook-support.js";
import { EVENT_RECIPES, type Fired } from "./event-recipes.js";

/** The event types the description's Events table names (the others are the live service's names, sent at designed moments). */
const DESCRIBED = /^(TEST|CUSTOMER\.|VERIFICATION\.|EXTERNAL_ACCOUNT\.STATUS_UPDATED|CARD\.STATUS_CHANGE|CARD_TRANSACTION\.VOIDED)/;

const ruleOf = (type: string) => `event ${type}`;

/** Whether a delivery is the `type` event about the object `fired` names. */
function about(d: Delivery, type: string, fired: Fired): boolean {
  if (d.body?.type !== type) return false;
  if (type === "TEST") return true;
  const data: Json = d.body?.data ?? {};
  return [data.id, data.code, data.customerId, data.transactionId].includes(fired.objectId);
}

export const webhookEventsCheck: CheckDefinition = {
  id: "webhooks.events",
  area: "Webhooks",
  kind: "webhooks",
  rule: "Every event type the contract declares arrives signed, valid against its schema, about the object that changed, reporting the change.",
  needs: ["webhooks"],
  get rules() {
    return [
      ...DELIVERY_RULES,
      ...Object.keys(EVENT_RECIPES).map((t) =>
        DESCRIBED.test(t)
          ? describedRule(ruleOf(t), `${t} is sent when the description's Events table says, with the object that changed.`)
          : designedRule(ruleOf(t), `${t} (the live service's event name) is sent when the object enters that status (the moment is designed).`),
      ),
    ];
  },
  async run(ctx) {
    const types = Object.keys(ctx.contract.doc.webhooks ?? {});
    for (const type of types) {
      const recipe = EVENT_RECIPES[type];
      if (!recipe) {
        ctx.skipCase(type, "no recipe makes this event happen through the public API");
        continue;
      }
      if (!ctx.hasPlatform(recipe.kind)) {
        ctx.skipCase(type, ctx.missingPlatform(recipe.kind));
        continue;
      }
      const p = await ctx.platform(recipe.kind);
      const key = ctx.webhookKeyFor(p);
      await ctx.runCase(type, (s: Scenario) =>
        withReceiver(ctx, s, p, async (receiver) => {
          const time = ctx.timeFor(p);
          const fired = await recipe.fire({ ctx, s, client: s.clientFor(p), platform: p, time });
          const rule = ruleOf(type);
          const seen = (ds: Delivery[]) => ds.some((d) => about(d, type, fired));
          // With the control API a delivery follows the clock's move at once: short polls between
          // moves, then one longer wait for a slow target; on the real clock, the budget's polls.
          const poll = time.controlled ? 300 : 1500;
          const came =
            (await time.until(() => receiver.waitFor(seen, poll), Math.max(1, recipe.seconds), `the ${type} event`)) ||
            (time.controlled && (await receiver.waitFor(seen, 3000)));
          s.expect(
            came,
            rule,
            `no ${type} event about ${fired.objectId || "the test"} arrived within ${recipe.seconds} s of platform time`,
            type,
            receiver.deliveries.map((d) => d.body?.type),
          );
          const d = receiver.deliveries.find((x) => about(x, type, fired))!;
          checkEnvelope(ctx, s, d, key);
          const problem = fired.check(d.body?.data);
          s.expect(!problem, rule, `the ${type} event does not report the change: ${problem}`, type, d.body?.data);
          s.row(ROW.webhookEvent(type));
          for (const r of fired.rows ?? []) s.row(r);
        }),
      );
    }
  },
};
