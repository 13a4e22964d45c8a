// @ts-check
/**
 * A new event: a preset (a French concours, a klaverjas evening, a bela or Bulgarian belot
 * tournament, a contrée concours) with its name, date, rounds and deals — and the litige where
 * the game has one — and its entrants typed or pasted as a list. The back end checks the whole
 * definition; a mistake in the list is shown at its line.
 */
import { h, chips } from "../dom.js";
import { t, num, readDigits } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render, errorBox } from "../state.js";
import { optionValueLabel } from "../labels.js";
import { ev, showEvent } from "../event-state.js";
import { readEntrants, lineOf, listProblem } from "../entrants-text.js";

/** @typedef {{id: string, definition: any}} Preset */

/** @type {Preset[]} the back end's presets, asked for once */
let presets = [];

const today = () => new Date().toISOString().slice(0, 10);

/** The form being filled. */
const form = {
  preset: "concours",
  name: "",
  date: today(),
  rounds: 4,
  /** @type {number | null} deals a table, or null: one game to the target */
  deals: /** @type {number | null} */ (12),
  /** @type {string | null} the litige, where the game has one */
  litige: /** @type {string | null} */ ("hold"),
  /** @type {any[] | null} a staged preset's stages, as the organiser edits them */
  stages: /** @type {any[] | null} */ (null),
  /** @type {string | null} a mêlée's way of pairing the players */
  partners: /** @type {string | null} */ (null),
  text: "",
  busy: false,
};

/** Fetches the presets (the events screen opens). */
export async function loadPresets() {
  if (presets.length) return;
  try {
    presets = /** @type {Preset[]} */ (await invoke("event_presets", {}));
    choose(presets[0].id);
    render();
  } catch (e) {
    state.error = /** @type {any} */ (e).message;
    render();
  }
}

/** @param {string} id */
function choose(id) {
  const p = presets.find((x) => x.id === id);
  if (!p) return;
  form.preset = id;
  form.rounds = p.definition.format.rounds ?? form.rounds;
  form.deals = p.definition.format.deals;
  form.litige = p.definition.options.litige ?? null;
  form.stages = p.definition.stages ? structuredClone(p.definition.stages) : null;
  form.partners = p.definition.partners ?? null;
}

/**
 * The stages as the event is created: each stage and bracket named in the organiser's
 * language where the preset's id has a name.
 * @param {any[]} stages
 */
function namedStages(stages) {
  const named = (/** @type {string} */ id) => (`stage.name.${id}` in CATALOG_KEYS ? t(`stage.name.${id}`) : id);
  return stages.map((st) => ({
    ...st,
    name: named(st.id),
    ...(st.brackets ? { brackets: st.brackets.map((/** @type {any} */ b) => ({ ...b, name: named(b.id) })) } : {}),
  }));
}

/** The names the stages of the presets have a word for. */
const CATALOG_KEYS = { "stage.name.pools": 1, "stage.name.finals": 1, "stage.name.main": 1, "stage.name.consolante": 1, "stage.name.cup": 1 };

const preset = () => presets.find((x) => x.id === form.preset);

async function create() {
  const p = preset();
  if (!p || form.busy) return;
  const kind = p.definition.entrants;
  const read = readEntrants(form.text, kind);
  // The usual slips (a name twice, too few entrants) said at once, in the organiser's language.
  const problem = listProblem(read, { least: kind === "teams" ? 2 : 4 });
  if (problem) {
    state.error = t(problem.key, problem.vars);
    render();
    return;
  }
  const options = { ...p.definition.options };
  if (form.litige !== null) options.litige = form.litige;
  const definition = {
    ...p.definition,
    name: form.name.trim() || t(`ev.preset.${p.id}`),
    date: form.date || today(),
    options,
    // A staged event gives its rounds in its stages.
    format: form.stages ? { deals: form.deals } : { rounds: form.rounds, deals: form.deals },
    ...(form.stages ? { stages: namedStages(form.stages) } : {}),
    ...(form.partners ? { partners: form.partners } : {}),
    // Teams are {name, players?}; players are their names.
    [kind]: kind === "teams" ? read.entrants : read.entrants.map((e) => e.name),
  };
  form.busy = true;
  try {
    const screen = await invoke("create_event", { definition });
    form.name = "";
    form.text = "";
    ev.tab = "tables";
    ev.round = 0;
    showEvent(/** @type {import("../event-state.js").EventScreen} */ (screen));
  } catch (e) {
    const err = /** @type {any} */ (e);
    const line = lineOf(err.at, read.lines);
    state.error = line !== null ? t("ev.line_error", { line, message: err.message }) : err.message;
    render();
  } finally {
    form.busy = false;
  }
}

/** The new event's form. */
export function newEventView() {
  const p = preset();
  if (!p) return h("section", { class: "organiser" }, h("p", null, "…"), errorBox());
  const kind = p.definition.entrants;
  const read = readEntrants(form.text, kind);
  const variant = p.definition.variant;
  const number = (/** @type {string} */ testid, /** @type {number} */ value, /** @type {number} */ max, /** @type {(n: number) => void} */ set) =>
    h("input", {
      // Text, not a number field: it takes Arabic-Indic digits (٠–٩) too.
      type: "text",
      inputmode: "numeric",
      dir: "ltr",
      autocomplete: "off",
      value: num(value),
      "data-testid": testid,
      onchange: (/** @type {Event} */ e) => {
        const text = readDigits(/** @type {HTMLInputElement} */ (e.target).value);
        const n = /^\d+$/.test(text) ? Number(text) : NaN;
        if (Number.isInteger(n) && n >= 1 && n <= max) set(n);
        render();
      },
    });
  return h(
    "section",
    { class: "organiser new-event" },
    h("h1", null, t("ev.new")),
    h("h2", null, t("ev.preset")),
    chips(
      presets.map((x) => ({ value: x.id, label: t(`ev.preset.${x.id}`), testid: `ev-preset-${x.id}` })),
      form.preset,
      (id) => {
        choose(id);
        render();
      },
      t("ev.preset"),
    ),
    h("p", { class: "option-summary", "data-testid": "ev-preset-about" }, t(`ev.preset_about.${p.id}`)),
    h(
      "div",
      { class: "form-grid" },
      h(
        "label",
        { class: "field" },
        t("ev.name"),
        h("input", { type: "text", value: form.name, placeholder: t(`ev.preset.${p.id}`), "data-testid": "ev-name", oninput: (/** @type {Event} */ e) => (form.name = /** @type {HTMLInputElement} */ (e.target).value) }),
      ),
      h(
        "label",
        { class: "field" },
        t("ev.date"),
        h("input", { type: "date", value: form.date, "data-testid": "ev-date", onchange: (/** @type {Event} */ e) => (form.date = /** @type {HTMLInputElement} */ (e.target).value) }),
      ),
      form.stages ? null : h("label", { class: "field" }, t("ev.rounds"), number("ev-rounds", form.rounds, 20, (n) => (form.rounds = n))),
      h(
        "div",
        { class: "field" },
        h("span", null, t("ev.deals")),
        h(
          "div",
          { class: "row" },
          form.deals === null ? null : number("ev-deals", form.deals, 40, (n) => (form.deals = n)),
          h(
            "label",
            { class: "switch-label" },
            h("input", {
              type: "checkbox",
              role: "switch",
              checked: form.deals === null,
              "data-testid": "ev-to-target",
              onchange: (/** @type {Event} */ e) => {
                form.deals = /** @type {HTMLInputElement} */ (e.target).checked ? null : 12;
                render();
              },
            }),
            t("ev.to_target"),
          ),
        ),
      ),
      form.litige === null
        ? null
        : h(
            "label",
            { class: "field" },
            t("ev.litige"),
            h(
              "select",
              { "data-testid": "ev-litige", onchange: (/** @type {Event} */ e) => (form.litige = /** @type {HTMLSelectElement} */ (e.target).value) },
              ["hold", "inside", "made"].map((v) => h("option", { value: v, selected: form.litige === v }, optionValueLabel("litige", v, variant))),
            ),
          ),
    ),
    stagesEditor(number),
    h("h2", null, t(kind === "teams" ? "ev.teams" : "ev.players")),
    h("p", { class: "option-summary" }, t(kind === "teams" ? "ev.paste_teams" : "ev.paste_players")),
    h("textarea", {
      class: "entrants-text",
      rows: 10,
      spellcheck: "false",
      placeholder: t(kind === "teams" ? "ev.paste_teams_example" : "ev.paste_players_example"),
      "data-testid": "ev-entrants-text",
      value: form.text,
      oninput: (/** @type {Event} */ e) => {
        form.text = /** @type {HTMLTextAreaElement} */ (e.target).value;
        const now = readEntrants(form.text, kind);
        const count = document.querySelector('[data-testid="ev-entrants-count"]');
        if (count) count.textContent = countLine(now.entrants.length, kind);
        const slip = document.querySelector('[data-testid="ev-entrants-problem"]');
        if (slip) slip.textContent = problemLine(now);
      },
    }),
    h("p", { class: "entrants-count", "data-testid": "ev-entrants-count", "aria-live": "polite" }, countLine(read.entrants.length, kind)),
    h("p", { class: "ev-refused", "data-testid": "ev-entrants-problem", "aria-live": "polite" }, problemLine(read)),
    errorBox(),
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", class: "big secondary", "data-testid": "ev-cancel-new", onclick: () => { ev.creating = false; state.error = null; render(); } }, t("entry.cancel")),
      h("button", { type: "button", class: "big primary", "data-testid": "ev-create", onclick: create }, t("ev.create")),
    ),
  );
}

/**
 * A select of `values`, each labelled by `prefix + value`.
 * @param {string} testid
 * @param {string} value
 * @param {string[]} values
 * @param {string} prefix
 * @param {(v: string) => void} set
 */
function select(testid, value, values, prefix, set) {
  return h(
    "select",
    { "data-testid": testid, onchange: (/** @type {Event} */ e) => { set(/** @type {HTMLSelectElement} */ (e.target).value); render(); } },
    values.map((v) => h("option", { value: v, selected: value === v }, t(prefix + v))),
  );
}

/**
 * A staged preset's stages, edited: how many pools, which places go to the main bracket and
 * whether the others play a consolante, the places each bracket plays for, what a tied table
 * does; a mêlée's way of pairing. Said in a line under the editor.
 * @param {(testid: string, value: number, max: number, set: (n: number) => void) => any} number
 */
function stagesEditor(number) {
  if (!form.stages && !form.partners) return null;
  /** @type {any[]} */
  const fields = [];
  const stages = form.stages ?? [];
  const pools = stages.find((st) => st.kind === "pools");
  const ko = stages.find((st) => st.kind === "knockout");
  if (pools) fields.push(h("label", { class: "field" }, t("stage.edit_pools"), number("stage-pools", pools.pools, 26, (n) => (pools.pools = n))));
  const main = ko?.brackets.find((/** @type {any} */ b) => b.from?.places);
  const cons = ko?.brackets.find((/** @type {any} */ b) => b !== main && b.from?.places);
  if (main) {
    fields.push(
      h("label", { class: "field" }, t("stage.edit_main"), number("stage-main-places", main.from.places[1], 16, (n) => {
        main.from.places = [1, n];
        if (cons) cons.from.places = [n + 1, null];
      })),
      h(
        "label",
        { class: "switch-label field" },
        h("input", {
          type: "checkbox",
          role: "switch",
          checked: !!cons,
          "data-testid": "stage-consolante",
          onchange: (/** @type {Event} */ e) => {
            if (/** @type {HTMLInputElement} */ (e.target).checked) ko.brackets.push({ id: "consolante", from: { places: [main.from.places[1] + 1, null] }, placing: "third" });
            else ko.brackets = ko.brackets.filter((/** @type {any} */ b) => b !== cons);
            render();
          },
        }),
        t("stage.edit_consolante"),
      ),
    );
  }
  if (ko) {
    fields.push(
      h("label", { class: "field" }, t("stage.edit_placing"), select("stage-placing", ko.brackets[0].placing, ["none", "third", "all"], "stage.placing.", (v) => ko.brackets.forEach((/** @type {any} */ b) => (b.placing = v)))),
      h("label", { class: "field" }, t("stage.edit_tie"), select("stage-tie", ko.tie ?? "extra_deal", ["extra_deal", "seed"], "stage.tie.", (v) => (ko.tie = v))),
    );
  }
  if (form.partners) {
    fields.push(h("label", { class: "field" }, t("stage.edit_partners"), select("stage-partners", form.partners, ["once", "once_in_order"], "stage.partners.", (v) => (form.partners = v))));
  }
  const summary =
    pools && main
      ? t("stage.summary", { pools: pools.pools, main: main.from.places[1], consolante: cons ? t("stage.summary_consolante") : "" })
      : null;
  return h(
    "div",
    { class: "stages-editor", "data-testid": "stages-editor" },
    form.stages ? h("h2", null, t("stage.stages")) : null,
    h("div", { class: "form-grid" }, fields),
    summary ? h("p", { class: "option-summary", "data-testid": "stages-summary" }, summary) : null,
  );
}

/**
 * A slip in the list as it is typed (a name twice, a name too long), or nothing.
 * @param {import("../entrants-text.js").ReadEntrants} read
 */
function problemLine(read) {
  const problem = listProblem(read);
  return problem ? t(problem.key, problem.vars) : "";
}

/**
 * @param {number} n
 * @param {"teams" | "players"} kind
 */
function countLine(n, kind) {
  return t(kind === "teams" ? "ev.count_teams" : "ev.count_players", { n });
}
