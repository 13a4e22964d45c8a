// @ts-check
/**
 * A list page of the organiser's screens — the events, or the seasons: its title and a line
 * about it, one button an item (its name in bold, then what it is), a line when there is none,
 * the error on show, and the big button that starts a new one (and what follows it).
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { state, render, errorBox } from "../state.js";

/**
 * @typedef {{name: string, detail: string, open: () => void}} ListItem
 * @param {{
 *   kind: string, testid: string, title: string, intro: string, none: string,
 *   items: ListItem[], create: string, onCreate: () => void, after?: any
 * }} page `testid`: the list's (`ev`, `season`: `ev-list`, `ev-open`, `ev-new`)
 */
export function listPage(page) {
  return h(
    "section",
    { class: `organiser ${page.kind}` },
    h("h1", null, t(page.title)),
    h("p", { class: "option-summary" }, t(page.intro)),
    h(
      "ul",
      { class: "ev-list", "data-testid": `${page.testid}-list` },
      page.items.map((x) =>
        h(
          "li",
          null,
          h("button", { type: "button", class: "ev-list-item", "data-testid": `${page.testid}-open`, onclick: x.open }, h("strong", null, x.name), h("span", null, ` · ${x.detail}`)),
        ),
      ),
    ),
    page.items.length === 0 ? h("p", { class: "empty" }, t(page.none)) : null,
    errorBox(),
    h(
      "div",
      { class: "row" },
      h(
        "button",
        {
          type: "button",
          class: "big primary",
          "data-testid": `${page.testid}-new`,
          onclick: () => {
            page.onCreate();
            state.error = null;
            render();
          },
        },
        t(page.create),
      ),
    ),
    page.after,
  );
}
