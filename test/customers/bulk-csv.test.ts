/** HTTP: bulk CSV import (202 job, processed on the platform clock, per-row errors). */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startEnv, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

function csvForm(text: string | Buffer, name = "customers.csv"): FormData {
  const f = new FormData();
  f.append("file", new Blob([typeof text === "string" ? text : new Uint8Array(text)], { type: "text/csv" }), name);
  return f;
}

test("202 {jobId, status PENDING}; after the clock advances the job is COMPLETED with counts, ids and per-row errors", async () => {
  const p = await env.platform();
  await p.post("/customers", { customerType: "INDIVIDUAL", platformCustomerId: "taken" });
  const csv = [
    "customerType,platformCustomerId,fullName,birthDate,addressLine1,city,postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId,description",
    'INDIVIDUAL,u1,"Doe, Jane",1990-02-28,1 Market St,San Francisco,94105,US,jane@example.com,,,,"said ""hi"""',
    "INDIVIDUAL,u2,John Roe,1990-02-31,,,,,,,,,",
    "BUSINESS,b1,,,500 Howard St,San Francisco,94105,US,,Acme Inc.,C123,12-3,",
    "INDIVIDUAL,taken,Dup Licate,,,,,,,,,,",
    "ROBOT,r1,,,,,,,,,,,",
  ].join("\r\n");
  const r = await p.upload("POST", "/customers/bulk/csv", csvForm(csv));
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  expect(r.body).toEqual({ jobId: expect.stringMatching(/^BulkJob:/), status: "PENDING" });
  const pending = await p.get(`/customers/bulk/jobs/${r.body.jobId}`);
  expect(pending.body).toMatchObject({ status: "PENDING", totalRows: 5, processedRows: 0 });
  await p.advanceClock(5);
  const job = (await p.get(`/customers/bulk/jobs/${r.body.jobId}`)).body;
  expect(job).toMatchObject({ status: "COMPLETED", totalRows: 5, processedRows: 5, succeededRows: 2, failedRows: 3 });
  expect(job.completedAt).toBeDefined();
  expect(job.errors.map((e: any) => [e.row, e.code, e.column, e.platformCustomerId])).toEqual([
    [2, "INVALID_INPUT", "birthDate", "u2"],
    [4, "CONFLICT", "platformCustomerId", "taken"],
    [5, "INVALID_INPUT", "customerType", "r1"],
  ]);
  const [jane, acme] = await Promise.all(job.customerIds.map(async (id: string) => (await p.get(`/customers/${id}`)).body));
  expect(jane).toMatchObject({ fullName: "Doe, Jane", platformCustomerId: "u1", kycStatus: "UNVERIFIED", address: { line1: "1 Market St", country: "US" } });
  expect(acme).toMatchObject({
    customerType: "BUSINESS",
    kybStatus: "UNVERIFIED",
    businessInfo: { legalName: "Acme Inc.", registrationNumber: "C123", taxId: "12-3" },
  });
});

test("bad files -> 400 INVALID_INPUT: unknown column, no customerType column, empty, binary, no file", async () => {
  const p = await env.platform();
  for (const body of ["customerType,shoeSize\nINDIVIDUAL,42\n", "fullName\nJane Doe\n", "", Buffer.from([0x89, 0x50, 0x00, 0x01])]) {
    const r = await p.upload("POST", "/customers/bulk/csv", csvForm(body));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
  }
  const invalid = await p.upload("POST", "/customers/bulk/csv", new FormData());
  expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
  expect(invalid.body.details.errors).toContainEqual(expect.objectContaining({ field: "file" }));
});

test("unknown job -> 404 BULK_UPLOAD_JOB_NOT_FOUND", async () => {
  const p = await env.platform();
  const r = await p.get("/customers/bulk/jobs/BulkJob:00000000-0000-4000-8000-000000000000");
  expect(r.status).toBe(404);
  expect(r.body.code).toBe("BULK_UPLOAD_JOB_NOT_FOUND");
});
