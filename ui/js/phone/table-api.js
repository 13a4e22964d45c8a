// @ts-check
/**
 * The table phones' HTTP API as the phone page uses it: the table (as the app shows a match,
 * with where it is), the engine's preview of a deal, the variants and the game's words, and the writes (append,
 * replace, undo) with their `op`. Every call answers `{status, body}`; a network failure (Wi-Fi gone, laptop off)
 * answers status 0, never throws.
 */

/** How long a request may take before the phone treats the laptop as unreachable. */
const TIMEOUT_MS = 6000;

/**
 * @typedef {{status: number, body: any}} Answer
 */

/**
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<Answer>}
 */
export async function request(method, path, body) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: abort.signal,
      cache: "no-store",
    });
    let parsed = null;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  } finally {
    clearTimeout(timer);
  }
}

/** @param {string} code */
const base = (code) => `/api/tables/${encodeURIComponent(code)}`;

/**
 * @param {string} code
 * @param {string} lang
 */
export const getMatch = (code, lang) => request("GET", `${base(code)}/match?lang=${encodeURIComponent(lang)}`);

/**
 * @param {string} code
 * @param {any} deal
 * @param {number | null} number the deal it would replace, or null for the next
 * @param {string} lang
 */
export const preview = (code, deal, number, lang) =>
  request("POST", `${base(code)}/preview?lang=${encodeURIComponent(lang)}`, number === null ? { deal } : { deal, number });

export const getVariants = () => request("GET", "/api/variants");

/** @param {string} lang */
export const getWords = (lang) => request("GET", `/api/words?lang=${encodeURIComponent(lang)}`);

/**
 * Sends one write of the outbox.
 * @param {string} code
 * @param {import("./outbox.js").Write} w
 */
export function send(code, w) {
  if (w.kind === "append") return request("POST", `${base(code)}/deals`, { op: w.op, number: w.number, deal: w.deal });
  if (w.kind === "replace") return request("PUT", `${base(code)}/deals/${w.number}`, { op: w.op, deal: w.deal });
  return request("POST", `${base(code)}/undo`, { op: w.op });
}
