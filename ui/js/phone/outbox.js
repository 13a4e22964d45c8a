// @ts-check
/**
 * The phone's outbox: every write is kept in localStorage, with its `op`, before it is sent,
 * and stays there until the laptop has answered it. A write whose answer never came (Wi-Fi
 * gone, laptop off, page closed) is sent again with the same `op`, so the laptop stores it
 * once whatever happens. Answers, in order:
 * - 200: stored (or it was already): it leaves the outbox;
 * - 409: the table refused it as it is now (another phone entered that deal first, the round
 *   is over, the table is complete): it leaves the outbox, and the page shows the table;
 * - 422 or 400: the laptop refused the deal itself: it leaves the outbox, and round entry (when
 *   it is waiting for that deal) marks the field at fault, or else the page says why;
 * - no answer, 429, 5xx: it stays, and is sent again later.
 */
import { send } from "./table-api.js";

/**
 * @typedef {{op: string, kind: "append" | "replace" | "undo", number: number, deal?: any, at: number}} Write
 * @typedef {{write: Write, status: number, body: any}} Outcome what the laptop said to a write that left the outbox
 */

/** @param {string} code */
const key = (code) => `belote.phone.${code}.outbox`;

/** A new op id: 128 random bits (crypto.getRandomValues works on plain http too). */
export function newOp() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The writes waiting, oldest first.
 * @param {string} code
 * @returns {Write[]}
 */
export function waiting(code) {
  try {
    const list = JSON.parse(localStorage.getItem(key(code)) || "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * @param {string} code
 * @param {Write[]} list
 */
function store(code, list) {
  localStorage.setItem(key(code), JSON.stringify(list));
}

/**
 * Keeps a write (before anything is sent).
 * @param {string} code
 * @param {Omit<Write, "op" | "at">} w
 * @returns {Write}
 */
export function keep(code, w) {
  const write = { ...w, op: newOp(), at: Date.now() };
  store(code, [...waiting(code), write]);
  return write;
}

/** @param {string} code @param {string} op */
function drop(code, op) {
  store(
    code,
    waiting(code).filter((w) => w.op !== op),
  );
}

/** @type {Promise<Outcome[]> | null} */
let sending = null;

/**
 * Sends the waiting writes in order until one gets no answer. Resolves to what the laptop
 * said to each write that left the outbox (and `stuck`: whether some are still waiting).
 * @param {string} code
 * @returns {Promise<{outcomes: Outcome[], stuck: boolean}>}
 */
export async function flush(code) {
  if (!sending) {
    sending = (async () => {
      /** @type {Outcome[]} */
      const outcomes = [];
      for (const write of waiting(code)) {
        const { status, body } = await send(code, write);
        if (status === 0 || status === 429 || status >= 500 || status === 408) break;
        drop(code, write.op);
        outcomes.push({ write, status, body });
      }
      return outcomes;
    })().finally(() => {
      sending = null;
    });
  }
  const outcomes = await sending;
  return { outcomes, stuck: waiting(code).length > 0 };
}
