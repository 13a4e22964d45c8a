// @ts-check
/** The Score tab with no match open: start a match, or resume one in play. */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { render, call, errorBox } from "../state.js";
import { go } from "../nav.js";
import { matchLine } from "../match-line.js";

/** @type {any[] | null} matches in play, newest first */
let inPlay = null;

/** Loads the matches in play. */
export async function loadHome() {
  const list = await call("list_matches", { state_filter: "in_play" });
  if (list) {
    inPlay = /** @type {any[]} */ (list);
    render();
  }
}

/** The matches in play as last loaded (the start-up opens the newest). */
export function matchesInPlay() {
  return inPlay || [];
}

export function homeView() {
  const unfinished = matchesInPlay();
  return h(
    "section",
    { class: "home" },
    h("h1", null, t("app.title")),
    h("p", { class: "lead" }, t("app.tagline")),
    h("button", { type: "button", class: "big primary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
    unfinished.length ? h("h2", null, t("home.resume")) : null,
    unfinished.length ? h("ul", { class: "match-list" }, unfinished.map((m) => h("li", { class: "match-line" }, matchLine(m)))) : null,
    errorBox(),
  );
}
