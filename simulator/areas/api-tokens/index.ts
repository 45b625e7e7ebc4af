/** The API tokens area (tokens with permissions; their credentials in the API's Basic check): its manifest. */
import type { AreaManifest } from "../manifest.js";
import { apiTokenHandlers } from "./handlers.js";
import { tokenCredentials } from "./service.js";
import { apiTokens } from "./state.js";

export const apiTokensArea: AreaManifest = {
  name: "api-tokens",
  handlers: apiTokenHandlers,
  collections: [apiTokens],
  credentials: tokenCredentials,
};
