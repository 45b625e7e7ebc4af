/**
 * The resource browser at `/_sim/ui`: sign in with a platform's client id and secret (a
 * session cookie, HttpOnly, SameSite=Strict; Basic credentials work too), then plain
 * server-rendered pages (simulator/ui/). Actions are HTML forms: advance the clock,
 * redeliver a webhook event, remove a fault, sign out.
 */
import type { HandlerResult } from "../areas/types.js";
import { faultsOf } from "../pipeline/faults.js";
import type { AdminDeps } from "./context.js";
import { checkCredentials, closeSession, cookieOf, openSession, sessionCookie, sessionPlatform } from "../ui/session.js";
import { loginPage, page } from "../ui/html.js";
import { faults, renderPage } from "../ui/pages.js";
import { ApiError } from "../errors/api-error.js";
import { adminContract, validateAdminRequest } from "./spec.js";
import { faultAdmin } from "./faults.js";

export interface UiRequest {
  method: string;
  /** Below /_sim, starting with /ui. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  readForm?(): Promise<Record<string, string>>;
}

const HTML = "text/html; charset=utf-8";
const html = (body: string, status = 200, extra: Record<string, string> = {}): HandlerResult => ({
  status,
  body,
  headers: { "content-type": HTML, "cache-control": "no-store", ...extra },
});
const redirect = (to: string, extra: Record<string, string> = {}): HandlerResult => ({
  status: 303,
  headers: { location: to, "cache-control": "no-store", ...extra },
});

export const isUiPath = (path: string): boolean => path === "/ui" || path.startsWith("/ui/");

export async function handleUi(d: AdminDeps, req: UiRequest): Promise<HandlerResult> {
  const rest = req.path.replace(/^\/ui\/?/, "").replace(/\/+$/, "");
  const parts = rest === "" ? [] : rest.split("/").map((p) => decodeURIComponent(p));
  const form = () => (req.readForm ? req.readForm() : Promise.resolve({} as Record<string, string>));
  if (parts[0] === "login") {
    if (req.method !== "POST") return html(loginPage());
    const f = await form();
    const rt = checkCredentials(d.platforms, f.clientId ?? "", f.clientSecret ?? "");
    if (!rt) return html(loginPage("Those credentials name no platform of this simulator."), 401);
    return redirect("/_sim/ui/", { "set-cookie": sessionCookie(openSession(rt)) });
  }
  const rt = sessionPlatform(d.platforms, req.headers);
  if (!rt) return req.method === "GET" ? redirect("/_sim/ui/login") : html(loginPage("Sign in first."), 401);
  if (req.method === "POST") {
    const f = await form();
    if (parts[0] === "logout") {
      closeSession(cookieOf(req.headers.cookie));
      return redirect("/_sim/ui/login", { "set-cookie": sessionCookie("", 0) });
    }
    if (parts[0] === "clock" && parts[1] === "advance") {
      const seconds = Number(f.seconds);
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 315360000)
        return html(
          page({ title: "Clock", platformId: rt.platform.id, clock: rt.clock.iso() }, `<p class="err">Seconds must be a number from 0 to 315360000.</p>`),
          400,
        );
      await rt.clock.advance(seconds);
      return redirect(String(req.headers.referer ?? "").includes("/_sim/ui") ? new URL(String(req.headers.referer)).pathname : "/_sim/ui/");
    }
    if (parts[0] === "webhooks" && parts[2] === "redeliver" && parts[1]) {
      rt.webhooks.redeliver(parts[1]);
      return redirect(`/_sim/ui/webhooks/${encodeURIComponent(parts[1])}`);
    }
    if (parts[0] === "faults" && parts[1] === "add") {
      // The form's fields, judged by the same schema as POST /_sim/faults.
      const body: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(f))
        if (v !== "") body[k] = ["share", "status", "delayMs", "times"].includes(k) && Number.isFinite(Number(v)) ? Number(v) : v;
      try {
        const c = adminContract();
        const op = c.routes.operations.find((o) => o.operationId === "simAddFault")!;
        validateAdminRequest(c, op, {}, new URLSearchParams(), {}, body);
        await faultAdmin.simAddFault({ deps: d, params: {}, query: {}, body, runtime: rt });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const fields = (e.toBody().details as { errors?: { field: string; reason: string }[] } | undefined)?.errors
          ?.map((x) => `${x.field}: ${x.reason}`)
          .join("; ");
        return html(
          page({ title: "Faults", active: "faults", platformId: rt.platform.id, clock: rt.clock.iso() }, faults(rt, fields || String(e.toBody().reason))),
          400,
        );
      }
      return redirect("/_sim/ui/faults");
    }
    if (parts[0] === "faults" && parts[2] === "remove" && parts[1]) {
      faultsOf(rt).remove(parts[1]);
      return redirect("/_sim/ui/faults");
    }
    return html(page({ title: "Not found", platformId: rt.platform.id, clock: rt.clock.iso() }, "<p>No such action.</p>"), 404);
  }
  if (req.method !== "GET") return html("", 405, { allow: "GET, POST" });
  if (!d.api)
    return html(
      page({ title: "Unavailable", platformId: rt.platform.id, clock: rt.clock.iso() }, "<p>This simulator was built without the browser's API access.</p>"),
      501,
    );
  const out = parts.length <= 2 ? await renderPage(d.api, rt, parts[0] ?? "", parts[1]) : undefined;
  const frame = { platformId: rt.platform.id, clock: rt.clock.iso() };
  if (!out) return html(page({ title: "Not found", ...frame }, `<p>Nothing is shown at /_sim/${req.path.slice(1).replace(/[<>&"]/g, "")}.</p>`), 404);
  return html(page({ title: out.title, active: out.active, ...frame }, out.body), out.status ?? 200);
}
