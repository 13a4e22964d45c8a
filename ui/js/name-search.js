// @ts-check
/**
 * Names as people type them, wherever a name is picked: a text field with the players and
 * teams of the history that the text finds right under it (`find_names`: the store ignores
 * accents and case and finds any part — "lea" offers Léa, "sime" Šime, "иван" Иван). A tap
 * on a suggestion fills the field.
 *
 * The suggestions are written into the page in place, so typing never rebuilds the screen
 * (the keyboard stays up). Where typing does rebuild it (a filter that reloads a list), the
 * last suggestions are drawn again with the new field.
 */
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { invoke } from "./ipc.js";

/**
 * @typedef {{kind: "player" | "team", name: string, key: string, matches: number, last_played: string}} NameHit
 * @typedef {{
 *   testid: string, value: string, label: string, placeholder?: string, type?: "text" | "search",
 *   kind?: "player" | "team", max?: number, oninput?: (value: string) => void, onpick?: (hit: NameHit) => void
 * }} NameFieldOptions `kind`: offer only players or only teams; `oninput`: every change of the text (a pick too)
 */

/**
 * The players and teams whose name `query` finds, most matches first; none when the history
 * cannot say (the field still works as a plain text field).
 * @param {string} query
 * @param {number} [limit]
 * @returns {Promise<NameHit[]>}
 */
export async function findNames(query, limit = 12) {
  try {
    return /** @type {NameHit[]} */ (await invoke("find_names", { query, limit }));
  } catch {
    return [];
  }
}

/** @type {Map<string, NameFieldOptions>} the options of each field as last built */
const fields = new Map();
/** @type {Map<string, {query: string, hits: NameHit[]}>} what each field last offered */
const offered = new Map();
/** @type {Map<string, number>} the last question of each field (older answers are dropped) */
const asked = new Map();
/** @type {string | null} the field being typed in: left only by the user, not by a re-render */
let typingIn = null;

/** @param {string} testid */
function boxOf(testid) {
  return /** @type {HTMLElement | null} */ (document.querySelector(`[data-testid="${testid}-suggestions"]`));
}

/** @param {string} testid */
function inputOf(testid) {
  return /** @type {HTMLInputElement | null} */ (document.querySelector(`[data-testid="${testid}"]`));
}

/**
 * The suggestion buttons of a field.
 * @param {string} testid
 * @param {NameHit[]} hits
 */
function suggestionButtons(testid, hits) {
  return hits.map((hit) =>
    h(
      "button",
      {
        type: "button",
        class: "suggestion",
        role: "option",
        "data-testid": "suggestion",
        "data-kind": hit.kind,
        // The field keeps the focus (and the keyboard stays up) while a suggestion is tapped.
        onmousedown: (/** @type {Event} */ e) => e.preventDefault(),
        onclick: () => pick(testid, hit),
      },
      h("span", { class: "suggestion-name" }, hit.name),
      h("span", { class: "suggestion-meta" }, `${t(hit.kind === "team" ? "review.kind_team" : "review.kind_player")} · ${t("review.matches_n", { n: hit.matches })}`),
    ),
  );
}

/**
 * @param {string} testid
 * @param {NameHit} hit
 */
function pick(testid, hit) {
  const o = fields.get(testid);
  offered.delete(testid);
  const box = boxOf(testid);
  if (box) {
    delete box.dataset.query;
    box.replaceChildren();
  }
  const input = inputOf(testid);
  if (input) input.value = hit.name;
  o?.oninput?.(hit.name);
  o?.onpick?.(hit);
}

/**
 * Asks the history for the names `query` finds and shows them under the field.
 * @param {string} testid
 * @param {string} query
 */
async function suggest(testid, query) {
  const n = (asked.get(testid) ?? 0) + 1;
  asked.set(testid, n);
  const o = fields.get(testid);
  const hits = (await findNames(query))
    .filter((hit) => !o?.kind || hit.kind === o.kind)
    .filter((hit) => hit.name !== query.trim())
    .slice(0, o?.max ?? 5);
  if (asked.get(testid) !== n) return;
  const input = inputOf(testid);
  // The field was left meanwhile: nothing to offer.
  if (!input || document.activeElement !== input) return;
  offered.set(testid, { query, hits });
  const box = boxOf(testid);
  if (box) {
    box.dataset.query = query;
    box.replaceChildren(...suggestionButtons(testid, hits));
  }
}

/**
 * A field for a player's or a team's name, with the history's names that the text finds.
 * An empty field, focused, offers the names played most.
 * @param {NameFieldOptions} o
 */
export function nameField(o) {
  fields.set(o.testid, o);
  let timer = 0;
  const last = offered.get(o.testid);
  const kept = last && last.query === o.value ? last.hits : [];
  const box = h(
    "div",
    { class: "suggestions", role: "listbox", "aria-label": o.label, "data-testid": `${o.testid}-suggestions`, "data-query": kept.length ? o.value : undefined },
    suggestionButtons(o.testid, kept),
  );
  const input = /** @type {HTMLInputElement} */ (
    h("input", {
      type: o.type || "text",
      value: o.value,
      placeholder: o.placeholder || o.label,
      "aria-label": o.label,
      "data-testid": o.testid,
      autocomplete: "off",
      autocapitalize: "words",
      spellcheck: "false",
      oninput: () => {
        o.oninput?.(input.value);
        clearTimeout(timer);
        const query = input.value;
        timer = window.setTimeout(() => suggest(o.testid, query), 120);
      },
      onfocus: () => {
        typingIn = o.testid;
        if (!offered.has(o.testid)) suggest(o.testid, input.value);
      },
      onblur: () => {
        // Left for another field (not rebuilt with the page): nothing more to offer — once
        // the tap that left it is over, so that the page does not move under the finger.
        if (!input.isConnected) return;
        if (typingIn === o.testid) typingIn = null;
        offered.delete(o.testid);
        asked.set(o.testid, (asked.get(o.testid) ?? 0) + 1);
        setTimeout(() => {
          if (document.activeElement === input) return;
          delete box.dataset.query;
          box.replaceChildren();
        }, 250);
      },
    })
  );
  return h("div", { class: "name-field" }, input, box);
}

/** @type {Map<string, number>} the reload each player filter waits to make (see playerFilter) */
const reloads = new Map();

/**
 * The player (or team) filter of a list — History's matches, the Stats tab's numbers: a name
 * field with the history's suggestions, which reloads the list a moment after the typing stops
 * (the focus kept in the field the page is rebuilt under) and at once when a name is picked.
 * @param {{testid: string, value: string, set: (value: string) => void, reload: () => Promise<unknown>}} o
 *   `set` keeps the text typed, `reload` reloads the list with it
 */
export function playerFilter(o) {
  const later = () => {
    settle(o.testid);
    reloads.set(
      o.testid,
      window.setTimeout(() => o.reload().then(() => refocus(o.testid)), 250),
    );
  };
  return nameField({
    testid: o.testid,
    type: "search",
    value: o.value,
    label: t("history.filter_player"),
    oninput: (value) => {
      o.set(value);
      later();
    },
    onpick: () => {
      settle(o.testid);
      o.reload();
    },
  });
}

/**
 * Drops the reload a player filter was waiting to make: another filter of its list reloads it
 * now.
 * @param {string} testid
 */
export function settle(testid) {
  clearTimeout(reloads.get(testid));
  reloads.delete(testid);
}

/**
 * Puts the focus back in a field the page was rebuilt under (a filter that reloaded its
 * list), the caret at the end — unless the user left it meanwhile.
 * @param {string} testid
 */
export function refocus(testid) {
  const el = inputOf(testid);
  if (el && typingIn === testid && document.activeElement !== el) {
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }
}
