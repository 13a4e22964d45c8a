// @ts-check
/**
 * The event's Print tab: the score sheets of the current round (one A4 page a table, with its
 * code and QR code), the table plan, the standings and the prize list. A button asks the back
 * end for the pages' contents (`event_print`), lays them out in a part of the document of their
 * own (outside the app, which print.css hides on paper) and opens the system's print dialog.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { state, call } from "../state.js";
import { ev } from "../event-state.js";
import { scoreSheet } from "./sheet.js";
import { planPage, standingsPage, prizesPage } from "./lists.js";
import { bracketsPrint, poolSheetsPrint } from "./stages.js";

/** @typedef {import("./sheet.js").PrintPages} PrintPages */
/** @typedef {"sheets" | "plan" | "standings" | "prizes"} PrintKind */

/** @type {Record<PrintKind, (p: PrintPages) => Node | Node[]>} */
const LAYOUTS = {
  sheets: (p) => p.tables.map((tb) => scoreSheet(p, tb)),
  plan: planPage,
  standings: standingsPage,
  prizes: prizesPage,
};

/** Whether the print under way is one of ours (a button of the tab), not the app's screen. */
let ours = false;

/**
 * The part of the document the pages go to (created once, beside the app). The pages stay
 * until a print that is not ours begins: then they go, and the screen prints as it is. (They
 * are not removed once printed: a web view may still be drawing them for the printer.)
 */
function printRoot() {
  let root = document.getElementById("print-root");
  if (!root) {
    const made = document.createElement("div");
    made.id = "print-root";
    made.className = "print-root";
    made.dataset.testid = "print-root";
    document.body.append(made);
    window.addEventListener("beforeprint", () => {
      if (!ours) made.replaceChildren();
    });
    root = made;
  }
  return root;
}

/**
 * Lays out `pages` for printing (`kind` names them for the print style), then opens the print
 * dialog; the document's title is `title` meanwhile (the file name of a PDF printed from it).
 * @param {string} kind
 * @param {Node | Node[]} pages
 * @param {string} title
 */
export function printPages(kind, pages, title) {
  const root = printRoot();
  root.replaceChildren();
  root.dataset.kind = kind;
  root.append(...(Array.isArray(pages) ? pages : [pages]));
  const before = document.title;
  document.title = title;
  ours = true;
  window.addEventListener(
    "afterprint",
    () => {
      ours = false;
      document.title = before;
    },
    { once: true },
  );
  window.print();
}

/**
 * Prints `kind` for the event on show: its pages from the back end, then the print dialog.
 * @param {string} event
 * @param {PrintKind} kind
 */
async function print(event, kind) {
  const p = /** @type {PrintPages | null} */ (await call("event_print", { event }));
  if (!p) return;
  state.error = null;
  printPages(kind, LAYOUTS[kind](p), `${p.name} – ${t(`print.${kind}`, { n: p.round })}`);
}

/**
 * A staged event's pages, laid out from its screen: the brackets (a page each, landscape) and
 * the pool sheets.
 * @param {import("../event-state.js").EventScreen} s
 */
function stagedButtons(s) {
  const st = s.stages;
  if (!st) return null;
  const pages = /** @type {const} */ ([
    ["brackets", st.brackets && st.brackets.length ? () => bracketsPrint(s) : null],
    ["pool_sheets", st.pools.length ? () => poolSheetsPrint(s) : null],
  ]);
  return pages.map(([kind, lay]) =>
    h(
      "button",
      { type: "button", class: "big secondary", disabled: lay === null, "data-testid": `print-${kind}`, onclick: () => lay && printPages(kind, lay(), `${s.name} – ${t(`print.${kind}`)}`) },
      t(`print.${kind}`),
    ),
  );
}

/** @param {import("../event-state.js").EventScreen} s */
export function printPanel(s) {
  const none = s.round === 0;
  /** @param {PrintKind} kind */
  const button = (kind) =>
    h(
      "button",
      { type: "button", class: "big secondary", disabled: kind === "sheets" || kind === "plan" ? none : false, "data-testid": `print-${kind}`, onclick: () => print(s.event, kind) },
      t(`print.${kind}`, { n: s.round }),
    );
  const open = ev.phones && ev.phones.open && ev.phones.event === s.event;
  return h(
    "div",
    { class: "ev-print", "data-testid": "ev-print" },
    h("p", { class: "option-summary" }, t("print.intro")),
    none ? h("p", { class: "ev-refused" }, t("ev.no_round")) : null,
    h("div", { class: "ev-print-buttons" }, button("sheets"), button("plan"), button("standings"), button("prizes"), stagedButtons(s)),
    none ? null : h("p", { class: "option-summary", "data-testid": "print-qr-holds" }, t(open ? "print.qr_page" : "print.qr_code")),
  );
}

