/**
 * JSON read without a static type. The suite's job is to judge what a server answers (and to
 * build bodies from the contract's schemas), so these values are read before, or while,
 * being checked against the contract at run time: their shape is the thing under test.
 * This alias is the one place the suite opts out of static typing for them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of the server under test (or built from a schema), judged against the contract at run time
export type Json = any;

/** A JSON object of unchecked shape (an answer's body, an OpenAPI or JSON Schema node, a built request body). */
export type JsonObject = Record<string, Json>;
