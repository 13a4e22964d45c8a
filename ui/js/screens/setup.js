// @ts-check
/** A new match: the variant, the teams and players, the first dealer and the house rules. */
import { h } from "../dom.js";
import { t, getLang, locale, num, readDigits } from "../i18n.js";
import { state, render, call, errorBox } from "../state.js";
import { variantNames, optionsOf, optionDefault } from "../variants.js";
import { optionName, optionValueLabel, optionSummary, seatName } from "../labels.js";
import { setup } from "../setup-draft.js";
import { loadMatches } from "../matches.js";
import { nameField } from "../name-search.js";


/**
 * A house rule's control with its summary and sources. Its default may depend on another
 * rule (`default_when`): it shows the default the other choices make, and only a value that
 * differs from that default is kept as chosen.
 * @param {import("../variants.js").OptionInfo} opt
 */
function optionControl(opt) {
  const variant = setup.variant;
  const fallback = optionDefault(variant, opt.key, setup.options);
  const current = opt.key in setup.options ? setup.options[opt.key] : fallback;
  const set = (/** @type {any} */ v) => {
    if (JSON.stringify(v) === JSON.stringify(optionDefault(variant, opt.key, setup.options))) delete setup.options[opt.key];
    else setup.options[opt.key] = v;
    render();
  };
  let control;
  if (opt.kind === "number") {
    control = h("input", {
      // Text, not a number field: it takes Arabic-Indic digits (٠–٩) too.
      type: "text",
      inputmode: "numeric",
      dir: "ltr",
      autocomplete: "off",
      class: "option-number",
      value: num(current),
      "data-testid": `opt-${opt.key}`,
      onchange: (/** @type {Event} */ e) => {
        const text = readDigits(/** @type {HTMLInputElement} */ (e.target).value);
        const n = /^\d+$/.test(text) ? Number(text) : NaN;
        if (Number.isInteger(n) && n > 0) set(n);
      },
    });
  } else if (opt.kind === "boolean") {
    control = h("input", {
      type: "checkbox",
      role: "switch",
      checked: current === true,
      "data-testid": `opt-${opt.key}`,
      onchange: (/** @type {Event} */ e) => set(/** @type {HTMLInputElement} */ (e.target).checked),
    });
  } else {
    control = h(
      "select",
      {
        "data-testid": `opt-${opt.key}`,
        onchange: (/** @type {Event} */ e) => set(JSON.parse(/** @type {HTMLSelectElement} */ (e.target).value)),
      },
      opt.values.map((/** @type {any} */ v) =>
        h("option", { value: JSON.stringify(v), selected: JSON.stringify(v) === JSON.stringify(current) }, optionValueLabel(opt.key, v, variant)),
      ),
    );
  }
  return h(
    "div",
    { class: "option", "data-testid": `option-${opt.key}` },
    h("label", { class: "option-head" }, h("span", { class: "option-name" }, optionName(variant, opt.key)), control),
    h("p", { class: "option-summary" }, optionSummary(variant, opt)),
    h("p", { class: "option-source" }, t("setup.source"), " ", opt.source),
  );
}

/** Seat numbers of a team's two players: A sits at 0 and 2, B at 1 and 3. */
const seatOf = (/** @type {"A"|"B"} */ id, /** @type {number} */ k) => (id === "A" ? 2 * k : 2 * k + 1);

/** The name of an unnamed player: "Player 1" … "Player 4", in order of play. */
const defaultPlayer = (/** @type {"A"|"B"} */ id, /** @type {number} */ k) => t("setup.player_n", { n: seatOf(id, k) + 1 });

/** What the back end calls a side without a name in the current language ("Nous", "Eux"). */
const defaults = { lang: "", names: { A: "", B: "" } };

/** Fetches the names of unnamed sides for the current language (the setup opens: app.js). */
export async function loadDefaultNames() {
  const lang = getLang();
  if (defaults.lang === lang) return;
  const names = await call("default_names", { lang });
  if (names) {
    defaults.lang = lang;
    defaults.names = /** @type {{A: string, B: string}} */ (names);
    render();
  }
}

/**
 * The teams as typed; an unnamed team is sent without a name (the back end names it as its
 * side is called in the language) and shown under that name.
 * @param {boolean} [shown] for showing (unnamed teams under their default names)
 */
function setupTeams(shown = false) {
  const name = (/** @type {"A"|"B"} */ id) => setup.teams[id].name.trim() || (shown ? defaults.names[id] : "");
  /** @type {any} */
  const teams = {};
  for (const id of /** @type {("A"|"B")[]} */ (["A", "B"])) {
    teams[id] = {
      name: name(id),
      players: setup.teams[id].players.map((p, k) => p.trim() || defaultPlayer(id, k)),
    };
  }
  return teams;
}

async function startMatch() {
  const view = await call("create_match", {
    variant: setup.variant,
    options: setup.options,
    teams: setupTeams(),
    first_dealer: setup.first_dealer,
    lang: locale(),
  });
  if (view) {
    state.match = /** @type {import("../state.js").MatchView} */ (view);
    setup.options = {};
    state.view = "match";
    state.error = null;
    render();
    loadMatches();
  }
}

export function setupView() {
  const opts = optionsOf(setup.variant);
  // Names are suggested from the whole history as they are typed (accents and case aside).
  const team = (/** @type {"A" | "B"} */ id) =>
    h(
      "fieldset",
      { class: "team-setup" },
      h("legend", null, t("setup.team", { team: id })),
      nameField({
        testid: `team-${id}`,
        kind: "team",
        value: setup.teams[id].name,
        placeholder: defaults.names[id],
        label: t("setup.team_name", { team: id }),
        oninput: (value) => (setup.teams[id].name = value),
      }),
      [0, 1].map((k) =>
        nameField({
          testid: `player-${id}-${k}`,
          kind: "player",
          value: setup.teams[id].players[k],
          placeholder: defaultPlayer(id, k),
          label: t("setup.player_label", { name: defaultPlayer(id, k), team: id }),
          oninput: (value) => (setup.teams[id].players[k] = value),
        }),
      ),
    );
  return h(
    "section",
    { class: "setup" },
    h("h1", null, t("setup.title")),
    h(
      "div",
      { class: "chips", role: "group", "aria-label": t("setup.variant") },
      variantNames().map((v) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            "aria-pressed": setup.variant === v ? "true" : "false",
            "data-testid": `variant-${v}`,
            onclick: () => {
              setup.variant = v;
              setup.options = {};
              render();
            },
          },
          t("variant." + v),
        ),
      ),
    ),
    team("A"),
    team("B"),
    h(
      "label",
      { class: "field" },
      t("setup.first_dealer"),
      h(
        "select",
        {
          "data-testid": "first-dealer",
          onchange: (/** @type {Event} */ e) => (setup.first_dealer = Number(/** @type {HTMLSelectElement} */ (e.target).value)),
        },
        [0, 1, 2, 3].map((s) => h("option", { value: s, selected: setup.first_dealer === s }, seatName(setupTeams(true), s))),
      ),
    ),
    h("h2", null, t("setup.house_rules")),
    h("div", { class: "options" }, opts.map(optionControl)),
    errorBox(),
    h("div", { class: "sticky-actions" }, h("button", { type: "button", class: "big primary", "data-testid": "start-match", onclick: startMatch }, t("setup.start"))),
  );
}
