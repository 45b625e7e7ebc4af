/**
 * What the platforms of one simulator are built with: the areas' declared state (the store
 * schema: collections, packing, derived values) and every kind of scheduled job (the areas'
 * and the webhook dispatcher's retry). The app assembles the areas' manifests into the
 * parts and hands them to the platform registry; the registry gives each new platform's
 * store and clock what they need, and the persistence reads them from there.
 */
import { JobKinds, type SomeJobType } from "../clock/jobs.js";
import { StoreSchema, type CollectionShape, type DerivedShape } from "../store/declarations.js";
import { webhookRetry } from "../webhooks/dispatcher.js";

/** One area's (or the machinery's) part of the declarations. */
export interface DeclaredParts {
  collections?: readonly CollectionShape[];
  derived?: readonly DerivedShape[];
  jobs?: readonly SomeJobType[];
}

export interface RuntimeDeclarations {
  store: StoreSchema;
  jobs: JobKinds;
}

/** The shared machinery's own part: the webhook dispatcher's retries. */
const MACHINERY: DeclaredParts = { jobs: [webhookRetry as SomeJobType] };

/** The declarations of these parts, with the machinery's own. */
export function runtimeDeclarations(parts: readonly DeclaredParts[] = []): RuntimeDeclarations {
  const all = [MACHINERY, ...parts];
  return { store: new StoreSchema(all), jobs: new JobKinds(all.flatMap((p) => p.jobs ?? [])) };
}
