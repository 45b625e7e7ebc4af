/**
 * The webhook side of the fidelity measure: every event type the contract delivers is made
 * to happen on a fresh platform with the `paysim trigger` recipes (cli/trigger-recipes.ts),
 * every delivery a local receiver gets is checked against the live service's payload
 * schema for its event type (live-shapes.json `webhooks`), and the findings are grouped
 * by event type. An event type the live shapes do not name is measured against the live
 * event a difference-table row pairs it with (`liveEvent`, the row's `fields` excused),
 * or else counted apart (designed events with no live counterpart).
 */
import { startReceiver, type ReceivedDelivery } from "./harness/receiver.js";
import type { InProcessSimulator } from "./harness/simulator.js";
import { targetOf } from "../cli/toolbox-client.js";
import { RECIPES, SCA_PLATFORM_EVENTS } from "../cli/trigger-recipes.js";
import { errorField, errorPointer, type LiveShapes, type Schema } from "./live-shapes.js";
import type { ResponseIssue } from "./response-side.js";
import type { DifferenceTable } from "./differences.js";

export interface WebhookFinding {
  type: string;
  deliveries: number;
  /** fits: every delivery fits the live payload schema; misfit: one does not; not-live: the live shapes name no such event and no row pairs it. */
  verdict: "fits" | "misfit" | "not-live";
  problems: string[];
  /** The misfits, structured (pointers into the delivery's body); one per distinct pointer and rule. */
  issues: ResponseIssue[];
}

/** The live payload schema (a `$ref`) whose `type` enum names `eventType`, if any. */
export function liveWebhookSchema(live: LiveShapes, eventType: string): Schema | undefined {
  for (const media of Object.values(live.webhooks)) {
    const schema = media["application/json"];
    if (!schema) continue;
    const parts: Schema[] = live.resolve(schema).allOf ?? [live.resolve(schema)];
    if (parts.some((p) => (p.properties?.type?.enum ?? []).includes(eventType))) return schema;
  }
  return undefined;
}

/** Make every event type of `types` that has a recipe happen on a fresh platform; answer the deliveries once they stop arriving. */
export async function collectDeliveries(
  s: InProcessSimulator,
  types: string[],
  quietMs = 400,
  maxMs = 60_000,
): Promise<{ deliveries: ReceivedDelivery[]; noRecipe: string[] }> {
  const rx = await startReceiver();
  try {
    // An unregulated platform (KYC events), and one whose customers are in an SCA region for the events only it sends.
    const targets: Record<"plain" | "sca", ReturnType<typeof targetOf>> = {} as never;
    for (const [kind, settings] of [
      ["plain", { regulated: false }],
      ["sca", { regulated: false, scaRequired: true }],
    ] as const) {
      const p = await s.createPlatform(settings);
      await p.setWebhookEndpoint(rx.url);
      targets[kind] = targetOf(s.rootUrl, p.clientId, p.clientSecret);
    }
    const noRecipe: string[] = [];
    for (const type of types) {
      const recipe = RECIPES[type];
      if (recipe) await recipe(targets[SCA_PLATFORM_EVENTS.has(type) ? "sca" : "plain"]);
      else noRecipe.push(type);
    }
    const start = Date.now();
    let seen = -1;
    while (seen !== rx.deliveries.length && Date.now() - start < maxMs) {
      seen = rx.deliveries.length;
      await new Promise((r) => setTimeout(r, quietMs));
    }
    return { deliveries: [...rx.deliveries], noRecipe };
  } finally {
    await rx.close();
  }
}

/** A delivery's event envelope as far as it is read here: its type. */
type Envelope = { type?: unknown } & Record<string, unknown>;

const typeOf = (body: unknown): string => String((body !== null && typeof body === "object" ? (body as Envelope).type : undefined) ?? "(no type)");

/** Check each delivery against the live payload schema of its type; one finding per event type. */
export function measureWebhooks(live: LiveShapes, table: DifferenceTable, deliveries: Pick<ReceivedDelivery, "body">[]): WebhookFinding[] {
  const byType = new Map<string, Pick<ReceivedDelivery, "body">[]>();
  for (const d of deliveries) byType.set(typeOf(d.body), [...(byType.get(typeOf(d.body)) ?? []), d]);
  const out: WebhookFinding[] = [];
  for (const [type, ds] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
    const paired = table.webhookPairing(type);
    const schema = liveWebhookSchema(live, paired?.liveEvent ?? type);
    if (!schema) {
      out.push({ type, deliveries: ds.length, verdict: "not-live", problems: [], issues: [] });
      continue;
    }
    const problems: string[] = [];
    const issues = new Map<string, ResponseIssue>();
    for (const d of ds) {
      const body = paired ? { ...(d.body as Envelope), type: paired.liveEvent } : d.body;
      const errs = (live.check(schema, body) ?? []).filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf" && !table.excusesWebhook(type, errorField(e)));
      for (const e of errs) {
        problems.push(`${errorField(e) || "(body)"} ${e.message}`);
        const pointer = errorPointer(e);
        if (!issues.has(`${pointer} ${e.keyword}`))
          issues.set(`${pointer} ${e.keyword}`, {
            pointer,
            keyword: e.keyword,
            message: e.message ?? e.keyword,
            schemaPath: e.schemaPath,
            allowed: (e.params as { allowedValues?: unknown }).allowedValues,
          });
      }
    }
    out.push({
      type,
      deliveries: ds.length,
      verdict: problems.length ? "misfit" : "fits",
      problems: [...new Set(problems)].slice(0, 8),
      issues: [...issues.values()].slice(0, 8),
    });
  }
  return out;
}
