/** The API tokens area's declared state: tokens (their secrets hashed), indexed by client id. */
import { declareCollection } from "../../store/declarations.js";
import type { ApiTokenRecord } from "./domain/token.js";

export const apiTokens = declareCollection<ApiTokenRecord>("apiTokens", { indexes: ["clientId"] });
export const apiTokensOf = apiTokens.of;
