/**
 * Bulk CSV customer import: POST /customers/bulk/csv answers 202 with a PENDING job; the
 * rows are processed on the platform clock after `bulkCsv.processingDelayMs` (advance the
 * clock, or wait, to see the job COMPLETED). Each row is validated like POST /customers.
 * Limits (spec/rules/limits.yaml): the file arrives through the streamed multipart reader
 * (http/body.ts: one file of at most 10 MB, nothing past it kept) and holds at most
 * `csv.maxRows` data rows; a larger file is refused before any row is validated.
 */
import { ApiError, type FieldError } from "../../../errors/api-error.js";
import { createCustomer } from "../domain/customer.js";
import { columnOf, newJob, readCsv, rowToCreateBody, type BulkJob, type BulkJobRowError } from "../domain/bulk-csv.js";
import { handlerMap, type HandlerContext, type TypedContext, type TypedResult } from "../../types.js";
import { jobType } from "../../../clock/jobs.js";
import { loadLimitRules } from "../../../../contract/rules/limits.js";
import { bulkJobsOf, constraintsFor, customersOf, kycSettings, newId, rules, withDefaultUmaAddress } from "../service.js";

// CSV rows are validated at upload with the same schema of the bundled contract as POST /customers.
const CREATE_SCHEMA = "#/components/schemas/CustomerCreateRequest";

function rowError(row: number, body: Record<string, unknown>, e: ApiError): BulkJobRowError {
  const first = (e.details?.errors as FieldError[] | undefined)?.[0];
  const out: BulkJobRowError = { row, code: e.code, reason: e.reason };
  const column = first ? columnOf(first.field) : e.code === "CONFLICT" ? "platformCustomerId" : e.code === "UMA_ADDRESS_EXISTS" ? "umaAddress" : undefined;
  if (column) out.column = column;
  if (typeof body.platformCustomerId === "string") out.platformCustomerId = body.platformCustomerId;
  return out;
}

/** Processing of an upload's rows, as data (it survives a restart). */
export const processJob = jobType<
  Pick<HandlerContext, "store" | "clock" | "platform">,
  { jobId: string; rows: Record<string, string>[]; schemaErrors?: FieldError[][] }
>("bulk-csv.process", (env, p) => processRows(env, p.jobId, p.rows, p.schemaErrors ?? []));

function processRows(
  ctx: Pick<HandlerContext, "store" | "clock" | "platform">,
  jobId: string,
  rows: Record<string, string>[],
  schemaErrors: FieldError[][],
): void {
  const jobs = bulkJobsOf(ctx.store);
  const job = jobs.get(jobId);
  if (!job) return; // reset meanwhile
  job.status = "PROCESSING";
  rows.forEach((row, i) => {
    const id = newId("Customer");
    const body = withDefaultUmaAddress(ctx.store, ctx.clock, ctx.platform.id, id, rowToCreateBody(row));
    try {
      const errs = schemaErrors[i] ?? [];
      if (errs.length) throw ApiError.invalidInput(errs);
      const c = createCustomer(
        rules(),
        { id, now: ctx.clock.iso(), body, settings: kycSettings(ctx.platform.settings) },
        constraintsFor(ctx.store, ctx.clock, body),
      );
      customersOf(ctx.store).put(c);
      job.customerIds.push(c.id);
      job.succeededRows++;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      job.errors.push(rowError(i + 1, body, e));
      job.failedRows++;
    }
    job.processedRows++;
  });
  job.status = "COMPLETED";
  job.completedAt = ctx.clock.iso();
  jobs.put(job);
}

function upload(ctx: TypedContext<"uploadCustomersCsv">): TypedResult<"uploadCustomersCsv"> {
  const file = ctx.files.find((f) => f.field === "file");
  if (!file) throw ApiError.invalidInput([{ field: "file", in: "body", code: "REQUIRED", reason: "is required (a CSV file part)" }]);
  const { rows } = readCsv(rules(), file.data);
  const maxRows = loadLimitRules().csv.maxRows;
  if (rows.length > maxRows) {
    throw ApiError.invalidInput([
      { field: "file", in: "body", code: "TOO_MANY_ROWS", reason: `has ${rows.length} data rows; at most ${maxRows} are accepted per upload (split the file)` },
    ]);
  }
  const job = newJob(newId("BulkJob"), rows.length, ctx.clock.iso());
  bulkJobsOf(ctx.store).put({ ...job, id: job.jobId });
  const schemaErrors = rows.map((row) => ctx.validateBody?.(CREATE_SCHEMA, rowToCreateBody(row)) ?? []);
  ctx.clock.scheduleJob({ delayMs: rules().bulkCsv.processingDelayMs }, processJob({ jobId: job.jobId, rows, schemaErrors }), `bulk-csv ${job.jobId}`);
  return { status: 202, body: { jobId: job.jobId, status: job.status } };
}

/** The job as answered: the designed counts plus the live service's `id`, `progress` and per-row `correlationId`. */
function publicJob(j: BulkJob & { id?: string }): BulkJob & Record<string, unknown> {
  const { id: _id, ...rest } = j;
  return {
    ...rest,
    id: j.jobId,
    progress: { total: j.totalRows, processed: j.processedRows, successful: j.succeededRows, failed: j.failedRows },
    errors: j.errors.map((e) => ({ ...e, correlationId: e.platformCustomerId ?? `row-${e.row}` })),
  };
}

function getJob(ctx: TypedContext<"getCustomersBulkJob">): TypedResult<"getCustomersBulkJob"> {
  const job = bulkJobsOf(ctx.store).get(ctx.params.jobId);
  if (!job) throw ApiError.notFound("BULK_UPLOAD_JOB_NOT_FOUND", `no bulk upload job with id ${ctx.params.jobId}`);
  return { status: 200, body: publicJob(job) };
}

export const bulkCsvHandlers = handlerMap({
  uploadCustomersCsv: upload,
  getCustomersBulkJob: getJob,
});
