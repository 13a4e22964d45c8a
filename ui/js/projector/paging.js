// @ts-check
/**
 * The projector pages' panes a page at a time: how many rows fit (from the viewport, as the
 * CSS sizes them), which page of a list is on show as the clock turns, and a pane itself.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";

/** How long a page of a pane stays on screen. */
export const TURN_MS = 10000;

/** Rows that fit in a pane: the pane's height over a row's (from the viewport, as the CSS). */
export function rowsThatFit() {
  const vh = window.innerHeight / 100;
  const row = 3.2 * vh * 1.25 + 1.1 * vh + 1;
  const pane = window.innerHeight - (4.4 + 3.4 + 2.4 + 1.5 * 4 + 6) * vh;
  return Math.max(3, Math.floor(pane / row));
}

/**
 * The page of `list` on show at `turn`, and the pane's page line.
 * @template T
 * @param {T[]} list
 * @param {number} size
 * @param {number} turn
 * @returns {{rows: T[], label: string | null}}
 */
export function paged(list, size, turn) {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const page = turn % pages;
  return {
    rows: list.slice(page * size, page * size + size),
    label: pages > 1 ? t("projector.page", { page: page + 1, pages }) : null,
  };
}

/**
 * A pane of a projector page: its title with the page line, and its table.
 * @param {string} testid
 * @param {string} title
 * @param {string | null} label the page line (null: one page)
 * @param {Node | null} head the table's head row, if it has one
 * @param {Node[]} rows
 */
export function pane(testid, title, label, head, rows) {
  return h(
    "section",
    { "data-testid": testid },
    h("h2", null, title, label ? h("span", { class: "page" }, label) : null),
    h("table", null, head ? h("thead", null, head) : null, h("tbody", null, rows)),
  );
}
