/**
 * Typed accessor of spec/rules/limits.yaml: the request limits of the HTTP layer (body
 * sizes, nesting depth, multipart, field errors per answer, CSV rows, timeouts, the amount range). The per-file
 * upload limit is the description's document size, sandbox-kyc.yaml documents.upload.maxBytes.
 */
import { checker, defineRuleTable } from "./load.js";
import { loadKycRules } from "./kyc.js";

export interface LimitRules {
  designed: true;
  maxAmount: number;
  body: {
    jsonMaxBytes: number;
    adminMaxBytes: number;
    formMaxBytes: number;
    jsonMaxDepth: number;
    jsonMaxValues: number;
    jsonMaxItems: number;
    drainMaxBytes: number;
    heldCloseMs: number;
  };
  multipart: { requestMaxBytes: number; maxFiles: number; maxFields: number; fieldMaxBytes: number; bufferedMaxBytes: number };
  fieldErrors: { max: number; reasonMax: number; pathMaxChars: number };
  csv: { maxRows: number };
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
}

const limits = defineRuleTable<LimitRules>("limits", (r) => {
  const need = checker("limits");
  need(r.maxAmount === Number.MAX_SAFE_INTEGER, "maxAmount must be 2^53-1");
  need(r.timeouts.headersMs <= r.timeouts.requestMs, "timeouts.headersMs must not exceed timeouts.requestMs");
  need(r.fieldErrors.reasonMax <= r.fieldErrors.max, "fieldErrors.reasonMax must not exceed fieldErrors.max");
  need(r.multipart.bufferedMaxBytes >= r.multipart.requestMaxBytes, "multipart.bufferedMaxBytes must hold one whole multipart request");
});

export const parseLimitRules = limits.parse;
export const loadLimitRules = limits.load;

/** The largest file of one upload (documents, bulk CSV): the description's document size. */
export const maxFileBytes = (): number => loadKycRules().documents.upload.maxBytes;
