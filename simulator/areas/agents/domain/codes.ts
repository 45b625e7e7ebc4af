/** Device codes and access tokens (pure given random bytes): formats and lifetimes of spec/rules/agents.yaml. */
import { agentRules, type AgentRules } from "../../../../contract/rules/agents.js";

/** A code like `WDJB-MJHT` from random bytes (one byte per letter). */
export function formatDeviceCode(bytes: Uint8Array, r: AgentRules = agentRules()): string {
  const { alphabet, groups, groupLength } = r.deviceCode;
  const letters = Array.from({ length: groups * groupLength }, (_, i) => alphabet[bytes[i % bytes.length] % alphabet.length]);
  const parts: string[] = [];
  for (let g = 0; g < groups; g++) parts.push(letters.slice(g * groupLength, (g + 1) * groupLength).join(""));
  return parts.join("-");
}

export const deviceCodeExpiry = (now: string, r: AgentRules = agentRules()): string => new Date(Date.parse(now) + r.deviceCode.ttlSeconds * 1000).toISOString();
export const tokenExpiry = (now: string, r: AgentRules = agentRules()): string => new Date(Date.parse(now) + r.accessToken.ttlSeconds * 1000).toISOString();
export const formatToken = (bytes: Uint8Array, r: AgentRules = agentRules()): string => r.accessToken.prefix + Buffer.from(bytes).toString("hex");

/** Why a code cannot be redeemed, or undefined when it can. */
export function redeemRefusal(
  c: { redeemed: boolean; expiresAt: string; revoked?: boolean } | undefined,
  nowMs: number,
): "unknown" | "redeemed" | "expired" | undefined {
  if (!c || c.revoked) return "unknown";
  if (c.redeemed) return "redeemed";
  if (nowMs >= Date.parse(c.expiresAt)) return "expired";
  return undefined;
}
