/**
 * The mutation catalogue's shape and the fixture paths its entries edit: a mutation is a small
 * change to the fixture contract (and its rule tables) with the check ids expected when the
 * fixture is BASE and the mutation REVISION (forward) and the other way round (backward).
 */
export type Doc = any;
export type Rules = Record<string, any>;

export interface Mutation {
  name: string;
  apply(doc: Doc, rules: Rules): void;
  forward: string[];
  backward: string[];
}

export const cc = (d: Doc) => d.components.schemas.CustomerCreate.properties;
export const cust = (d: Doc) => d.components.schemas.Customer.properties;
