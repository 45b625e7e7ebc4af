/** What the suite records of every HTTP exchange, for checks and reproductions. */
export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export type AuthSpec = Credentials | { bearer: string } | { raw: string } | null;

export interface MultipartBody {
  fields: Record<string, string>;
  files: { field: string; filename: string; contentType: string; data: Buffer }[];
}

export interface RecordedCall {
  seq: number;
  method: string;
  url: string;
  /** Path relative to the target's base URL (or absolute for admin calls). */
  path: string;
  operationKey?: string;
  requestHeaders: Record<string, string>;
  requestBody?: unknown;
  multipart?: { fields: Record<string, string>; files: { field: string; filename: string; contentType: string; size: number }[] };
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: unknown;
  durationMs: number;
  error?: string;
}
