// @ts-check
/**
 * A club's seasons among the Events: the seasons and a new one from a preset (the best 5 of 7
 * with at least 5, the average of the best 6 of 8, periods, points per place), and what a
 * finished event's standings offer (add it to a season). A season's own screen is
 * season-view.js.
 */
import { h, chips } from "../dom.js";
import { t, num, readDigits } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render, call, errorBox, notify } from "../state.js";
import { sv, loadSeasons, showSeason, openSeason } from "../season-state.js";
import { listPage } from "./organiser-list.js";
import { rulesLine } from "../season-text.js";

/** @typedef {import("../season-state.js").SeasonScreen} SeasonScreen */
/** @typedef {import("../season-state.js").SeasonPreset} SeasonPreset */

/** @type {SeasonPreset[]} the back end's presets, asked for once */
let presets = [];

/** The new season's form: a preset, and what the organiser changed of it. */
const form = {
  preset: "best_5_of_7",
  name: "",
  /** @type {"players" | "teams"} */
  rank: /** @type {"players" | "teams"} */ ("players"),
  /** @type {number | null} how many results (or periods) count; null: all */
  best: /** @type {number | null} */ (5),
  /** @type {number | null} the evenings the season will have, when said */
  of: /** @type {number | null} */ (7),
  min: 5,
  absence: 0,
  capots: true,
  busy: false,
};

/** Fetches the presets (the Events tab opens). */
export async function loadSeasonPresets() {
  if (presets.length) return;
  const list = await call("season_presets", {});
  if (list) {
    presets = /** @type {SeasonPreset[]} */ (list);
    choose(presets[0].id);
    render();
  }
}

/**
 * Takes preset `id`'s numbers into the form.
 * @param {string} id
 */
function choose(id) {
  const p = presets.find((x) => x.id === id);
  if (!p) return;
  form.preset = id;
  form.best = p.ranking.count ? p.ranking.count.best : null;
  form.of = p.ranking.count && p.ranking.count.of ? p.ranking.count.of : null;
  form.min = p.ranking.min_events || 0;
}

/** The seasons, oldest first, and a new one. */
export function seasonList() {
  return listPage({
    kind: "seasons",
    testid: "season",
    title: "season.title",
    intro: "season.intro",
    none: "season.none",
    items: sv.list.map((x) => ({ name: x.name, detail: t("season.events_n", { n: x.events }), open: () => openSeason(x.season) })),
    create: "season.new",
    onCreate: () => (sv.creating = true),
  });
}

/**
 * The ranking the form describes: preset `p`'s, with the organiser's numbers.
 * @param {SeasonPreset} p
 */
function formRanking(p) {
  const ranking = { ...p.ranking, rank: form.rank, absence_score: form.absence, min_events: form.min };
  if (form.best === null) delete ranking.count;
  else ranking.count = form.of === null || p.ranking.periods ? { best: form.best } : { best: form.best, of: form.of };
  return ranking;
}

async function create() {
  const p = presets.find((x) => x.id === form.preset);
  if (!p || form.busy) return;
  const definition = {
    name: form.name.trim() || t(`season.preset.${p.id}`),
    ranking: formRanking(p),
    side: form.capots ? ["capots"] : [],
  };
  form.busy = true;
  try {
    const screen = /** @type {SeasonScreen} */ (await invoke("create_season", { definition }));
    form.name = "";
    sv.tab = "table";
    showSeason(screen);
    loadSeasons();
  } catch (e) {
    state.error = /** @type {any} */ (e).message;
    render();
  } finally {
    form.busy = false;
  }
}

/**
 * A whole-number field of the form (from `least`); a value that is not one is left as it was.
 * @param {string} testid
 * @param {number} value
 * @param {number} least
 * @param {(n: number) => void} set
 */
function number(testid, value, least, set) {
  return h("input", {
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
      if (Number.isInteger(n) && n >= least) set(n);
      render();
    },
  });
}

/**
 * The new season's form: a preset and its numbers (how many count, of how many evenings, the
 * fewest to be ranked), its name, whom it ranks, what an absence scores, the capots.
 */
export function newSeasonView() {
  const p = presets.find((x) => x.id === form.preset) || presets[0];
  if (!p) return h("section", { class: "organiser" }, h("p", null, "…"), errorBox());
  form.preset = p.id;
  return h(
    "section",
    { class: "organiser new-season" },
    h("h1", null, t("season.new")),
    h("h2", null, t("season.preset")),
    chips(
      presets.map((x) => ({ value: x.id, label: t(`season.preset.${x.id}`), testid: `season-preset-${x.id}` })),
      form.preset,
      (id) => {
        choose(id);
        render();
      },
      t("season.preset"),
    ),
    h("p", { class: "option-summary", "data-testid": "season-preset-about" }, t(`season.preset_about.${p.id}`)),
    h(
      "div",
      { class: "form-grid" },
      h(
        "label",
        { class: "field" },
        t("season.name"),
        h("input", { type: "text", value: form.name, placeholder: t(`season.preset.${p.id}`), "data-testid": "season-name", oninput: (/** @type {Event} */ e) => (form.name = /** @type {HTMLInputElement} */ (e.target).value) }),
      ),
      h(
        "div",
        { class: "field" },
        h("span", null, t("season.rank")),
        chips(
          [
            { value: "players", label: t("season.rank.players"), testid: "season-rank-players" },
            { value: "teams", label: t("season.rank.teams"), testid: "season-rank-teams" },
          ],
          form.rank,
          (v) => {
            form.rank = /** @type {"players" | "teams"} */ (v);
            render();
          },
          t("season.rank"),
        ),
      ),
      form.best === null ? null : h("label", { class: "field" }, t(p.ranking.periods ? "season.best_periods" : "season.best"), number("season-best", form.best, 1, (n) => (form.best = n))),
      form.of === null || p.ranking.periods ? null : h("label", { class: "field" }, t("season.of"), number("season-of", form.of, 1, (n) => (form.of = n))),
      h("label", { class: "field" }, t("season.min"), number("season-min", form.min, 0, (n) => (form.min = n))),
      h(
        "label",
        { class: "field" },
        t("season.absence_score"),
        number("season-absence-score", form.absence, 0, (n) => (form.absence = n)),
      ),
      h(
        "div",
        { class: "field" },
        h("span", null, "\u00a0"),
        h(
          "label",
          { class: "switch-label" },
          h("input", {
            type: "checkbox",
            role: "switch",
            checked: form.capots,
            "data-testid": "season-capots-side",
            onchange: (/** @type {Event} */ e) => (form.capots = /** @type {HTMLInputElement} */ (e.target).checked),
          }),
          t("season.capots"),
        ),
      ),
    ),
    h("p", { class: "entrants-count", "data-testid": "season-new-rules" }, rulesLine({ ranking: formRanking(p) })),
    errorBox(),
    h(
      "div",
      { class: "row" },
      h(
        "button",
        {
          type: "button",
          class: "big secondary",
          "data-testid": "season-cancel-new",
          onclick: () => {
            sv.creating = false;
            state.error = null;
            render();
          },
        },
        t("entry.cancel"),
      ),
      h("button", { type: "button", class: "big primary", "data-testid": "season-create", onclick: create }, t("season.create")),
    ),
  );
}

/**
 * What a finished event's standings offer: add it to a season with one tap, or open the
 * season it is in.
 * @param {string} event
 */
export function seasonOffer(event) {
  const offer = sv.offer && sv.offer.event === event ? sv.offer.seasons : [];
  if (!offer.length) return null;
  return h(
    "div",
    { class: "season-offer", "data-testid": "season-offer" },
    h("h2", null, t("season.offer")),
    h(
      "div",
      { class: "row" },
      offer.map((x) =>
        x.member
          ? h("button", { type: "button", class: "secondary", "data-testid": "season-offer-open", onclick: () => openSeason(x.season) }, t("season.offer_in", { name: x.name }))
          : h(
              "button",
              {
                type: "button",
                class: "primary",
                disabled: !x.fits,
                "data-testid": "season-offer-add",
                onclick: async () => {
                  const screen = await call("season_add_event", { season: x.season, event });
                  if (screen) {
                    x.member = true;
                    notify(t("season.added_to", { name: x.name }));
                    render();
                  }
                },
              },
              t("season.offer_add", { name: x.name }),
            ),
      ),
    ),
  );
}
