/** The cards area's declared state: cards, their secrets and card transactions. */
import { declareCollection } from "../../store/declarations.js";
import type { CardRecord, CardSecret, CardTxRecord } from "./domain/types.js";

export const cards = declareCollection<CardRecord>("cards", { indexes: ["customerId", "platformCardId", "status"] });
export const cardsOf = cards.of;

export const cardSecrets = declareCollection<CardSecret>("cardSecrets");
export const cardSecretsOf = cardSecrets.of;

export const cardTxs = declareCollection<CardTxRecord>("cardTransactions", { indexes: ["cardId"] });
export const cardTxsOf = cardTxs.of;
