// @ts-check
/**
 * Round entry where the score sheet writes game points and a round may give the sheet's two
 * numbers (the variant's `score` fact: Saudi Baloot). Most tables write the sheet, not the card
 * points: typing the two numbers is the fast path — one number for a plain deal, the other
 * worked out from what the deal is worth, both for a deal with projects or a double — and the
 * engine's preview says whether they are a result of the deal and why (or, refused, why not,
 * beside the numbers). Card points ("abnat") are the other path, a tap away.
 *
 * Beside them, each team's column of one-tap facts, mirroring the sheet (لنا, لهم): its
 * projects by kind (a tap adds one, the next another, then none), its Baloot, its kaboot (and
 * a reverse kaboot when the other side bought in Sun), its proven foul (qaid). Which exist
 * comes from the variant's description: its facts, its contracts (a contract without a
 * Baloot has no Baloot button) and its project kinds. Only the widgets of these facts are
 * here; the taker, the contract and the double are round entry's own (entry-steps.js).
 */
import { h, chips } from "../dom.js";
import { t, tv, num } from "../i18n.js";
import { hasFact, maxBelotes, projectKinds, gamePoints } from "../variants.js";
import { TEAMS, sheetNumbers, otherPoints } from "../round-draft.js";
import { dealTotal } from "../variants.js";

/** @typedef {import("./entry-steps.js").EntryContext} EntryContext */

/**
 * How many of one kind a team may hold before a tap clears it again: two of a run (a team of
 * two players), one four hundred (there are four aces).
 * @param {string} kind
 */
const mostOf = (kind) => (kind === "four_hundred" ? 1 : 2);

/**
 * The two ways to give the deal: the sheet's numbers or one team's card points.
 * @param {EntryContext} c
 */
function modeChips(c) {
  const { d, variant } = c;
  return chips(
    /** @type {("score" | "points")[]} */ (["score", "points"]).map((mode) => ({ value: mode, label: tv(variant, `entry.mode.${mode}`), testid: `mode-${mode}`, class: "mode" })),
    d.mode,
    (v) => {
      d.mode = v;
      c.revealPoints();
    },
    t("entry.mode"),
  );
}

/**
 * A team's number on the sheet: typed, or (greyed) worked out from the other's.
 * @param {EntryContext} c
 * @param {"A" | "B"} team
 * @param {{A: string, B: string}} shown
 * @param {boolean} off no number is needed: a kaboot or a foul decides the deal
 */
function sheetField(c, team, shown, off) {
  const { d, variant, teams } = c;
  const derived = !d.typed[team] && shown[team] !== "";
  return h(
    "label",
    { class: `sheet-field team-${team}` + (derived ? " derived" : "") },
    h("span", { class: "sheet-name" }, h("bdi", null, teams[team].name)),
    h("input", {
      id: `score-${team}`,
      class: "points-input score-input",
      type: "text",
      inputmode: "numeric",
      enterkeyhint: "done",
      autocomplete: "off",
      dir: "ltr",
      value: off ? "" : d.typed[team] ? d.score[team] : shown[team],
      disabled: off,
      placeholder: off ? (d.foul ? tv(variant, "entry.foul") : tv(variant, "round.capot")) : "–",
      "aria-label": t("entry.score_of", { team: teams[team].name }),
      "aria-describedby": "entry-msg",
      "data-testid": `score-${team}`,
      "data-derived": derived ? "true" : "false",
      onfocus: (/** @type {Event} */ e) => {
        // A number worked out is there to be typed over.
        if (!d.typed[team]) /** @type {HTMLInputElement} */ (e.target).select();
      },
      oninput: (/** @type {Event} */ e) => {
        const input = /** @type {HTMLInputElement} */ (e.target);
        d.score[team] = input.value;
        d.typed[team] = input.value.trim() !== "";
        // The other number follows in place; the field keeps its focus.
        const other = team === "A" ? "B" : "A";
        const field = /** @type {HTMLInputElement | null} */ (document.getElementById(`score-${other}`));
        if (field && !d.typed[other]) {
          const now = sheetNumbers(d, variant);
          field.value = now[other];
          field.dataset.derived = now[other] !== "" ? "true" : "false";
          field.closest(".sheet-field")?.classList.toggle("derived", now[other] !== "");
        }
        input.dataset.derived = "false";
        input.closest(".sheet-field")?.classList.remove("derived");
        c.typed();
      },
      onkeydown: (/** @type {KeyboardEvent} */ e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          c.save();
        }
      },
    }),
  );
}

/**
 * The deal as the sheet writes it (the two numbers) or as the cards counted it (one team's
 * abnat, the other's shown at once), and the message under them: the engine's score and why,
 * a hint, or what is wrong — a refused pair shown right under the two numbers.
 * @param {EntryContext} c
 * @param {HTMLElement} box
 */
export function sheetStep(c, box) {
  const { d, variant, teams } = c;
  const off = Boolean(d.capot || d.foul);
  if (d.mode === "points") {
    const total = dealTotal(variant, d.contract);
    const otherSide = d.side === "A" ? "B" : "A";
    const hint = d.contract ? t(`entry.hint.abnat`, { total }) : null;
    return h(
      "div",
      { class: "points-block", "data-step": "points", "data-reveal": "", "data-testid": "points-block" },
      modeChips(c),
      h("label", { class: "step-label", for: "points-input" }, tv(variant, "entry.points_for", { team: teams[d.side].name })),
      h(
        "div",
        { class: "points-row" },
        h("input", {
          id: "points-input",
          class: "points-input",
          type: "text",
          inputmode: "numeric",
          enterkeyhint: "done",
          autocomplete: "off",
          dir: "ltr",
          value: off ? "" : d.points,
          disabled: off,
          placeholder: off ? (d.foul ? tv(variant, "entry.foul") : tv(variant, "round.capot")) : `${num(0)}–${num(total)}`,
          "aria-describedby": "entry-msg",
          "data-testid": "points",
          oninput: (/** @type {Event} */ e) => {
            d.points = /** @type {HTMLInputElement} */ (e.target).value;
            const o = document.querySelector('[data-testid="points-other"]');
            if (o) o.replaceChildren(h("bdi", null, teams[otherSide].name), ": ", h("bdi", { class: "digits" }, num(otherPoints(d, total))));
            c.typed();
          },
          onkeydown: (/** @type {KeyboardEvent} */ e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              c.save();
            }
          },
        }),
        h("span", { class: "points-other", "data-testid": "points-other" }, h("bdi", null, teams[otherSide].name), ": ", h("bdi", { class: "digits" }, num(otherPoints(d, total)))),
      ),
      chips(
        TEAMS.map((team) => ({ value: team, label: teams[team].name, testid: `side-${team}`, class: `team-${team}` })),
        d.side,
        (v) => {
          d.side = v;
          c.revealPoints();
        },
        t("entry.points_of"),
      ),
      hint ? h("p", { class: "hint" }, hint) : null,
      box,
    );
  }
  const shown = sheetNumbers(d, variant);
  const worth = gamePoints(variant, d.contract);
  return h(
    "div",
    { class: "points-block sheet", "data-step": "points", "data-reveal": "", "data-testid": "points-block" },
    h(
      "div",
      { class: "sheet-head" },
      h("span", { class: "step-label", id: "sheet-label" }, tv(variant, "entry.sheet")),
      modeChips(c),
    ),
    h("div", { class: "sheet-row", role: "group", "aria-labelledby": "sheet-label" }, TEAMS.map((team) => sheetField(c, team, shown, off))),
    // How the second number comes, until a number is typed.
    worth !== null && !off && !d.typed.A && !d.typed.B ? h("p", { class: "hint sheet-hint" }, t("entry.sheet_hint", { n: worth })) : null,
    box,
  );
}

/**
 * A toggle chip of one team's column.
 * @param {{label: string, pressed: boolean, testid: string, onclick: () => void, aria?: string, badge?: number}} o
 */
function toggle({ label, pressed, testid, onclick, aria, badge }) {
  return h(
    "button",
    { type: "button", class: "chip fact", "aria-pressed": pressed ? "true" : "false", "aria-label": aria, "data-testid": testid, onclick },
    label,
    badge && badge > 1 ? h("span", { class: "badge" }, ` ×${num(badge)}`) : null,
  );
}

/**
 * Each team's one-tap facts, in two columns as on the sheet: projects by kind, the Baloot,
 * the kaboot (reverse where it may be), the proven foul. Drawn where the variant names its
 * projects by kind (its description's `project_kinds`) and for the facts it records.
 * @param {EntryContext} c
 */
export function teamFacts(c) {
  const { d, variant, teams } = c;
  const kinds = c.m.declarations ? projectKinds(variant) : [];
  const baloot = maxBelotes(variant, d.contract) > 0;
  const capot = hasFact(variant, "capot");
  const foul = hasFact(variant, "foul");
  const reverse = hasFact(variant, "capot_kind");
  if (!kinds.length && !baloot && !capot && !foul) return null;
  const column = (/** @type {"A"|"B"} */ team) => {
    const name = teams[team].name;
    const count = (/** @type {string} */ kind) => d.projects[team].filter((k) => k === kind).length;
    return h(
      "div",
      { class: `team-facts team-${team}`, role: "group", "aria-label": name, "data-testid": `facts-${team}` },
      h("div", { class: "team-facts-name" }, h("bdi", null, name)),
      h(
        "div",
        { class: "chips small" },
        kinds.map((kind) =>
          toggle({
            label: t(`project.${kind}`),
            pressed: count(kind) > 0,
            badge: count(kind),
            testid: `project-${kind}-${team}`,
            aria: `${t(`project.${kind}`)} · ${name}${count(kind) ? ` (${num(count(kind))})` : ""}`,
            onclick: () => {
              const n = count(kind);
              d.projects[team] = d.projects[team].filter((k) => k !== kind);
              if (n < mostOf(kind)) for (let i = 0; i <= n; i++) d.projects[team].push(kind);
              c.edited();
            },
          }),
        ),
        baloot
          ? toggle({
              label: tv(variant, "entry.belote.short"),
              pressed: d.belote[team] > 0,
              testid: `belote-${team}`,
              aria: `${tv(variant, "entry.belote")} · ${name}`,
              onclick: () => {
                d.belote = { A: 0, B: 0, [team]: d.belote[team] > 0 ? 0 : 1 };
                c.edited();
              },
            })
          : null,
        capot
          ? toggle({
              label: tv(variant, "round.capot"),
              pressed: d.capot === team,
              testid: `capot-${team}`,
              aria: `${tv(variant, "round.capot")} · ${name}`,
              onclick: () => {
                d.capot = d.capot === team ? null : team;
                d.reverse = false;
                if (d.capot) d.foul = null;
                c.changed();
              },
            })
          : null,
        reverse && d.capot === team && d.taker && d.taker !== team && d.contract === "sun"
          ? toggle({
              label: tv(variant, "entry.reverse_capot"),
              pressed: d.reverse,
              testid: `reverse-${team}`,
              onclick: () => {
                d.reverse = !d.reverse;
                c.edited();
              },
            })
          : null,
        foul
          ? toggle({
              label: tv(variant, "entry.foul"),
              pressed: d.foul === team,
              testid: `foul-${team}`,
              aria: `${tv(variant, "entry.foul")} · ${name}`,
              onclick: () => {
                d.foul = d.foul === team ? null : team;
                if (d.foul) {
                  d.capot = null;
                  d.reverse = false;
                }
                c.changed();
              },
            })
          : null,
      ),
    );
  };
  return h("div", { class: "step team-facts-grid", "data-step": "facts", "data-testid": "team-facts" }, TEAMS.map(column));
}
