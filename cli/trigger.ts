/**
 * `paysim trigger EVENT_TYPE`: create the resources that make a webhook event happen on a
 * platform, then name the event(s) of that type the simulator emitted (from
 * `/_sim/webhooks/events`). Every move of the platform clock a recipe makes is said as it
 * happens. Pair it with `paysim listen` to see the delivery arrive.
 */
import { type CommandSpec, type Parsed, str, bool } from "./args.js";
import { CliError } from "./errors.js";
import { call, targetOf } from "./toolbox-client.js";
import { bundledSpec } from "../contract/spec.js";
import { RECIPES, SCA_PLATFORM_EVENTS } from "./trigger-recipes.js";

export const triggerCommand: CommandSpec = {
  usage: "paysim trigger EVENT_TYPE [--target URL] [--client-id ID --client-secret SECRET]",
  summary: "Make one webhook event happen on a platform by creating the resources behind it (every event type of the contract).",
  positional: [{ name: "EVENT_TYPE", help: "e.g. CUSTOMER.KYC_APPROVED (see --list)" }],
  flags: [
    { name: "list", kind: "boolean", help: "print the event types of the contract and exit" },
    { name: "target", kind: "string", env: "PAYSIM_TARGET", default: "http://127.0.0.1:4010", value: "URL", help: "the simulator" },
    { name: "client-id", kind: "string", env: "PAYSIM_CLIENT_ID", default: "sandbox_client_id", value: "ID", help: "the platform's client id" },
    { name: "client-secret", kind: "string", env: "PAYSIM_CLIENT_SECRET", default: "sandbox_client_secret", value: "SECRET", help: "its secret" },
  ],
};

/** The webhook event types of the bundled contract. */
export const contractEventTypes = (): string[] => Object.keys(bundledSpec().webhooks ?? {});

async function eventIds(t: ReturnType<typeof targetOf>, type: string): Promise<Set<string> | undefined> {
  const r = await call<{ data?: { eventId: string }[] }>(t, "GET", `/_sim/webhooks/events?type=${encodeURIComponent(type)}`, undefined, { root: true });
  const data = r.status === 200 ? r.body?.data : undefined;
  return Array.isArray(data) ? new Set(data.map((e) => e.eventId)) : undefined;
}

export async function runTrigger(args: Parsed, out: (line: string) => void = (l) => process.stdout.write(l + "\n")): Promise<number> {
  const types = contractEventTypes();
  if (bool(args, "list")) {
    for (const ty of types) out(`${ty}${RECIPES[ty] ? "" : "  (no recipe yet)"}`);
    return 0;
  }
  const type = args.positional[0];
  if (!type) throw new CliError("name an EVENT_TYPE (paysim trigger --list shows them)");
  if (!types.includes(type)) throw new CliError(`"${type}" is not an event type of the contract; known: ${types.join(", ")}`);
  const recipe = RECIPES[type];
  if (!recipe) throw new CliError(`no recipe makes ${type} happen yet`);
  const t = targetOf(str(args, "target")!, str(args, "client-id"), str(args, "client-secret"));
  const before = await eventIds(t, type);
  let made: string;
  try {
    made = await recipe({ ...t, say: out });
  } catch (e) {
    if (e instanceof CliError) throw new CliError(`${type}: ${e.message}`);
    throw new CliError(`${type}: ${(e as Error).message}`);
  }
  out(`Created ${made}.`);
  if (!before) {
    out(`(the target has no /_sim admin API: watch your receiver for ${type})`);
    return 0;
  }
  const after = (await eventIds(t, type)) ?? new Set<string>();
  const fresh = [...after].filter((id) => !before.has(id));
  if (!fresh.length) {
    const hint = type.startsWith("CUSTOMER.KYC_")
      ? " On a regulated platform individuals are decided at creation, without CUSTOMER.KYC_* events: use an unregulated one (paysim serve --platform-kind unregulated)."
      : SCA_PLATFORM_EVENTS.has(type)
        ? " Payments wait for the customer's authorization only on a platform whose customers are in an SCA region (scaRequired)."
        : "";
    out(`${type} did not fire: the platform's settings decided differently.${hint}`);
    return 1;
  }
  for (const id of fresh) out(`Fired ${type} ${id}`);
  return 0;
}
