/**
 * The ExternalAccount resource of a stored account (toResource drops the internal state and
 * a platform account's null customerId), typed as the contract's ExternalAccount. Its
 * accountInfo is kept as the record holds it: the variant the create or update request was
 * validated against (one of the contract's AccountInfo variants).
 */
import type { Schema } from "../../response.js";
import { toResource, type ExternalAccount, type StoredExternalAccount } from "./account.js";

export function renderExternalAccount(a: StoredExternalAccount | ExternalAccount): Schema<"ExternalAccount"> {
  const r = toResource(a);
  return { ...r, accountInfo: r.accountInfo as Schema<"AccountInfo"> };
}
