// @ts-check
/**
 * Passing a match to another phone by QR code, no network needed: one phone shows the match's
 * code (its facts only, made by the back end: `match_code`), the other reads it with its
 * camera — each frame's grey levels go to the back end, which finds and reads the code
 * (`scan_match_code`, in WebAssembly on a phone: no cloud service) and checks the match as any
 * import does — shows what it holds, and imports it on a tap (`import_match_code`). A photo of
 * the code does the same where there is no camera.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { invoke } from "../ipc.js";
import { render } from "../state.js";
import { openMatch, go } from "../nav.js";
import { loadMatches } from "../matches.js";

/**
 * @typedef {{code: string, svg: string, modules: number, bytes: number}} MatchCode
 * @typedef {{code: string, id: string, variant: string, names: {A: string, B: string}, rounds: number,
 *   totals: {A: number, B: number}, state: string, known: boolean}} ScannedMatch
 * @typedef {{id: string, imported: boolean}} CodeImport
 * @typedef {{mode: "show", code: MatchCode | null, error: string | null}
 *   | {mode: "scan", found: ScannedMatch | null, note: string | null, error: string | null, busy: boolean}} Pass
 */

/** @type {Pass | null} the open sheet */
let open = null;
/** @type {MediaStream | null} */
let stream = null;
/** @type {HTMLVideoElement | null} the camera's picture: one element, kept across redraws */
let video = null;
let scanTimer = 0;
/** The longest side of a camera frame read for a code, and of a photo, in pixels. */
const FRAME = 640;
const PHOTO = 1280;

function close() {
  stopCamera();
  open = null;
  render();
}

/** The button that shows match `id`'s code. */
export function passButton(/** @type {string} */ id) {
  return h("button", { type: "button", class: "secondary", "data-testid": "pass-match", onclick: () => showCode(id) }, t("pass.button"));
}

/** The button that reads a match from another phone. */
export function receiveButton() {
  return h("button", { type: "button", class: "secondary wide", "data-testid": "receive-match", onclick: startScan }, t("pass.receive"));
}

async function showCode(/** @type {string} */ id) {
  open = { mode: "show", code: null, error: null };
  render();
  try {
    const code = /** @type {MatchCode} */ (await invoke("match_code", { id }));
    if (open && open.mode === "show") open.code = code;
  } catch (e) {
    if (open && open.mode === "show") open.error = /** @type {any} */ (e).message;
  }
  render();
}

function stopCamera() {
  clearTimeout(scanTimer);
  scanTimer = 0;
  if (stream) for (const track of stream.getTracks()) track.stop();
  stream = null;
  if (video) video.srcObject = null;
  video = null;
}

/** The camera's picture, playing (a redraw moves the element, which may pause it). */
function cameraView() {
  if (!video) {
    video = /** @type {HTMLVideoElement} */ (h("video", { class: "pass-video", playsinline: true, muted: true, autoplay: true, "data-testid": "pass-video" }));
    video.muted = true;
  }
  if (stream && video.srcObject !== stream) video.srcObject = stream;
  const v = video;
  if (v.paused && stream) queueMicrotask(() => v.play().catch(() => {}));
  return v;
}

/** The camera's refusal in words. */
function cameraError(/** @type {any} */ e) {
  if (e && e.name === "NotAllowedError") return t("pass.camera_refused");
  if (e && (e.name === "NotFoundError" || e.name === "OverconstrainedError")) return t("pass.camera_none");
  return t("pass.camera_failed", { message: (e && e.message) || String(e) });
}

async function startScan() {
  open = { mode: "scan", found: null, note: null, error: null, busy: false };
  render();
  const media = navigator.mediaDevices;
  if (!media || typeof media.getUserMedia !== "function") {
    open.error = t("pass.camera_none");
    render();
    return;
  }
  try {
    stream = await media.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (e) {
    if (open && open.mode === "scan") open.error = cameraError(e);
    render();
    return;
  }
  if (!open || open.mode !== "scan") return stopCamera();
  render();
  scanTimer = window.setTimeout(scanFrame, 100);
}

/** An image's grey levels in base64, at most `longest` pixels on its longest side. */
function greyOf(/** @type {CanvasImageSource} */ source, /** @type {number} */ width, /** @type {number} */ height, longest = FRAME) {
  const scale = Math.min(1, longest / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const hgt = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = hgt;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
  ctx.drawImage(source, 0, 0, w, hgt);
  const rgba = ctx.getImageData(0, 0, w, hgt).data;
  const grey = new Uint8Array(w * hgt);
  for (let i = 0, p = 0; p < grey.length; i += 4, p++) grey[p] = (rgba[i] * 77 + rgba[i + 1] * 150 + rgba[i + 2] * 29) >> 8;
  let text = "";
  for (let i = 0; i < grey.length; i += 0x8000) text += String.fromCharCode(...grey.subarray(i, i + 0x8000));
  return { width: w, height: hgt, luma: btoa(text) };
}

/**
 * Sends one image to the back end: the match it shows, or null when no code can be read in
 * it yet. A code that is not a match is said, and the camera goes on looking. Redraws only
 * when there is something new to show.
 */
async function readImage(/** @type {CanvasImageSource} */ source, /** @type {number} */ width, /** @type {number} */ height, longest = FRAME) {
  if (!open || open.mode !== "scan") return null;
  const before = open.note;
  try {
    const found = /** @type {ScannedMatch | null} */ (await invoke("scan_match_code", greyOf(source, width, height, longest)));
    if (found && open && open.mode === "scan") {
      open.found = found;
      open.note = null;
      stopCamera();
      render();
    }
    return found;
  } catch (e) {
    if (open && open.mode === "scan") open.note = /** @type {any} */ (e).message;
    if (open && open.mode === "scan" && open.note !== before) render();
    return null;
  }
}

async function scanFrame() {
  if (!stream || !video || !open || open.mode !== "scan") return;
  if (video.videoWidth > 0) await readImage(video, video.videoWidth, video.videoHeight);
  if (stream) scanTimer = window.setTimeout(scanFrame, 250);
}

/** A photo of the code, where the camera cannot be used. */
async function fromPhoto(/** @type {Event} */ ev) {
  const input = /** @type {HTMLInputElement} */ (ev.target);
  const file = input.files && input.files[0];
  input.value = "";
  if (!file || !open || open.mode !== "scan") return;
  try {
    const bitmap = await createImageBitmap(file);
    const found = await readImage(bitmap, bitmap.width, bitmap.height, PHOTO);
    if (!found && open && open.mode === "scan" && !open.note) open.note = t("pass.no_code");
  } catch (e) {
    if (open && open.mode === "scan") open.note = t("pass.no_code");
  }
  render();
}

async function importFound(/** @type {ScannedMatch} */ found) {
  if (!open || open.mode !== "scan") return;
  open.busy = true;
  render();
  try {
    const done = /** @type {CodeImport} */ (await invoke("import_match_code", { code: found.code }));
    open = null;
    await loadMatches(true);
    if (found.state === "in_play") await openMatch(done.id);
    else go("history");
  } catch (e) {
    if (open && open.mode === "scan") {
      open.busy = false;
      open.error = /** @type {any} */ (e).message;
    }
    render();
  }
}

/** What a scanned match holds, before it is imported. */
function foundView(/** @type {ScannedMatch} */ m) {
  return [
    h(
      "div",
      { class: "pass-found", "data-testid": "pass-found" },
      h("p", { class: "match-teams" }, h("span", { class: "team-A-text" }, m.names.A), " – ", h("span", { class: "team-B-text" }, m.names.B)),
      h("p", null, t("variant." + m.variant), " · ", t("pass.rounds", { n: m.rounds })),
      h("p", { class: "pass-totals", "data-testid": "pass-totals" }, `${m.totals.A} – ${m.totals.B}`),
      m.known ? h("p", { class: "hint", "data-testid": "pass-known" }, t("pass.known")) : null,
    ),
    h(
      "div",
      { class: "dialog-actions" },
      h("button", { type: "button", class: "big secondary", "data-testid": "pass-cancel", onclick: close }, t("pass.cancel")),
      h(
        "button",
        { type: "button", class: "big primary", disabled: open && open.mode === "scan" && open.busy, "data-testid": "pass-import", onclick: () => importFound(m) },
        m.known ? t("pass.open") : t("pass.import"),
      ),
    ),
  ];
}

/** The sheet over the page, if open (app.js places it). */
export function passView() {
  if (!open) return null;
  const o = open;
  let body;
  if (o.mode === "show") {
    body = [
      h("h2", { id: "pass-title" }, t("pass.show_title")),
      o.code
        ? [
            h("img", { class: "pass-code", alt: t("pass.show_title"), "data-testid": "pass-code", "data-code": o.code.code, src: "data:image/svg+xml;charset=utf-8," + encodeURIComponent(o.code.svg) }),
            h("p", { class: "hint" }, t("pass.show_help")),
          ]
        : o.error
          ? h("p", { class: "error", role: "alert", "data-testid": "pass-error" }, o.error)
          : h("p", null, "…"),
      h("div", { class: "dialog-actions" }, h("button", { type: "button", class: "big primary", "data-testid": "pass-done", onclick: close }, t("pass.done"))),
    ];
  } else {
    body = [
      h("h2", { id: "pass-title" }, t("pass.scan_title")),
      o.found
        ? foundView(o.found)
        : [
            o.error ? h("p", { class: "error", role: "alert", "data-testid": "pass-error" }, o.error) : stream ? cameraView() : null,
            h("p", { class: "hint", "aria-live": "polite", "data-testid": "pass-note" }, o.note || t("pass.scan_help")),
            h(
              "div",
              { class: "dialog-actions" },
              h("button", { type: "button", class: "big secondary", "data-testid": "pass-cancel", onclick: close }, t("pass.cancel")),
              h(
                "label",
                { class: "big secondary file-button" },
                t("pass.photo"),
                h("input", { type: "file", accept: "image/*", "data-testid": "pass-photo", onchange: fromPhoto }),
              ),
            ),
          ],
    ];
  }
  return h(
    "div",
    { class: "dialog-backdrop pass-backdrop" },
    h("div", { class: "dialog pass", role: "dialog", "aria-modal": "true", "aria-labelledby": "pass-title", "data-testid": "pass" }, body),
  );
}

/** Leaving the page stops the camera. */
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden" && stream) close();
});
