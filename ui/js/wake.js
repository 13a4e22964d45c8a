// @ts-check
/**
 * Keeps the screen awake while a match is open, unless the user turned that off in Settings.
 *
 * The web view's Screen Wake Lock API (navigator.wakeLock) first: WebKitGTK 2.50 and
 * Chromium grant it after a user gesture, so a request refused for want of one is made again
 * at the next tap. Where the web view has no such API (Android's WebView), the app's own
 * command `set_keep_awake` is asked instead; without that command the screen may sleep, and
 * Settings says so. The lock is let go when the match closes or ends, and taken again when
 * the app comes back to the front (the system drops it when the app is hidden).
 */
import { invoke } from "./ipc.js";

const KEY = "keepAwake";

/** @typedef {"web" | "app" | "waiting" | "unsupported" | "off" | "idle"} WakeStatus */

/** @type {any} the web view's WakeLockSentinel while held */
let sentinel = null;
let matchOpen = false;
let wanted = false;
let pending = false;
/** The web view refused for want of a user gesture: wait for the next tap. */
let needGesture = false;
/** @type {WakeStatus} */
let status = "idle";
let appHeld = false;
let appMissing = false;

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
  if (wanted && !sentinel && !appHeld && !pending && !needGesture) acquire();
  if (!wanted && (sentinel || appHeld)) release();
  if (!wanted && !sentinel && !appHeld) setStatus(appMissing ? "unsupported" : "idle");
}

async function acquire() {
  pending = true;
  const wl = /** @type {any} */ (navigator).wakeLock;
  try {
    if (wl && typeof wl.request === "function") {
      try {
        const s = await wl.request("screen");
        sentinel = s;
        setStatus("web");
        s.addEventListener?.("release", () => {
          if (sentinel === s) sentinel = null;
          if (wanted) setStatus("waiting");
        });
        if (!wanted) release();
        return;
      } catch (e) {
        // Refused for want of a user gesture (or while hidden): try again at the next tap.
        if (/** @type {any} */ (e).name === "NotAllowedError") {
          needGesture = true;
          setStatus("waiting");
          return;
        }
      }
    }
    await viaApp(true);
  } finally {
    pending = false;
  }
}

/** The app's own command, for web views without the API. */
async function viaApp(/** @type {boolean} */ on) {
  if (appMissing) {
    setStatus("unsupported");
    return;
  }
  try {
    await invoke("set_keep_awake", { on });
    appHeld = on;
    setStatus(on ? "app" : "idle");
  } catch {
    appMissing = true;
    appHeld = false;
    setStatus("unsupported");
  }
}

function release() {
  if (sentinel) {
    const s = sentinel;
    sentinel = null;
    s.release?.().catch(() => {});
  }
  if (appHeld) viaApp(false);
  setStatus(appMissing ? "unsupported" : "idle");
}

/** At each tap, a lock still wanted is asked for again (it needs a user gesture). */
function retry() {
  needGesture = false;
  if (wanted && !sentinel && !appHeld && !pending) acquire();
}

document.addEventListener("pointerdown", retry, true);
document.addEventListener("keydown", retry, true);
document.addEventListener("visibilitychange", update);
