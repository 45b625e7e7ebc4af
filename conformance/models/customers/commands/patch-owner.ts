/**
 * PATCH /beneficial-owners/{id}: only the fields given change (the live service's partial
 * update), the answer is the owner, and GET /beneficial-owners/{id} reads the change back.
 * An ownershipPercentage above 100 answers 400 (the live schema bounds it 0-100).
 */
import { IndexedCommand } from "../../shared/command.js";
import type { CustomerModel, CustomerReal } from "../model.js";
import { answered } from "../../../client/answer.js";
import type { Json } from "../../../contract/json.js";

type Owner = { id: string; lastSuffix: string; business: string };

export class PatchOwner extends IndexedCommand<CustomerModel, CustomerReal, Owner> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.flatMap((c) => c.owners.map((o) => ({ ...o, business: c.id })));
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const o = this.item(m);
    const path = `/beneficial-owners/${encodeURIComponent(o.id)}`;
    const before = await client.call("GET", path);
    s.expect(before.status === 200, "kyb.owner-patch", `GET ${path} answered ${answered(before)}`, 200, before.status);
    const change = { ownershipPercentage: 40, personalInfo: { firstName: "Ophelia" } };
    const r = await client.call("PATCH", path, { body: change });
    const kept = { lastName: before.body?.personalInfo?.lastName, birthDate: before.body?.personalInfo?.birthDate, roles: before.body?.roles };
    const ok = (b: Json) =>
      b?.id === o.id &&
      b?.ownershipPercentage === 40 &&
      b?.personalInfo?.firstName === "Ophelia" &&
      b?.personalInfo?.lastName === kept.lastName &&
      b?.personalInfo?.birthDate === kept.birthDate &&
      JSON.stringify(b?.roles) === JSON.stringify(kept.roles);
    const want = { ...change, personalInfo: { firstName: "Ophelia", lastName: kept.lastName, birthDate: kept.birthDate }, roles: kept.roles };
    const seen = (b: Json) => ({ ownershipPercentage: b?.ownershipPercentage, personalInfo: b?.personalInfo, roles: b?.roles });
    s.expect(
      r.status === 200 && ok(r.body),
      "kyb.owner-patch",
      `PATCH ${path} ${JSON.stringify(change)} answered ${answered(r)}; the owner with those fields changed and the others kept`,
      want,
      seen(r.body),
    );
    const g = await client.call("GET", path);
    s.expect(
      g.status === 200 && ok(g.body),
      "kyb.owner-patch-persisted",
      `GET ${path} after the PATCH answered ${answered(g)} without the change`,
      want,
      seen(g.body),
    );
    const bad = await client.call("PATCH", path, { body: { ownershipPercentage: 101 } });
    s.expect(
      bad.status === 400,
      "kyb.owner-patch-invalid",
      `PATCH ${path} {ownershipPercentage: 101} answered ${answered(bad)}; expected 400`,
      400,
      bad.status,
    );
  }
  toString() {
    return `patchOwner(#${this.index})`;
  }
}
