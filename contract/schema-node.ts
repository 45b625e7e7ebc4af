/**
 * A node of an OpenAPI / JSON Schema document read generically (the bundled contract, the
 * admin contract): the pipeline's routing and validation and the contract's walkers take
 * whatever keywords a node has, so its value has no static type. The one named exception to
 * the tree's typing, used wherever such a document is walked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
export type SchemaNode = any;
