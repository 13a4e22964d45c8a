// @ts-check
/** A tiny element builder: h("button", {class: "big", onclick}, "text", child). */

/** @typedef {Node | string | number | null | undefined | false | any[]} Child a child, or a list of them (flattened, nested or not) */

/**
 * @param {string} tag
 * @param {Record<string, any> | null} [attrs]
 * @param {...Child} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") {
      el.addEventListener(k.slice(2), v);
    } else if (k === "class") {
      el.className = String(v);
    } else if (k === "value" && "value" in el) {
      /** @type {any} */ (el).value = v;
    } else if (k === "checked" && "checked" in el) {
      /** @type {any} */ (el).checked = Boolean(v);
    } else if (v === true) {
      el.setAttribute(k, "");
    } else {
      el.setAttribute(k, String(v));
    }
  }
  append(el, children);
  return el;
}

/**
 * @param {HTMLElement} el
 * @param {any[]} children
 */
function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : String(c));
  }
}

/**
 * Replaces the content of `el`. A field being typed in keeps the focus (and its caret) through
 * the redraw: the new field with the same `data-testid` takes it back, so a late answer that
 * redraws the page never takes the keyboard away from what is being entered.
 * @param {HTMLElement} el
 * @param {...any} children
 */
export function mount(el, ...children) {
  const active = document.activeElement;
  const typing =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) && el.contains(active) && active.dataset.testid
      ? active
      : null;
  const caret = typing && !(typing instanceof HTMLSelectElement) ? [typing.selectionStart, typing.selectionEnd] : null;
  // A button or link focused here (the one just tapped) lets go first, while the page's styles
  // are still up to date: taken away with its page, the browser would work the styles of the
  // whole old page out again just to move the focus.
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
  if (!field && active instanceof HTMLElement && active !== el && el.contains(active)) active.blur();
  el.replaceChildren();
  append(el, children);
  if (!typing) return;
  const again = el.querySelector(`[data-testid="${CSS.escape(typing.dataset.testid || "")}"]`);
  if (!(again instanceof HTMLElement) || again === document.activeElement || again.hasAttribute("disabled")) return;
  again.focus({ preventScroll: true });
  if (caret && caret[0] !== null && (again instanceof HTMLInputElement || again instanceof HTMLTextAreaElement)) {
    try {
      again.setSelectionRange(caret[0], caret[1]);
    } catch {
      // a field without a caret (a number field): the focus is enough
    }
  }
}

/**
 * A row of choice buttons ("chips"); the chosen one is pressed.
 * @template T
 * @param {{value: T, label: string, testid?: string, class?: string}[]} choices
 * @param {T} current
 * @param {(v: T) => void} onpick
 * @param {string} [name] aria label of the group
 */
export function chips(choices, current, onpick, name) {
  return h(
    "div",
    { class: "chips", role: "group", "aria-label": name },
    choices.map((c) =>
      h(
        "button",
        {
          type: "button",
          class: c.class ? `chip ${c.class}` : "chip",
          "aria-pressed": c.value === current ? "true" : "false",
          "data-testid": c.testid,
          onclick: () => onpick(c.value),
        },
        c.label,
      ),
    ),
  );
}
