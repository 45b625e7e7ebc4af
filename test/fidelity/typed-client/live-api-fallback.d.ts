/**
 * The typechecker's stand-in for generated/live-api.d.ts (tsconfig `paths` "live-api"), used
 * only when ../shared/live-shapes.json is absent and the generated types were not written. Loose
 * on purpose: the typed-client test skips without the shapes, and with them the generated types
 * (written by `npm run gen` / `npm run gen:check`) take precedence.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- no live shapes to type against
export type paths = Record<string, any>;
