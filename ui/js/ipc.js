// @ts-check
/** The one door to the Rust side: Tauri's IPC `invoke`. In tests a mock stands in its place. */

/**
 * @typedef {{kind: string, message: string, at?: string}} IpcError
 */

/**
 * Calls a command of the app.
 * @template T
 * @param {string} cmd
 * @param {Record<string, unknown>} [args]
 * @returns {Promise<T>}
 */
export async function invoke(cmd, args = {}) {
  const internals = /** @type {any} */ (window).__TAURI_INTERNALS__;
  if (!internals || typeof internals.invoke !== "function") {
    throw { kind: "storage", message: "The app's back end is not available." };
  }
  try {
    return await internals.invoke(cmd, args);
  } catch (e) {
    throw toError(e);
  }
}

/**
 * Normalises whatever the back end threw into `{kind, message, at?}`.
 * @param {unknown} e
 * @returns {IpcError}
 */
export function toError(e) {
  if (e && typeof e === "object" && "message" in e) {
    const o = /** @type {any} */ (e);
    return { kind: String(o.kind || "storage"), message: String(o.message), at: o.at };
  }
  return { kind: "storage", message: String(e) };
}
