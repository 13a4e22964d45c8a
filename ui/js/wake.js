// @ts-check
/**
 * Keeps the screen awake while a match is open, unless the user turned that off in Settings.
 *
 * One way on every host: the web view's Screen Wake Lock API (`navigator.wakeLock`), which the
 * phone's browser, the installed web app and every web view the app ships in have (Chromium
 * and Android's WebView, WebKitGTK 2.50 on the desktop, iOS's WKWebView from 18.4). They grant
 * it after a user gesture, so a request refused for want of one is made again at the next tap.
 * There is no command of the app's for it: where the web view has no such API (an older one),
 * the screen may sleep, and Settings says so. The lock is let go when the match closes or
 * ends, and taken again when the app comes back to the front (the system drops it when the
 * app is hidden).
 */

const KEY = "keepAwake";

/** @typedef {"web" | "waiting" | "unsupported" | "off" | "idle"} WakeStatus */

/** @type {any} the web view's WakeLockSentinel while held */
let sentinel = null;
let matchOpen = false;
let wanted = false;
let pending = false;
/** The web view refused for want of a user gesture: wait for the next tap. */
let needGesture = false;
/** @type {WakeStatus} */
let status = "idle";
/** The web view has no Screen Wake Lock API. */
const missing = () => {
  const wl = /** @type {any} */ (navigator).wakeLock;
  return !wl || typeof wl.request !== "function";
};

/** @type {() => void} */
let changed = () => {};

/**
 * Calls `fn` whenever the lock's status changes (Settings shows it).
 * @param {() => void} fn
 */
export function onWakeChange(fn) {
  changed = fn;
}

/** @param {WakeStatus} next */
function setStatus(next) {
  if (status === next) return;
  status = next;
  changed();
}

/** Whether the setting allows keeping the screen awake (on unless turned off). */
export function keepAwakeEnabled() {
  return localStorage.getItem(KEY) !== "off";
}

/** @param {boolean} on */
export function setKeepAwakeEnabled(on) {
  localStorage.setItem(KEY, on ? "on" : "off");
}

/** What the screen lock is doing now (Settings shows it). */
export function wakeStatus() {
  return keepAwakeEnabled() ? status : "off";
}

/**
 * Takes or lets go of the lock: `want` is whether a match in play is the open match.
 * Safe to call after every render.
 * @param {boolean} want
 */
export function keepAwake(want) {
  matchOpen = want;
  update();
}

function update() {
  wanted = matchOpen && keepAwakeEnabled() && document.visibilityState === "visible";
  if (wanted && !sentinel && !pending && !needGesture) acquire();
  if (!wanted && sentinel) release();
  if (!wanted && !sentinel) setStatus(missing() ? "unsupported" : "idle");
}

async function acquire() {
  if (missing()) {
    setStatus("unsupported");
    return;
  }
  pending = true;
  try {
    const s = await /** @type {any} */ (navigator).wakeLock.request("screen");
    sentinel = s;
    setStatus("web");
    s.addEventListener?.("release", () => {
      if (sentinel === s) sentinel = null;
      if (wanted) setStatus("waiting");
    });
    if (!wanted) release();
  } catch (e) {
    // Refused for want of a user gesture (or while hidden): try again at the next tap.
    needGesture = true;
    setStatus(/** @type {any} */ (e).name === "NotAllowedError" ? "waiting" : "unsupported");
  } finally {
    pending = false;
  }
}

function release() {
  if (sentinel) {
    const s = sentinel;
    sentinel = null;
    s.release?.().catch(() => {});
  }
  setStatus(missing() ? "unsupported" : "idle");
}

/** At each tap, a lock still wanted is asked for again (it needs a user gesture). */
function retry() {
  needGesture = false;
  if (wanted && !sentinel && !pending) acquire();
}

document.addEventListener("pointerdown", retry, true);
document.addEventListener("keydown", retry, true);
document.addEventListener("visibilitychange", update);
