/**
 * Upload limits (spec/rules/limits.yaml): a bulk CSV holds at most csv.maxRows data rows;
 * the largest accepted file is processed on the platform clock; multipart parts past
 * maxFiles / maxFields are refused; an unexpected exception in one request answers 500
 * with a request id (header and body) and the next request is served.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { loadLimitRules } from "../../contract/rules/limits.js";

let s: StartedSimulator;
let p: TestPlatform;
const logged: string[] = [];
beforeAll(async () => {
  s = await startSimulator({
    strict: false,
    log: (m) => logged.push(m),
    handlers: {
      getPlatformConfig: () => {
        throw new Error("boom: an unexpected failure");
      },
    },
  });
  p = await s.createPlatform({ regulated: true });
});
afterAll(async () => s?.close());

const csvForm = (text: string): FormData => {
  const f = new FormData();
  f.append("file", new Blob([text], { type: "text/csv" }), "customers.csv");
  return f;
};
const rowsCsv = (n: number): string =>
  ["customerType,platformCustomerId,fullName", ...Array.from({ length: n }, (_, i) => `INDIVIDUAL,p${i},Person ${i}`)].join("\n");

test("a bulk CSV over csv.maxRows rows is refused naming the file; one at the limit is accepted and processed", async () => {
  const max = loadLimitRules().csv.maxRows;
  const over = await p.upload("POST", "/customers/bulk/csv", csvForm(rowsCsv(max + 1)));
  expect(over.status).toBe(400);
  expect(over.body.details.errors[0]).toMatchObject({ field: "file", code: "TOO_MANY_ROWS" });
  const t0 = Date.now();
  const ok = await p.upload("POST", "/customers/bulk/csv", csvForm(rowsCsv(max)));
  const uploadMs = Date.now() - t0;
  expect(ok.status, JSON.stringify(ok.body)).toBe(202);
  const t1 = Date.now();
  await p.advanceClock(5);
  const processMs = Date.now() - t1;
  const job = (await p.get(`/customers/bulk/jobs/${ok.body.jobId}`)).body;
  expect(job).toMatchObject({ status: "COMPLETED", totalRows: max, succeededRows: max });
  console.log(`bulk CSV of ${max} rows: upload answered in ${uploadMs} ms, processed in ${processMs} ms`);
}, 60_000);

test("multipart with more file parts or fields than allowed is refused with 400", async () => {
  const l = loadLimitRules().multipart;
  const files = new FormData();
  for (let i = 0; i <= l.maxFiles; i++) files.append("file", new Blob(["a,b\n"]), `f${i}.csv`);
  const r1 = await p.upload("POST", "/customers/bulk/csv", files);
  expect(r1.status).toBe(400);
  expect(r1.body.details.errors[0].code).toBe("TOO_MANY_PARTS");
  const fields = new FormData();
  for (let i = 0; i <= l.maxFields; i++) fields.append(`f${i}`, "x");
  const r2 = await p.upload("POST", "/documents", fields);
  expect(r2.status).toBe(400);
  expect(r2.body.details.errors[0].code).toBe("TOO_MANY_PARTS");
});

test("an unexpected exception answers 500 for that request alone, with a request id in the header, the body and the log", async () => {
  const r = await p.get("/config");
  expect(r.status).toBe(500);
  const id = r.headers.get("x-request-id");
  expect(id).toMatch(/^req_/);
  expect(r.body).toMatchObject({ code: "INTERNAL_ERROR", details: { requestId: id } });
  expect(JSON.stringify(r.body)).not.toMatch(/boom/);
  expect(logged.some((m) => m.includes(id!))).toBe(true);
  expect((await p.get("/customers")).status).toBe(200);
});
