// @ts-check
/**
 * A confirmation sheet inside the page (the platform's confirm() differs between web views
 * and cannot be styled or tested): `ask()` shows it and resolves to the user's answer; app.js
 * draws it over whatever screen is open.
 */
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { render } from "./state.js";

/**
 * @typedef {{title: string, body?: string, confirm: string, danger?: boolean}} Question
 */

/** @type {(Question & {answer: (yes: boolean) => void}) | null} */
let open = null;

/**
 * Asks the user to confirm; resolves to true when they do.
 * @param {Question} question
 * @returns {Promise<boolean>}
 */
export function ask(question) {
  if (open) open.answer(false);
  return new Promise((resolve) => {
    open = {
      ...question,
      answer: (yes) => {
        open = null;
        resolve(yes);
        render();
      },
    };
    render();
    requestAnimationFrame(() => /** @type {HTMLElement | null} */ (document.querySelector("[data-testid=dialog-cancel]"))?.focus());
  });
}

/** The open sheet, if any (app.js places it above the page). */
export function dialogView() {
  if (!open) return null;
  const q = open;
  return h(
    "div",
    {
      class: "dialog-backdrop",
      onclick: (/** @type {Event} */ e) => { if (e.target === e.currentTarget) q.answer(false); },
      onkeydown: (/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") q.answer(false); },
    },
    h(
      "div",
      { class: "dialog", role: "alertdialog", "aria-modal": "true", "aria-labelledby": "dialog-title", "aria-describedby": q.body ? "dialog-body" : null, "data-testid": "dialog" },
      h("h2", { id: "dialog-title" }, q.title),
      q.body ? h("p", { id: "dialog-body" }, q.body) : null,
      h(
        "div",
        { class: "dialog-actions" },
        h("button", { type: "button", class: "big secondary", "data-testid": "dialog-cancel", onclick: () => q.answer(false) }, t("dialog.keep")),
        h("button", { type: "button", class: "big " + (q.danger ? "danger-fill" : "primary"), "data-testid": "dialog-confirm", onclick: () => q.answer(true) }, q.confirm),
      ),
    ),
  );
}
