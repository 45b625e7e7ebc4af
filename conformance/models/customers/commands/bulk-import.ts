/**
 * POST /customers/bulk/csv with rows that create customers and one that cannot (a birthDate
 * that is no date): 202 with a job id; GET /customers/bulk/jobs/{jobId} follows the job until
 * it finishes, then its counts add up (every row processed, created + failed), the failed row
 * has an error entry naming it, and every created row's customer is found by its
 * platformCustomerId while the failed one's is not.
 */
import { Command } from "../../shared/command.js";
import type { CustomerModel, CustomerReal } from "../model.js";
import { answered } from "../../../client/answer.js";
import { StepSkipped } from "../../../runner/time.js";
import type { Json } from "../../../contract/json.js";

const COLUMNS = ["customerType", "platformCustomerId", "fullName", "birthDate", "addressLine1", "city", "state", "postalCode", "country"];
const FINISHED = ["COMPLETED", "FAILED"];

interface Row {
  cells: Record<string, string>;
  /** The row creates a customer. */
  creates: boolean;
}

function rowsFor(tag: string): Row[] {
  const row = (n: number, birthDate: string): Record<string, string> => ({
    customerType: "INDIVIDUAL",
    platformCustomerId: `bulk-${tag}-${n}`,
    fullName: `Bulk Person${n}`,
    birthDate,
    addressLine1: "1 Market St",
    city: "San Francisco",
    state: "CA",
    postalCode: "94105",
    country: "US",
  });
  return [
    { cells: row(1, "1990-02-28"), creates: true },
    { cells: row(2, "not-a-date"), creates: false },
    { cells: row(3, "1985-11-03"), creates: true },
  ];
}

export class BulkImport extends Command<CustomerModel, CustomerReal> {
  async run(m: CustomerModel, { client, s, time }: CustomerReal) {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const rows = rowsFor(tag);
    // The live service asks for each row's UMA address: one on the platform's domain when it has one.
    const cfg = await client.call("GET", "/config");
    const domain: string | undefined = cfg.body?.umaDomain;
    const columns = domain ? ["umaAddress", ...COLUMNS] : COLUMNS;
    const line = (r: Row) => columns.map((k) => (k === "umaAddress" ? `$${r.cells.platformCustomerId.replace(/-/g, ".")}@${domain}` : r.cells[k])).join(",");
    const csv = `${columns.join(",")}\n${rows.map(line).join("\n")}\n`;
    const up = await client.call("POST", "/customers/bulk/csv", {
      multipart: { fields: {}, files: [{ field: "file", filename: "customers.csv", contentType: "text/csv", data: Buffer.from(csv) }] },
    });
    s.expect(
      up.status === 202 && typeof up.body?.jobId === "string",
      "customers.bulk-upload",
      `POST /customers/bulk/csv answered ${answered(up)}; expected 202 with a jobId`,
      202,
      up.status,
    );
    if (up.status !== 202) return;
    const path = `/customers/bulk/jobs/${encodeURIComponent(up.body.jobId)}`;
    let job = await client.call("GET", path);
    s.expect(
      job.status === 200 && job.body?.id === up.body.jobId,
      "customers.bulk-job",
      `GET ${path} answered ${answered(job)} (id ${job.body?.id}); expected the job ${up.body.jobId}`,
      up.body.jobId,
      job.body?.id,
    );
    const seconds = Math.ceil(m.rules.bulkCsv.processingDelayMs / 1000) + 4;
    let finished = FINISHED.includes(job.body?.status);
    try {
      finished =
        finished ||
        (!!time &&
          (await time.until(
            async () => {
              job = await client.call("GET", path);
              return FINISHED.includes(job.body?.status);
            },
            seconds,
            "the bulk import job",
          )));
    } catch (e) {
      if (!(e instanceof StepSkipped)) throw e;
      s.skipStep(`waiting for bulk import job ${up.body.jobId}`, e.reason);
      return;
    }
    s.expect(
      finished && job.body?.status === "COMPLETED",
      "customers.bulk-job-finishes",
      `bulk import job ${up.body.jobId} is ${job.body?.status} after ${seconds} s of platform time; expected COMPLETED`,
      "COMPLETED",
      job.body?.status,
    );
    if (!finished) return;
    const p: Json = job.body?.progress ?? {};
    s.expect(
      p.total === rows.length && p.processed === p.total && p.successful + p.failed === p.processed && typeof job.body?.completedAt === "string",
      "customers.bulk-job",
      `the finished job's progress ${JSON.stringify(p)} (completedAt ${job.body?.completedAt}) does not add up: every row processed, each created or failed`,
      { total: rows.length, processed: rows.length },
      p,
    );
    const created = rows.filter((r) => r.creates);
    const failed = rows.filter((r) => !r.creates);
    s.expect(
      p.successful === created.length && p.failed === failed.length,
      "customers.bulk-job-results",
      `the job counts ${p.successful} created and ${p.failed} failed; the file has ${created.length} rows that create a customer and ${failed.length} whose birthDate is no date`,
      { successful: created.length, failed: failed.length },
      { successful: p.successful, failed: p.failed },
    );
    const errors: Json[] = job.body?.errors ?? [];
    for (const r of failed) {
      const n = rows.indexOf(r) + 1;
      const names = (e: Json) => e?.correlationId === r.cells.platformCustomerId || new RegExp(`(^|\\D)(${n}|${n + 1})$`).test(String(e?.correlationId ?? ""));
      s.expect(
        errors.some(names),
        "customers.bulk-job-results",
        `no error entry names the failed row ${n} (${r.cells.platformCustomerId}) by its platformCustomerId or row number`,
        r.cells.platformCustomerId,
        errors.map((e) => e?.correlationId),
      );
    }
    for (const r of rows) {
      const pid = r.cells.platformCustomerId;
      const l = await client.call("GET", "/customers", { query: { platformCustomerId: pid, limit: 10 } });
      const found = ((l.body?.data ?? []) as Json[]).filter((c) => c.platformCustomerId === pid);
      s.expect(
        l.status === 200 && found.length === (r.creates ? 1 : 0) && (!r.creates || found[0].fullName === r.cells.fullName),
        "customers.bulk-job-results",
        `GET /customers?platformCustomerId=${pid} lists ${found.length} customer(s) after the import; the row ${r.creates ? "creates one" : "fails and creates none"}`,
        r.creates ? 1 : 0,
        found.length,
      );
    }
  }
  toString() {
    return "bulkImport(2 rows that create a customer, 1 that fails)";
  }
}
