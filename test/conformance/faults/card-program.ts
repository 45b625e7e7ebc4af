/**
 * Faults of the card program's rules (cards.program): the limit of one card per cardholder
 * not kept, a closed card still holding its slot, a reveal served where the issuer decides.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { PlatformRegistry, type CreatePlatformOptions, type PlatformRuntime } from "../../../simulator/platform/registry.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import type { PlatformSettings } from "../../../simulator/platform/platform.js";
import { original } from "./helpers.js";

type CardSettings = NonNullable<PlatformSettings["cards"]>;

/** A registry whose platforms lose one card-program setting they were asked for. */
class ForgetfulRegistry extends PlatformRegistry {
  constructor(private readonly forget: keyof CardSettings) {
    super();
  }
  override create(o: CreatePlatformOptions = {}): PlatformRuntime {
    const cards = o.settings?.cards ? { ...o.settings.cards } : undefined;
    if (cards) delete cards[this.forget];
    return super.create(cards ? { ...o, settings: { ...o.settings, cards } } : o);
  }
}

export const cardProgramFaults: Fault[] = [
  {
    name: "one card per cardholder not kept",
    kind: "state-transition",
    description: "A platform limited to one live card per cardholder issues a second one.",
    get simulatorOptions() {
      return { platforms: new ForgetfulRegistry("oneCardPerCardholder") };
    },
    only: ["cards.program"],
    expectRules: ["cards.limit-reached"],
  },
  {
    name: "reveal served on an issuer-decides program",
    kind: "status",
    description: "Where the issuer makes authorization decisions, a reveal answers the embed URL instead of 409 CONFLICT.",
    get simulatorOptions() {
      return { platforms: new ForgetfulRegistry("authorizationDecision") };
    },
    only: ["cards.program"],
    expectRules: ["cards.reveal-issuer"],
  },
  {
    name: "a closed card keeps its cardholder's slot",
    kind: "state-transition",
    description: "A cardholder who ever had a card is refused another one, closed or not: closing a card frees no slot.",
    get simulatorOptions() {
      const had = new Set<string>();
      return {
        handlers: {
          createCard: async (ctx: HandlerContext) => {
            const holder = String((ctx.body as { customerId?: unknown } | undefined)?.customerId);
            if (had.has(holder)) throw new ApiError(409, "CARD_LIMIT_REACHED", `cardholder ${holder} already had a card`);
            const r = await original("createCard")(ctx);
            if (r.status === 201) had.add(holder);
            return r;
          },
        },
      };
    },
    only: ["cards.program"],
    expectRules: ["cards.limit-freed"],
  },
];
