/** Faults in who may call what: authentication and the Production environment. */
import type { Fault } from "./types.js";
import { rewrite } from "./helpers.js";
import type { PipelineContext, Stages } from "../../../simulator/pipeline/pipeline.js";
import { PlatformRegistry } from "../../../simulator/platform/registry.js";
import { authenticateBasic, authenticateBearer } from "../../../simulator/pipeline/auth.js";

/** The client id of a Basic header, if it decodes to one. */
function clientIdOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== "string" || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon > 0 ? decoded.slice(0, colon) : undefined;
}

/** An authenticate stage that lets `lax` pick a platform before the real check runs. */
function laxAuthentication(lax: (platforms: PlatformRegistry, header: string | string[] | undefined) => ReturnType<PlatformRegistry["byClientId"]>) {
  const platforms = new PlatformRegistry();
  const authenticate: Stages["authenticate"] = (raw, op) => {
    if (!op.security.includes("BasicAuth") && op.security.includes("AgentAuth")) return authenticateBearer(platforms, raw.headers.authorization);
    const rt = lax(platforms, raw.headers.authorization);
    return { runtime: rt ?? authenticateBasic(platforms, raw.headers.authorization) };
  };
  return { platforms, stages: { authenticate } };
}

const isProductionSandbox = (ctx: PipelineContext | undefined) => !!ctx && ctx.op.sandbox && ctx.runtime.platform.settings.environment === "PRODUCTION";

export const authenticationFaults: Fault[] = [
  {
    name: "wrong secret accepted",
    kind: "authentication",
    description: "Basic credentials are matched on the client id alone: any secret is accepted.",
    get simulatorOptions() {
      return laxAuthentication((platforms, header) => {
        const id = clientIdOf(header);
        return id ? platforms.byClientId(id) : undefined;
      });
    },
    only: ["auth.credentials"],
    expectRules: ["auth.401"],
  },
  {
    name: "no credentials served as the first platform",
    kind: "authentication",
    description: "A request without an Authorization header is served as the first platform created (a development fallback left on).",
    get simulatorOptions() {
      return laxAuthentication((platforms, header) => (header === undefined ? platforms.all()[0] : undefined));
    },
    only: ["auth.credentials"],
    expectRules: ["auth.401"],
  },
  {
    name: "401 without a reason",
    kind: "authentication",
    description: "401 UNAUTHORIZED bodies carry no reason naming the failed check.",
    simulatorOptions: rewrite([], (r) => {
      if (r.status !== 401) return r;
      const { reason: _, ...rest } = r.body as Record<string, unknown>;
      return { ...r, body: rest };
    }),
    only: ["auth.credentials"],
    expectRules: ["auth.reason", "response.error-shape"],
  },
];

export const environmentFaults: Fault[] = [
  {
    name: "sandbox paths served in Production",
    kind: "environment",
    description: "The environment stage is skipped: sandbox simulate paths are dispatched for Production credentials.",
    simulatorOptions: { stages: { checkEnvironment: () => undefined } },
    only: ["environment.sandbox-paths"],
    expectRules: ["environment.404", "environment.code"],
  },
  {
    name: "sandbox paths answer 200 in Production",
    kind: "environment",
    description: "Sandbox simulate paths answer 200 {} with Production credentials.",
    simulatorOptions: rewrite([], (r, ctx) => (isProductionSandbox(ctx) ? { status: 200, body: {} } : r)),
    only: ["environment.sandbox-paths"],
    expectRules: ["environment.404", "response.schema"],
  },
  {
    name: "sandbox paths 404 with an area code in Production",
    kind: "environment",
    description: "Sandbox simulate paths in Production answer 404 with SANDBOX_NOT_AVAILABLE instead of NOT_FOUND.",
    simulatorOptions: rewrite([], (r, ctx) =>
      isProductionSandbox(ctx) && r.status === 404 ? { ...r, body: { ...(r.body as object), code: "SANDBOX_NOT_AVAILABLE" } } : r,
    ),
    only: ["environment.sandbox-paths"],
    expectRules: ["environment.code", "response.error-code"],
  },
];
