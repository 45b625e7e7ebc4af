/**
 * Export and import of one platform's state (persistence/platform-file.ts): `GET /_sim/export`
 * answers the authenticated platform's state as a JSON document; `POST /_sim/platforms/import`
 * creates the platform that document describes (201), or with `replace=true` replaces the
 * data of that same platform when it exists here (200).
 */
import { ApiError } from "../errors/api-error.js";
import { captureState } from "../persistence/platform-state.js";
import { fromPlatformFile, PlatformFileError, toPlatformFile, type PlatformFile } from "../persistence/platform-file.js";
import { persistenceOf } from "../persistence/persistence.js";
import { runtimeOf, type AdminContext, type AdminHandlerMap } from "./context.js";
import { platformCreatedBody } from "./core.js";
import { DEFAULT_SETTINGS } from "../platform/registry.js";

function importState(c: AdminContext) {
  const platforms = c.deps.platforms;
  let state;
  try {
    state = fromPlatformFile(c.body as PlatformFile, Date.now(), platforms.declarations.jobs);
  } catch (e) {
    if (!(e instanceof PlatformFileError)) throw e;
    throw ApiError.invalidInput([{ field: e.field, in: "body", code: "INVALID_VALUE", reason: e.message }]);
  }
  const p = state.platform;
  p.settings = { ...DEFAULT_SETTINGS, ...p.settings, contactVerification: { ...DEFAULT_SETTINGS.contactVerification, ...p.settings?.contactVerification } };
  const same = platforms.get(p.id);
  const byClient = platforms.byClientId(p.clientId);
  if (byClient && byClient !== same) throw ApiError.conflict("CONFLICT", `client id ${p.clientId} belongs to another platform of this simulator`);
  if (!same) {
    const rt = platforms.create({ record: p });
    persistenceOf(platforms)?.replaceState(rt, state);
    return { status: 201, body: platformCreatedBody(rt) };
  }
  if (c.query.replace !== true) throw ApiError.conflict("CONFLICT", `platform ${p.id} already exists here: import with replace=true to replace its data`);
  if (same.platform.webhookPrivateKeyPem !== p.webhookPrivateKeyPem)
    throw ApiError.conflict("CONFLICT", `platform ${p.id} here has another webhook key pair than the file's`);
  same.platform.clientSecret = p.clientSecret;
  same.platform.settings = p.settings;
  persistenceOf(platforms)?.replaceState(same, state);
  return { status: 200, body: platformCreatedBody(same) };
}

export const persistenceAdmin: AdminHandlerMap = {
  simExportPlatform: (c) => {
    const rt = runtimeOf(c);
    const state = captureState(rt, (m) => console.error(`[paysim] ${m}`));
    return {
      status: 200,
      body: toPlatformFile(state, rt.clock.nowMs()),
      headers: { "content-type": "application/json", "content-disposition": `attachment; filename="paysim-platform-${rt.platform.clientId}.json"` },
    };
  },
  simImportPlatform: importState,
};
