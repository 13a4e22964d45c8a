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
 * Replaces the content of `el`.
 * @param {HTMLElement} el
 * @param {...any} children
 */
export function mount(el, ...children) {
  el.replaceChildren();
  append(el, children);
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
