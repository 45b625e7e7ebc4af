/**
 * POST /agents/{agentId}/device-codes. For an agent not connected: 201 with a new code, its
 * status readable by code (not redeemed), the earlier unredeemed code no longer redeemable,
 * the new one redeemed for the agent's token, then refused a second redeem (400) and read as
 * redeemed; an unknown code's status answers 404. For a connected agent: 409 (live: an agent
 * with an active connection cannot regenerate a code), its token still working. A deleted
 * agent answers 404.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { enc, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

/** A well-formed code no agent was given (its letters are outside the simulator's alphabet). */
const UNKNOWN_CODE = "AAAA-EEEE";

export class NewDeviceCode extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const { s, client } = r;
    const res = await client.call("POST", `/agents/${enc(a.id)}/device-codes`);
    if (a.deleted) return expectAnswer(s, res, "agents.revocation", "a device code for a deleted agent", 404, "NOT_FOUND");
    const status = (code: string) => client.call("GET", `/agents/device-codes/${enc(code)}/status`);
    if (a.connected) {
      s.expect(res.status === 409, "agents.device-code", `a device code for a connected agent answered ${answered(res)}`, 409, res.status);
      const me = await client.call("GET", "/agents/me", { auth: { bearer: a.token } });
      s.expect(me.status === 200, "agents.device-code", `after a refused new code the agent's token answered ${answered(me)}`, 200, me.status);
      return;
    }
    s.expect(
      res.status === 201 && typeof res.body?.code === "string" && res.body?.agentId === a.id && res.body?.redeemed === false,
      "agents.device-code",
      `a new device code for an agent not connected answered ${answered(res)} (agentId ${res.body?.agentId}, redeemed ${res.body?.redeemed})`,
    );
    const code: string = res.body.code;
    const fresh = await status(code);
    s.expect(
      fresh.status === 200 && fresh.body?.code === code && fresh.body?.redeemed === false,
      "agents.device-code",
      `the status of a code just issued answered ${answered(fresh)} redeemed ${fresh.body?.redeemed}`,
    );
    if (a.code) {
      const old = await client.call("POST", `/agents/device-codes/${enc(a.code)}/redeem`, { auth: null });
      s.expect(
        old.status === 400 || old.status === 404,
        "agents.device-code",
        `the code a new one replaced was redeemed: ${answered(old)}`,
        "400 or 404",
        old.status,
      );
    }
    const redeemed = await client.call("POST", `/agents/device-codes/${enc(code)}/redeem`, { auth: null });
    s.expect(
      redeemed.status === 200 && typeof redeemed.body?.accessToken === "string",
      "agents.device-code",
      `redeeming a new code answered ${answered(redeemed)}`,
    );
    Object.assign(a, { token: redeemed.body.accessToken, code: undefined, connected: true });
    // live: a code already redeemed answers 400 (and gives no second token).
    const again = await client.call("POST", `/agents/device-codes/${enc(code)}/redeem`, { auth: null });
    s.expect(again.status === 400, "agents.device-code", `redeeming a code already redeemed answered ${answered(again)}`, 400, again.status);
    const used = await status(code);
    s.expect(
      used.status === 200 && used.body?.redeemed === true,
      "agents.device-code",
      `the status of a redeemed code answered ${answered(used)} redeemed ${used.body?.redeemed}`,
    );
    expectAnswer(s, await status(UNKNOWN_CODE), "agents.device-code", "the status of a code never issued", 404, "NOT_FOUND");
  }
  toString() {
    return `newDeviceCode(${this.index})`;
  }
}
