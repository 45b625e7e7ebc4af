/** GET /_sim/audit: the platform's audit log (see platform/audit-log.ts for recording). */
import { runtimeOf, type AdminHandlerMap } from "./context.js";

export const auditAdmin: AdminHandlerMap = {
  simListAudit: (c) => {
    const log = runtimeOf(c).audit;
    const data = log.list({
      action: c.query.action as string | undefined,
      subject: c.query.subject as string | undefined,
      limit: (c.query.limit as number | undefined) ?? 1000,
    });
    return { status: 200, body: { data, dropped: log.dropped } };
  },
};
