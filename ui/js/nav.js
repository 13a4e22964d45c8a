// @ts-check
/**
 * Moving between screens: open a view (and let it load its data), open a match, show a
 * match as a command returned it. The screens call these; app.js says what each view loads.
 */
import { state, render, call } from "./state.js";
import { locale } from "./i18n.js";

/** @type {(view: string) => void} */
let entering = () => {};

/**
 * Sets what happens when a view opens (app.js: each screen's loader).
 * @param {(view: string) => void} fn
 */
export function onEnter(fn) {
  entering = fn;
}

/** @param {string} view */
export function go(view) {
  state.view = view;
  state.error = null;
  state.entry = null;
  state.detail = null;
  render();
  entering(view);
}

/** @param {string} id */
export async function openMatch(id) {
  const view = await call("get_match", { id, lang: locale() });
  if (view) {
    state.match = /** @type {import("./state.js").MatchView} */ (view);
    state.view = "match";
    state.entry = null;
    state.detail = null;
    state.error = null;
    render();
  }
}

/** @param {import("./state.js").MatchView} view */
export function showMatch(view) {
  state.match = view;
  state.entry = null;
  state.detail = null;
  state.error = null;
  render();
}
