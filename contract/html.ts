/** Escaping text for HTML and XML (the hosted pages, the resource browser, the reports): the `escape-html` package. */
import escape from "escape-html";

/** `&`, `<`, `>`, `"` and `'` escaped; null and undefined become the empty string. */
export const escapeHtml = (s: unknown): string => escape(String(s ?? ""));
