/** Quotes: create, get, execute, and SCA authorization, carried out by the money service (quote-service.ts). */
import { handlerMap, type HandlerMap } from "../../types.js";
import { renderQuote } from "../domain/quote-render.js";
import { envOf } from "../books.js";
import { authorizeQuote, createQuote, executeQuoteAnswer, resendQuoteAuthorization, storedQuoteOr404 } from "../quote-service.js";

export const quoteHandlers: HandlerMap = handlerMap({
  createQuote: (ctx) => ({ status: 201, body: renderQuote(createQuote(envOf(ctx), ctx.body)) }),
  getQuote: (ctx) => ({ status: 200, body: renderQuote(storedQuoteOr404(ctx.store, ctx.params.quoteId)) }),
  executeQuote: (ctx) => ({ status: 200, body: renderQuote(executeQuoteAnswer(envOf(ctx), ctx.params.quoteId)) }),
  authorizeQuote: (ctx) => ({ status: 200, body: renderQuote(authorizeQuote(envOf(ctx), ctx.params.quoteId, ctx.body)) }),
  resendQuoteAuthorization: (ctx) => {
    resendQuoteAuthorization(envOf(ctx), ctx.params.quoteId);
    return { status: 204 };
  },
});
