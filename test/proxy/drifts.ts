/**
 * The drifted upstreams of the drift tests: each changes one documented behaviour of the
 * simulator's answers (a status, an error code, a missing field, an enum value, a state left
 * out of a transition, a balance not moved), met by the README quickstart's traffic, with what
 * a comparison must name: the operation, the kind, the JSON pointer, the upstream's value (or
 * the recording's) and the simulator's.
 */
import type { Drift } from "./support.js";

/** The drifts, each with what the shadow must name: operation, kind, pointer, the upstream's value and the simulator's. */
export const DRIFTS: { name: string; drift: Drift; expect: { operation: string; kind: string; pointer: string; reference: unknown; observed: unknown } }[] = [
  {
    name: "a status (201 answered 200)",
    drift: (m, p, s, b) => (m === "POST" && p === "/customers/external-accounts" && s === 201 ? { status: 200, body: b } : undefined),
    expect: { operation: "POST /customers/external-accounts", kind: "status", pointer: "", reference: 200, observed: 201 },
  },
  {
    name: "an error code (CUSTOMER_NOT_FOUND answered NOT_FOUND)",
    drift: (m, p, s, b) =>
      m === "GET" && p.startsWith("/customers/Customer:00000000") && s === 404 ? { status: 404, body: { ...b, code: "NOT_FOUND" } } : undefined,
    expect: { operation: "GET /customers/{customerId}", kind: "error-code", pointer: "/code", reference: "NOT_FOUND", observed: "CUSTOMER_NOT_FOUND" },
  },
  {
    name: "a missing field (a created customer without its nationality)",
    drift: (m, p, s, b) => (m === "POST" && p === "/customers" && s === 201 ? { status: s, body: { ...b, nationality: undefined } } : undefined),
    expect: { operation: "POST /customers", kind: "field", pointer: "/nationality", reference: "(absent)", observed: "US" },
  },
  {
    name: "an enum value (an internal account's type)",
    drift: (m, p, s, b) =>
      m === "GET" && p.startsWith("/customers/internal-accounts") && s === 200
        ? { status: s, body: { ...b, data: b.data.map((a: any) => ({ ...a, type: "EMBEDDED_WALLET" })) } }
        : undefined,
    expect: { operation: "GET /customers/internal-accounts", kind: "enum", pointer: "/data/0/type", reference: "EMBEDDED_WALLET", observed: "INTERNAL_FIAT" },
  },
  {
    name: "a state left out of a transition (the payout never reaches COMPLETED)",
    drift: (m, p, s, b) =>
      m === "GET" && p.startsWith("/transactions/") && s === 200 && b.status === "COMPLETED" ? { status: s, body: { ...b, status: "PROCESSING" } } : undefined,
    expect: { operation: "GET /transactions/{transactionId}", kind: "state", pointer: "/status", reference: "PROCESSING", observed: "COMPLETED" },
  },
  {
    name: "a balance not moved (sandbox funding leaves the balance at 0)",
    drift: (m, p, s, b) =>
      m === "POST" && p.endsWith("/fund") && s === 200
        ? { status: s, body: { ...b, balance: { ...b.balance, amount: 0 }, totalBalance: { ...b.totalBalance, amount: 0 } } }
        : undefined,
    expect: { operation: "POST /sandbox/internal-accounts/{accountId}/fund", kind: "amount", pointer: "/balance/amount", reference: 0, observed: 100000 },
  },
];
