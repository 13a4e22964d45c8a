// @ts-check
/**
 * The phones' panel of an event: "Open the tables to phones" starts the table phones' server
 * on this machine's network; the panel then shows its address, the projector page's, and each
 * table of the round with its QR code (the table's page, big enough to scan from the screen),
 * how many deals it has entered and whether it is done — followed live: the panel asks every
 * half second, and a phone's deal shows on the plan and in the standings within a second.
 * Corrections stay the organiser's: a phone enters only the current round's deals.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render } from "../state.js";
import { ev, refreshEvent, refreshTable } from "../event-state.js";

/** @typedef {import("../event-state.js").PhonesStatus} PhonesStatus */

/** How often the panel asks how the tables stand while they are open. */
const POLL_MS = 500;

/** @type {ReturnType<typeof setInterval> | 0} */
let timer = 0;
/** What the last answer said of the tables, to tell a change. */
let seen = "";
/** A change not shown yet (the organiser was typing). */
let pending = false;
let busy = false;

/** @param {PhonesStatus} s */
const signature = (s) => JSON.stringify([s.open, s.event, s.round, s.tables.map((x) => [x.table, x.deals, x.complete])]);

/** Someone is typing: a new drawing of the page would take their field away. */
function typing() {
  const a = document.activeElement;
  return Boolean(state.entry) || (a instanceof HTMLInputElement && a.type !== "checkbox") || a instanceof HTMLTextAreaElement || a instanceof HTMLSelectElement;
}

/** One look at the tables: what changed is shown, the standings read again. */
async function poll() {
  if (busy) return;
  if (state.view !== "events" || !ev.phones || !ev.phones.open) return stop();
  busy = true;
  try {
    const status = /** @type {PhonesStatus} */ (await invoke("phones_status", {}));
    const sig = signature(status);
    if (sig !== seen || pending) {
      seen = sig;
      ev.phones = status;
      if (typing()) {
        pending = true;
      } else {
        pending = false;
        await refreshTable();
        await refreshEvent();
      }
    }
    if (!status.open) stop();
  } catch {
    // The next look tries again; the panel keeps what it showed.
  } finally {
    busy = false;
  }
}

function start() {
  if (!timer) timer = setInterval(poll, POLL_MS);
}

function stop() {
  if (timer) clearInterval(timer);
  timer = 0;
}

/** Asks once whether the tables are open (the Events tab opens); follows them if so. */
export async function loadPhones() {
  try {
    const status = /** @type {PhonesStatus} */ (await invoke("phones_status", {}));
    ev.phones = status;
    seen = signature(status);
    if (status.open) start();
  } catch {
    ev.phones = null; // a back end without the phones' server: the panel says so when opened
  }
}

/**
 * @param {string} cmd
 * @param {Record<string, unknown>} args
 */
async function command(cmd, args) {
  try {
    const status = /** @type {PhonesStatus} */ (await invoke(cmd, args));
    ev.phones = status;
    seen = signature(status);
    state.error = null;
    if (status.open) start();
    else stop();
  } catch (e) {
    state.error = /** @type {any} */ (e).message;
  }
  render();
}

/**
 * A QR code as an image: the back end's SVG (made by the `qrcode` crate; nothing of the
 * user's in it), as an image source so that nothing of it runs in the page.
 * @param {string} svg
 * @param {string} label
 * @param {string} testid
 */
export function qrImage(svg, label, testid) {
  return h("img", { class: "qr", src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, alt: label, "data-testid": testid });
}

/** @param {import("../event-state.js").EventScreen} s */
export function phonesPanel(s) {
  const p = ev.phones;
  const here = p && p.open && p.event === s.event;
  if (!here) {
    return h(
      "div",
      { class: "ev-phones", "data-testid": "ev-phones" },
      h("p", { class: "option-summary" }, t("ev.phones_intro")),
      p && p.open ? h("p", { class: "ev-refused" }, t("ev.phones_other")) : null,
      h("button", { type: "button", class: "big primary", disabled: s.round === 0, "data-testid": "ev-phones-open", onclick: () => command("phones_open", { event: s.event }) }, t("ev.phones_open")),
      s.round === 0 ? h("p", { class: "ev-refused" }, t("ev.no_round")) : null,
    );
  }
  return h(
    "div",
    { class: "ev-phones open", "data-testid": "ev-phones" },
    h(
      "div",
      { class: "ev-phones-where" },
      h("p", null, t("ev.phones_address"), " ", h("strong", { class: "ev-url", "data-testid": "ev-phones-url" }, p.url)),
      h("p", null, t("ev.phones_projector"), " ", h("strong", { class: "ev-url", "data-testid": "ev-projector-url" }, p.projector)),
      h("button", { type: "button", class: "secondary", "data-testid": "ev-phones-close", onclick: () => command("phones_close", {}) }, t("ev.phones_close")),
    ),
    h("p", { class: "option-summary" }, t("ev.phones_scan")),
    h(
      "div",
      { class: "ev-qr-grid" },
      p.tables.map((x) =>
        h(
          "figure",
          { class: "ev-qr" + (x.complete ? " complete" : ""), "data-testid": `ev-phone-table-${x.table}` },
          qrImage(x.qr_svg, t("ev.qr_of", { n: x.table }), `ev-qr-${x.table}`),
          h(
            "figcaption",
            null,
            h("strong", { class: "ev-table-no" }, String(x.table)),
            h("span", { class: "ev-code" }, x.code),
            h("span", null, h("bdi", null, x.names.A), " – ", h("bdi", null, x.names.B)),
            h("span", { class: "ev-phone-deals", "data-testid": `ev-phone-deals-${x.table}` }, x.complete ? `✓ ${t("ev.complete")}` : t("ev.deals_n", { n: x.deals })),
          ),
        ),
      ),
    ),
  );
}
