/**
 * The mutation catalogue: small changes to the fixture contract (and its rule tables),
 * each with the check ids expected when the fixture is BASE and the mutation REVISION
 * (forward) and the other way round (backward). Changes of form only (a reordered oneOf,
 * a renamed $ref, const as a one-value enum) expect nothing.
 */
import type { Mutation } from "./catalogue-base.js";
import { OPERATION_AND_RULE_MUTATIONS } from "./catalogue-operations.js";
import { SCHEMA_MUTATIONS } from "./catalogue-schemas.js";

export type { Mutation };
export const MUTATIONS: Mutation[] = [...SCHEMA_MUTATIONS, ...OPERATION_AND_RULE_MUTATIONS];
