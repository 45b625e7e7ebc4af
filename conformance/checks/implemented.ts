/** Whether a target implements an operation yet (anything but 501 NOT_IMPLEMENTED), probed without recording. */
import { ApiClient } from "../client/client.js";
import type { CheckContext, PlatformHandle } from "../runner/types.js";

export async function implemented(ctx: CheckContext, platform: PlatformHandle, method: string, path: string, body?: unknown): Promise<boolean> {
  const client = new ApiClient(ctx.options.target, ctx.contract, { record() {} }, platform, ctx.options.timeoutMs);
  const r = await client.call(method, path, { body, unchecked: true });
  return r.status !== 501;
}

/** Skip every named case of a check when the target answers 501 for its area. */
export async function skipUnlessImplemented(
  ctx: CheckContext,
  platform: PlatformHandle,
  probe: { method: string; path: string; body?: unknown },
  names: string[],
  area: string,
): Promise<boolean> {
  if (await implemented(ctx, platform, probe.method, probe.path, probe.body)) return true;
  for (const n of names) ctx.skipCase(n, `the target answers 501 NOT_IMPLEMENTED for ${area} (${probe.method} ${probe.path})`);
  return false;
}
