/** HTTP: document uploads (magic bytes, size, sides, 409, 422 trigger), PUT, list, get, delete. */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { docForm, individual, JPEG, PDF, PNG, startEnv, type Env } from "./helpers.js";
import type { TestPlatform } from "../support/simulator.js";

let env: Env;
let p: TestPlatform;
beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
});
afterAll(async () => env?.close());

const customer = async () => (await p.post("/customers", individual())).body.id as string;
const passport = (holder: string, extra: Record<string, string> = {}) => ({
  documentHolder: holder,
  documentType: "PASSPORT",
  country: "US",
  documentNumber: "X1234567",
  issuingAuthority: "US DoS",
  ...extra,
});

describe("upload", () => {
  test.each([
    ["PDF", PDF, "application/pdf"],
    ["JPEG", JPEG, "image/jpeg"],
    ["PNG", PNG, "image/png"],
  ])("%s accepted by content -> 201 Document", async (_n, bytes, type) => {
    const id = await customer();
    const r = await p.upload("POST", "/documents", docForm(passport(id), bytes, "whatever.bin"));
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      documentHolder: id,
      documentType: "PASSPORT",
      contentType: type,
      size: bytes.length,
      fileName: "whatever.bin",
      documentNumber: "X1234567",
    });
    expect(r.body.id).toMatch(/^Document:/);
  });

  test("the name does not matter: text named .png -> 400 INVALID_INPUT", async () => {
    const r = await p.upload("POST", "/documents", docForm(passport(await customer()), Buffer.from("hello, not an image"), "photo.png"));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
    expect(r.body.reason).toMatch(/PDF, JPEG or PNG/);
  });

  test("over 10 MB -> 413 PAYLOAD_TOO_LARGE with a clear reason", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const r = await p.upload("POST", "/documents", docForm(passport(await customer()), big, "big.pdf"));
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE", details: { field: "file" } });
    expect(r.body.reason).toMatch(/10 MB/);
  });

  test("licence and national id need a side -> 400; FRONT and BACK are separate documents", async () => {
    const id = await customer();
    for (const documentType of ["DRIVERS_LICENSE", "NATIONAL_ID"]) {
      const noSide = await p.upload("POST", "/documents", docForm({ documentHolder: id, documentType, documentNumber: "D1", issuingAuthority: "DMV" }));
      expect(noSide.status).toBe(400);
      expect(noSide.body.code).toBe("INVALID_INPUT");
      for (const side of ["FRONT", "BACK"]) {
        expect(
          (await p.upload("POST", "/documents", docForm({ documentHolder: id, documentType, side, documentNumber: "D1", issuingAuthority: "DMV" }))).status,
        ).toBe(201);
      }
    }
  });

  test("identity documents need documentNumber and issuingAuthority", async () => {
    const r = await p.upload("POST", "/documents", docForm({ documentHolder: await customer(), documentType: "PASSPORT" }));
    expect(r.status).toBe(400);
    expect(r.body.details.errors.map((e: any) => e.field).sort()).toEqual(["documentNumber", "issuingAuthority"]);
  });

  test("missing file -> 400", async () => {
    const r = await p.upload("POST", "/documents", docForm(passport(await customer()), null));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
  });

  test("same holder + type (+ side) -> 409 DOCUMENT_ALREADY_EXISTS naming the PUT", async () => {
    const id = await customer();
    const first = await p.upload("POST", "/documents", docForm(passport(id)));
    const dup = await p.upload("POST", "/documents", docForm(passport(id, { documentNumber: "Y999" })));
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("DOCUMENT_ALREADY_EXISTS");
    expect(dup.body.reason).toContain(first.body.id);
    const front = { documentHolder: id, documentType: "DRIVERS_LICENSE", side: "FRONT", documentNumber: "D1", issuingAuthority: "DMV" };
    await p.upload("POST", "/documents", docForm(front));
    expect((await p.upload("POST", "/documents", docForm(front))).body.code).toBe("DOCUMENT_ALREADY_EXISTS");
  });

  test("designed trigger: file name containing 'blurry' / ending in 422, or documentNumber ending in 422 -> 422 DOCUMENT_REJECTED", async () => {
    const id = await customer();
    for (const [fields, name] of [
      [passport(id), "blurry-photo.jpg"],
      [passport(id), "id-422.png"],
      [passport(id, { documentNumber: "X000422" }), "ok.png"],
    ] as const) {
      const r = await p.upload("POST", "/documents", docForm(fields, PNG, name));
      expect(r.status).toBe(422);
      expect(r.body.code).toBe("DOCUMENT_REJECTED");
      expect(r.body.reason).toMatch(/four corners/);
    }
    expect((await p.get(`/documents?documentHolder=${id}`)).body.data).toEqual([]);
  });

  test("unknown holder -> 404 DOCUMENT_HOLDER_NOT_FOUND; beneficial owners are holders", async () => {
    const r = await p.upload("POST", "/documents", docForm(passport("Customer:00000000-0000-4000-8000-000000000000")));
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("DOCUMENT_HOLDER_NOT_FOUND");
    const biz = (await p.post("/customers", { customerType: "BUSINESS" })).body.id;
    const o = (await p.post("/beneficial-owners", { customerId: biz, roles: ["CONTROL_PERSON"], personalInfo: { firstName: "A", lastName: "B" } })).body;
    expect((await p.upload("POST", "/documents", docForm(passport(o.id)))).status).toBe(201);
  });
});

describe("replace, list, get, delete", () => {
  test("PUT replaces file and metadata (same id, holder kept); GET / list / DELETE", async () => {
    const id = await customer();
    const doc = (await p.upload("POST", "/documents", docForm(passport(id)))).body;
    const put = await p.upload(
      "PUT",
      `/documents/${doc.id}`,
      docForm({ documentType: "PASSPORT", documentNumber: "NEW123", issuingAuthority: "US DoS" }, JPEG, "retake.jpg"),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      id: doc.id,
      documentHolder: id,
      documentNumber: "NEW123",
      contentType: "image/jpeg",
      fileName: "retake.jpg",
      createdAt: doc.createdAt,
    });
    expect((await p.get(`/documents/${doc.id}`)).body).toEqual(put.body);
    const bad = await p.upload(
      "PUT",
      `/documents/${doc.id}`,
      docForm({ documentType: "PASSPORT", documentNumber: "N1", issuingAuthority: "x" }, PNG, "blurry.png"),
    );
    expect([bad.status, bad.body.code]).toEqual([422, "DOCUMENT_REJECTED"]);
    const other = (await p.upload("POST", "/documents", docForm({ documentHolder: id, documentType: "UTILITY_BILL" }, PDF))).body;
    const clash = await p.upload("PUT", `/documents/${other.id}`, docForm({ documentType: "PASSPORT", documentNumber: "N1", issuingAuthority: "x" }));
    expect(clash.body.code).toBe("DOCUMENT_ALREADY_EXISTS");
    const list = await p.get(`/documents?documentHolder=${id}`);
    expect(list.body.data.map((d: any) => d.id)).toEqual([doc.id, other.id]);
    expect((await p.get(`/documents?documentHolder=${id}&limit=1`)).body.hasMore).toBe(true);
    expect((await p.get("/documents?documentHolder=Customer:00000000-0000-4000-8000-000000000000")).body.code).toBe("DOCUMENT_HOLDER_NOT_FOUND");
    expect((await p.delete(`/documents/${doc.id}`)).status).toBe(204);
    expect((await p.get(`/documents/${doc.id}`)).body.code).toBe("NOT_FOUND");
    const notFound = await p.delete(`/documents/${doc.id}`);
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
    const notFound2 = await p.upload("PUT", `/documents/${doc.id}`, docForm({ documentType: "PASSPORT", documentNumber: "N", issuingAuthority: "x" }));
    expect([notFound2.status, notFound2.body.code]).toEqual([404, "NOT_FOUND"]);
  });
});
