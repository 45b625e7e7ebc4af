/**
 * Operations without credentials (security: []), such as the agent's device-code redeem: the
 * platform is found through the value of the operation's last path parameter, which the
 * issuing area registered in the registry's bearer map as `open:<value>`. An unknown value
 * answers 404 NOT_FOUND (there is no platform to answer for).
 */
import { ApiError } from "../errors/api-error.js";
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";
import type { RouteTable } from "./routes.js";

export function authenticateOpen(
  platforms: PlatformRegistry,
  routes: RouteTable,
  method: string,
  path: string,
): { runtime: PlatformRuntime; principal?: unknown } {
  const values = Object.values(routes.match(method, path).params);
  const value = values[values.length - 1];
  const found = value === undefined ? undefined : platforms.resolveBearer(`open:${value}`);
  if (!found)
    throw new ApiError(
      404,
      "NOT_FOUND",
      `Nothing is known by ${value === undefined ? "this path" : `"${value.slice(0, 64)}"`} (unknown, revoked or of a deleted object).`,
    );
  return found;
}
