/**
 * Bulk CSV import: parsing (RFC 4180: quotes, doubled quotes, CRLF), header checks, row ->
 * create-customer body (the columns of Rule 6), and the job record. Pure: processing
 * rows against the store happens in the handler, on the platform clock.
 */
import { ApiError } from "../../../errors/api-error.js";
import type { KycRules } from "../../../../contract/rules/kyc.js";

export interface BulkJobRowError {
  row: number;
  column?: string;
  platformCustomerId?: string;
  code: string;
  reason: string;
}

export interface BulkJob {
  jobId: string;
  status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
  totalRows: number;
  processedRows: number;
  succeededRows: number;
  failedRows: number;
  customerIds: string[];
  errors: BulkJobRowError[];
  createdAt: string;
  completedAt?: string;
}

/** Parse CSV text into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0].trim() === ""));
}

export interface ParsedCsv {
  header: string[];
  rows: Record<string, string>[];
}

function bad(reason: string): ApiError {
  return ApiError.invalidInput([{ field: "file", in: "body", code: "INVALID_FORMAT", reason }], `the CSV file is invalid: ${reason}`);
}

/** Parse and check the header (400 INVALID_INPUT for a file that cannot be imported). */
export function readCsv(rules: KycRules, data: Buffer): ParsedCsv {
  if (!data.length) throw bad("the file is empty");
  if (data.includes(0)) throw bad("the file is not text (CSV)");
  let cells: string[][];
  try {
    cells = parseCsv(data.toString("utf8"));
  } catch (e) {
    throw bad((e as Error).message);
  }
  if (!cells.length) throw bad("the file has no header row");
  const header = cells[0].map((h) => h.trim());
  const unknown = header.filter((h) => !rules.bulkCsv.columns.includes(h));
  if (unknown.length) throw bad(`unknown column(s): ${unknown.join(", ")}; allowed: ${rules.bulkCsv.columns.join(", ")}`);
  for (const r of rules.bulkCsv.required) if (!header.includes(r)) throw bad(`the header row lacks the required column ${r}`);
  const rows = cells.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? "").trim()])));
  return { header, rows };
}

const ADDRESS: Record<string, string> = {
  addressLine1: "line1",
  addressLine2: "line2",
  city: "city",
  state: "state",
  postalCode: "postalCode",
  country: "country",
};
const BUSINESS: Record<string, string> = { businessLegalName: "legalName", businessRegistrationNumber: "registrationNumber", businessTaxId: "taxId" };
const DIRECT = ["umaAddress", "platformCustomerId", "customerType", "fullName", "birthDate", "email"];

/** A CSV row as a POST /customers body (empty cells are absent). */
export function rowToCreateBody(row: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const k of DIRECT) if (row[k]) body[k] = row[k];
  const address: Record<string, string> = {};
  for (const [col, f] of Object.entries(ADDRESS)) if (row[col]) address[f] = row[col];
  if (Object.keys(address).length) body.address = address;
  const info: Record<string, string> = {};
  for (const [col, f] of Object.entries(BUSINESS)) if (row[col]) info[f] = row[col];
  if (Object.keys(info).length) body.businessInfo = info;
  return body;
}

/** Column of the CSV that a body path (from a FieldError) came from. */
export function columnOf(field: string): string | undefined {
  const f = field.replace(/^\//, "").replace(/\//g, ".");
  for (const [col, sub] of Object.entries(ADDRESS)) if (f === `address.${sub}`) return col;
  for (const [col, sub] of Object.entries(BUSINESS)) if (f === `businessInfo.${sub}`) return col;
  const top = f.split(".")[0];
  return DIRECT.includes(top) ? top : undefined;
}

export function newJob(jobId: string, totalRows: number, now: string): BulkJob {
  return { jobId, status: "PENDING", totalRows, processedRows: 0, succeededRows: 0, failedRows: 0, customerIds: [], errors: [], createdAt: now };
}
