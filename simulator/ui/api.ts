/** The resource browser reads the API itself: a GET through the pipeline as the platform, never over the network, never journaled. */
import { runPipeline, type Logger, type RawRequest, type Stages } from "../pipeline/pipeline.js";
import { ApiError } from "../errors/api-error.js";
import type { PlatformRuntime } from "../platform/registry.js";
import type { Api } from "./pages.js";

export function internalApi(stages: Stages, log: Logger, rootUrl: () => string): Api {
  return (rt: PlatformRuntime, pathAndQuery: string) => {
    const q = pathAndQuery.indexOf("?");
    const raw: RawRequest = {
      method: "GET",
      path: q < 0 ? pathAndQuery : pathAndQuery.slice(0, q),
      query: new URLSearchParams(q < 0 ? "" : pathAndQuery.slice(q + 1)),
      headers: { authorization: `Basic ${Buffer.from(`${rt.platform.clientId}:${rt.platform.clientSecret}`).toString("base64")}` },
      readBody: () => Promise.resolve({ kind: "none" }),
      rootUrl: rootUrl(),
      internal: true,
    };
    return runPipeline(stages, raw, log).catch((e) => (e instanceof ApiError ? { status: e.status, body: e.toBody() } : Promise.reject(e)));
  };
}
