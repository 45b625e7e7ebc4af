/**
 * Customers as the official clients drive them (CLI `customers ...`, SDK `customers.*`):
 * create with the required fields only and with every optional one, business customers,
 * list with no filter and with every filter, get, update, delete (then the deleted customer
 * read and listed again), hosted KYC links, contact verification, bulk CSV.
 */
import { ADDRESS, need, type Ctx } from "./context.js";

const SINCE = "2020-01-01T00:00:00Z";
const UNTIL = "2099-01-01T00:00:00Z";

export async function customers(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const bare = await s.call("required", () => a.POST("/customers", { body: { customerType: "INDIVIDUAL" } }));
  const jane = await s.call(
    "all-optional",
    () =>
      a.POST("/customers", {
        body: {
          customerType: "INDIVIDUAL",
          platformCustomerId: "typed-jane",
          umaAddress: "$jane@typed.example.com",
          region: "US",
          currencies: ["USD"],
          email: "jane@example.com",
          phoneNumber: "+14155550100",
          endUserTermsConsent: { acceptanceMethod: "CHECKBOX", acceptedAt: "2025-10-13T12:00:00Z", ipAddress: "203.0.113.7", termsVersion: "2025-10-01" },
          fullName: "Jane Doe",
          birthDate: "1990-01-15",
          nationality: "US",
          idType: "SSN",
          identifier: "123-45-6789",
          address: ADDRESS,
        },
      }),
    (r) => (r.data && (r.data as { region?: string }).region !== "US" ? "region is not kept" : undefined),
  );
  c.ids.customerId = need(jane, "customer").id!;
  await s.call("business", () =>
    a.POST("/customers", {
      body: {
        customerType: "BUSINESS",
        platformCustomerId: "typed-acme",
        address: ADDRESS,
        businessInfo: {
          legalName: "Acme Widgets LLC",
          country: "US",
          incorporatedOn: "2015-03-01",
          registrationNumber: "REG-100",
          taxId: "12-3456789",
          countriesOfOperation: ["US", "MX"],
        },
      },
    }),
  );
  await s.call("required", () => a.GET("/customers"));
  await s.call("all-optional", () =>
    a.GET("/customers", {
      params: {
        query: {
          platformCustomerId: "typed-jane",
          customerType: "INDIVIDUAL",
          umaAddress: "$jane@typed.example.com",
          region: "US",
          currency: "USD",
          createdAfter: SINCE,
          createdBefore: UNTIL,
          updatedAfter: SINCE,
          updatedBefore: UNTIL,
          isIncludingDeleted: true,
          limit: 5,
        },
      },
    }),
  );
  await s.call("required", () => a.GET("/customers/{customerId}", { params: { path: { customerId: c.ids.customerId } } }));
  await s.call("required", () =>
    a.PATCH("/customers/{customerId}", { params: { path: { customerId: c.ids.customerId } }, body: { customerType: "INDIVIDUAL" } }),
  );
  await s.call("all-optional", () =>
    a.PATCH("/customers/{customerId}", {
      params: { path: { customerId: c.ids.customerId } },
      body: {
        customerType: "INDIVIDUAL",
        currencies: ["USD"],
        email: "jane.doe@example.com",
        fullName: "Jane A Doe",
        birthDate: "1990-01-15",
        nationality: "US",
        address: ADDRESS,
      },
    }),
  );

  // delete: the service marks the customer and still answers it, and lists it with isIncludingDeleted
  const bareId = need(bare, "bare customer").id!;
  const marked = (r: { data?: unknown }) =>
    (r.data as { isDeleted?: boolean } | undefined)?.isDeleted === true ? undefined : "the deleted customer is not marked isDeleted";
  await s.call("required", () => a.DELETE("/customers/{customerId}", { params: { path: { customerId: bareId } } }), marked);
  await s.call("deleted customer", () => a.GET("/customers/{customerId}", { params: { path: { customerId: bareId } } }), marked);
  await s.call(
    "deleted customers included",
    () => a.GET("/customers", { params: { query: { isIncludingDeleted: true } } }),
    (r) => (r.data?.data.some((x) => (x as { id?: string }).id === bareId) ? undefined : "the deleted customer is not listed with isIncludingDeleted"),
  );

  // hosted KYC: a customer the service verifies
  const ben = need(
    await s.call("unregulated", () =>
      c.unregulated.POST("/customers", {
        body: { customerType: "INDIVIDUAL", fullName: "Ben Stone", birthDate: "1985-06-01", nationality: "US", email: "ben@example.com", address: ADDRESS },
      }),
    ),
    "unregulated customer",
  );
  await s.call("required", () => c.unregulated.POST("/customers/{customerId}/kyc-link", { params: { path: { customerId: ben.id! } } }));
  await s.call("all-optional", () =>
    c.unregulated.POST("/customers/{customerId}/kyc-link", {
      params: { path: { customerId: ben.id! } },
      body: { redirectUri: "https://app.example.com/kyc/done" },
    }),
  );

  // contact verification, where the customer's provider requires it
  const cara = need(
    await s.call("contact verification", () =>
      c.contact.POST("/customers", {
        body: {
          customerType: "INDIVIDUAL",
          fullName: "Cara Vance",
          email: "cara@example.com",
          phoneNumber: "+14155550111",
          birthDate: "1991-02-03",
          nationality: "US",
          address: ADDRESS,
        },
      }),
    ),
    "contact customer",
  );
  const path = { params: { path: { customerId: cara.id! } } };
  await s.call("required", () => c.contact.POST("/customers/{customerId}/verify-email", path));
  await s.call("required", () => c.contact.POST("/customers/{customerId}/verify-email/confirm", { ...path, body: { code: "123456" } }));
  await s.call("required", () => c.contact.POST("/customers/{customerId}/verify-phone", path));
  await s.call("required", () => c.contact.POST("/customers/{customerId}/verify-phone/confirm", { ...path, body: { code: "123456" } }));

  // bulk CSV (the SDK's customers.bulk)
  const csv =
    "umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country\n$ann@typed.example.com,typed-ann,INDIVIDUAL,Ann Lee,1992-03-04,1 Main St,Springfield,IL,62701,US\n";
  const job = await s.call("required", () =>
    a.POST("/customers/bulk/csv", {
      body: { file: "customers.csv" },
      bodySerializer: () => {
        const form = new FormData();
        form.set("file", new Blob([csv], { type: "text/csv" }), "customers.csv");
        return form;
      },
    }),
  );
  await c.p.advanceClock(5);
  await s.call("required", () => a.GET("/customers/bulk/jobs/{jobId}", { params: { path: { jobId: need(job, "bulk job").jobId } } }));
}
