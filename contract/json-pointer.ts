/**
 * JSON Pointers (RFC 6901) for the whole tree: one token escaped or unescaped, a pointer
 * parsed into its tokens or compiled from them. The `json-pointer` package does the work.
 */
import pointer from "json-pointer";

/** `a/b~c` -> `a~1b~0c`. */
export const escapeToken = (token: string | number): string => pointer.escape(String(token));
/** `a~1b~0c` -> `a/b~c`. */
export const unescapeToken = (token: string): string => pointer.unescape(token);
/** `/a~1b/c` -> `["a/b", "c"]` (the empty pointer -> `[]`). */
export const parsePointer = (p: string): string[] => (p === "" ? [] : pointer.parse(p));
/** `["a/b", "c"]` -> `/a~1b/c`. */
export const compilePointer = (tokens: readonly (string | number)[]): string => pointer.compile(tokens.map(String));
