/** Admin call of the request journal (`GET /_sim/journal`): the platform's last requests, redacted. */
import { journalOf } from "../pipeline/journal.js";
import { runtimeOf, type AdminHandlerMap } from "./context.js";

export const journalAdmin: AdminHandlerMap = {
  simListJournal: (c) => ({
    status: 200,
    body: {
      data: journalOf(runtimeOf(c)).list((c.query.limit as number | undefined) ?? 50, {
        status: c.query.status as number | undefined,
        operationId: c.query.operationId as string | undefined,
      }),
    },
  }),
};
