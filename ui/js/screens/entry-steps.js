// @ts-check
/**
 * The parts of round entry, one builder each, drawn from the round facts the variant's
 * description lists: who took (and whether they had to), the contract, the bid, the points of
 * one team with the other's computed at once, the double, and under "More" the capot, the
 * belote and the declarations. Each part changes the draft and tells round entry through the
 * context (`changed` when the choice moves the entry on, `edited` when it does not); round
 * entry owns the draft, the engine's preview and saving; `redraw` only draws it again.
 */
import { h, chips } from "../dom.js";
import { t, tv } from "../i18n.js";
import { contractsOf, bidsOf, doublesIn, dealTotal, maxBelotes, contractAllowsDeclarations, hasFact, projectKinds } from "../variants.js";
import { doubleLabel, bidLabel, contractHint } from "../labels.js";
import { TEAMS, otherPoints, detailNeeded, takesScore } from "../round-draft.js";
import { SUIT_LETTER } from "../cards.js";
import { declarationsEditor } from "./entry-declarations.js";
import { sheetStep, teamFacts } from "./entry-sheet.js";

/**
 * What every part needs: the match, the draft, and how to tell round entry of a change.
 * @typedef {{
 *   m: import("../state.js").MatchView, d: import("../round-draft.js").Draft, variant: string,
 *   teams: import("../state.js").Teams, changed: () => void, edited: () => void,
 *   redraw: () => void, typed: () => void, save: () => void, revealPoints: () => void
 * }} EntryContext
 */

/**
 * A labelled group of round entry (taker, contract, bid, double).
 * @param {string} step
 * @param {string} label
 * @param {...any} content
 */
function group(step, label, ...content) {
  return h("div", { class: "step", "data-step": step }, h("div", { class: "step-label", id: `step-${step}` }, label), content);
}

/**
 * Chips for the two teams, named and coloured.
 * @param {EntryContext} c
 * @param {string} prefix
 */
function teamChoices(c, prefix) {
  return TEAMS.map((team) => ({ value: team, label: c.teams[team].name, testid: `${prefix}-${team}`, class: `team-${team}` }));
}

/** @param {EntryContext} c */
export function takerStep(c) {
  const { d, variant } = c;
  return group(
    "taker",
    tv(variant, "entry.taker"),
    h(
      "div",
      { class: "taker-row" },
      chips(
        teamChoices(c, "taker"),
        d.taker,
        (v) => {
          d.taker = v;
          if (d.points === "") d.side = v;
          c.changed();
        },
        tv(variant, "entry.taker"),
      ),
      hasFact(variant, "forced")
        ? h(
            "button",
            {
              type: "button",
              class: "chip forced",
              "aria-pressed": d.forced ? "true" : "false",
              title: tv(variant, "entry.forced_hint"),
              "aria-label": `${tv(variant, "entry.forced")}: ${tv(variant, "entry.forced_hint")}`,
              "data-testid": "forced",
              onclick: () => {
                d.forced = !d.forced;
                c.edited();
              },
            },
            tv(variant, "entry.forced"),
          )
        : null,
    ),
  );
}

/** @param {EntryContext} c */
export function contractStep(c) {
  const { d, variant } = c;
  const all = contractsOf(variant);
  // A variant with a trump contract whose suit need not be written (Baloot's Hokum): the
  // contracts are chosen first, its suits after, as an optional detail of it.
  const unsuited = all.includes("hokum") ? "hokum" : null;
  const main = unsuited ? all.filter((k) => !SUIT_LETTER[k]) : all;
  const suits = unsuited ? all.filter((k) => SUIT_LETTER[k]) : [];
  const trumps = unsuited !== null && (d.contract === unsuited || suits.includes(d.contract || ""));
  const pick = (/** @type {string} */ k) => {
    d.contract = k;
    if (d.belote.A + d.belote.B > maxBelotes(variant, k)) d.belote = { A: 0, B: 0 };
    if (!doublesIn(variant, k).includes(d.double)) d.double = "none";
    if (k !== "sun") d.ashkal = false;
    if (d.reverse && k !== "sun") d.reverse = false;
    c.changed();
  };
  const chip = (/** @type {string} */ k, /** @type {boolean} */ pressed) =>
    h(
      "button",
      {
        type: "button",
        class: `chip suit suit-${k}`,
        "aria-pressed": pressed ? "true" : "false",
        "aria-label": t("contract." + k),
        "data-testid": `contract-${k}`,
        onclick: () => {
          d.ashkal = false;
          pick(k);
        },
      },
      t("contract.short." + k),
    );
  return group(
    "contract",
    tv(variant, "entry.contract"),
    h(
      "div",
      { class: "chips suits" + (unsuited ? " words" : ""), role: "group", "aria-labelledby": "step-contract" },
      main.map((k) => [
        chip(k, k === unsuited ? trumps : d.contract === k && !(k === "sun" && d.ashkal)),
        // Ashkal: Sun bought for the partner, beside Sun.
        k === "sun" && hasFact(variant, "ashkal")
          ? h(
              "button",
              {
                type: "button",
                class: "chip suit ashkal",
                "aria-pressed": d.contract === "sun" && d.ashkal ? "true" : "false",
                "data-testid": "ashkal",
                onclick: () => {
                  d.ashkal = true;
                  pick("sun");
                },
              },
              tv(variant, "entry.ashkal"),
            )
          : null,
      ]),
    ),
    trumps && suits.length
      ? h(
          "div",
          { class: "chips small suits-of", role: "group", "aria-label": t("entry.trump_suit") },
          suits.map((k) =>
            h(
              "button",
              {
                type: "button",
                class: `chip suit suit-${k}`,
                "aria-pressed": d.contract === k ? "true" : "false",
                "aria-label": t("contract." + k),
                "data-testid": `contract-${k}`,
                // A second tap on the suit leaves it unwritten again.
                onclick: () => pick(d.contract === k ? /** @type {string} */ (unsuited) : k),
              },
              t("contract.short." + k),
            ),
          ),
        )
      : null,
  );
}

/** @param {EntryContext} c */
export function bidStep(c) {
  const bids = bidsOf(c.variant);
  if (!bids.length) return null;
  return group(
    "bid",
    t("entry.bid"),
    chips(
      bids.map((b) => ({ value: b, label: bidLabel(b), testid: `bid-${b}` })),
      c.d.bid,
      (v) => {
        c.d.bid = v;
        c.changed();
      },
      t("entry.bid"),
    ),
  );
}

/**
 * The points of one team (the other's shown at once), which team they are of, and the
 * message under them (`box`: the engine's score, a hint, or what is wrong).
 * @param {EntryContext} c
 * @param {HTMLElement} box
 */
export function pointsStep(c, box) {
  if (takesScore(c.variant)) return sheetStep(c, box);
  const { d, variant, teams } = c;
  const total = dealTotal(variant, d.contract);
  const otherSide = d.side === "A" ? "B" : "A";
  const hint = contractHint(variant, d.contract);
  return h(
    "div",
    { class: "points-block", "data-step": "points", "data-reveal": "", "data-testid": "points-block" },
    h("label", { class: "step-label", for: "points-input" }, t("entry.points_for", { team: teams[d.side].name })),
    h(
      "div",
      { class: "points-row" },
      h("input", {
        id: "points-input",
        class: "points-input",
        type: "text",
        inputmode: "numeric",
        pattern: "[0-9]*",
        enterkeyhint: "done",
        autocomplete: "off",
        value: d.capot ? "" : d.points,
        disabled: Boolean(d.capot),
        placeholder: d.capot ? tv(variant, "round.capot") : `0–${total}`,
        "aria-describedby": "entry-msg",
        "data-testid": "points",
        oninput: (/** @type {Event} */ e) => {
          d.points = /** @type {HTMLInputElement} */ (e.target).value;
          const o = document.querySelector('[data-testid="points-other"]');
          if (o) o.textContent = `${teams[otherSide].name}: ${otherPoints(d, total)}`;
          c.typed();
        },
        onkeydown: (/** @type {KeyboardEvent} */ e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            c.save();
          }
        },
      }),
      h("span", { class: "points-other", "data-testid": "points-other" }, `${teams[otherSide].name}: ${otherPoints(d, total)}`),
    ),
    chips(
      teamChoices(c, "side"),
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

/** @param {EntryContext} c */
export function doubleStep(c) {
  const { d, variant } = c;
  // The doubles of the contract chosen (Baloot's Sun is only doubled).
  const doubles = doublesIn(variant, d.contract);
  if (doubles.length <= 1) return null;
  // Baloot's closed (locked) double: recorded where the contract can be raised past a double,
  // once it is raised, but not for a Gahwa (always open).
  const lockable = hasFact(variant, "locked") && doubles.length > 2 && d.double !== "none" && d.double !== "gahwa";
  return group(
    "double",
    tv(variant, "entry.double"),
    h(
      "div",
      { class: "double-row" },
      chips(
        doubles.map((v) => ({ value: v, label: doubleLabel(variant, v), testid: `double-${v}` })),
        d.double,
        (v) => {
          d.double = v;
          if (v === "none" || v === "gahwa") d.locked = false;
          c.edited();
        },
        tv(variant, "entry.double"),
      ),
      lockable
        ? h(
            "button",
            {
              type: "button",
              class: "chip forced",
              "aria-pressed": d.locked ? "true" : "false",
              "data-testid": "locked",
              onclick: () => {
                d.locked = !d.locked;
                c.edited();
              },
            },
            tv(variant, "entry.locked"),
          )
        : null,
    ),
  );
}

/**
 * "More": the capot, the belote and the declarations, behind a toggle (a round has them
 * seldom).
 * @param {EntryContext} c
 */
export function moreSteps(c) {
  const { d, variant } = c;
  // Where projects are named by kind (Baloot), each team's facts are one tap each, in view.
  if (projectKinds(variant).length) return [teamFacts(c)];
  const extras = hasFact(variant, "capot") || hasFact(variant, "belote") || hasFact(variant, "declarations");
  if (!extras) return [];
  const toggle = h(
    "button",
    { type: "button", class: "link", "aria-expanded": d.more ? "true" : "false", "data-testid": "more", onclick: () => { d.more = !d.more; c.redraw(); } },
    h("span", { class: "mirror", "aria-hidden": "true" }, d.more ? "▾" : "▸"),
    " ",
    tv(variant, "entry.more"),
  );
  if (!d.more) return [toggle];
  return [toggle, h("div", { class: "more" }, capotStep(c), beloteStep(c), declarationsStep(c))];
}

/** @param {EntryContext} c */
function capotStep(c) {
  const { d, variant } = c;
  if (!hasFact(variant, "capot")) return null;
  return [
    h("h3", null, tv(variant, "entry.capot")),
    chips(
      [{ value: /** @type {"A"|"B"|null} */ (null), label: "—", testid: "capot-none" }, ...teamChoices(c, "capot")],
      d.capot,
      (v) => {
        d.capot = v;
        c.changed();
      },
      tv(variant, "entry.capot"),
    ),
  ];
}

/** The belote: one team's, or a count per team where a contract allows several. @param {EntryContext} c */
function beloteStep(c) {
  const { d, variant, teams } = c;
  const max = maxBelotes(variant, d.contract);
  if (max <= 0) return null;
  const one = chips(
    [{ value: /** @type {string} */ ("none"), label: "—", testid: "belote-none" }, ...TEAMS.map((team) => ({ value: /** @type {string} */ (team), label: teams[team].name, testid: `belote-${team}`, class: `team-${team}` }))],
    d.belote.A ? "A" : d.belote.B ? "B" : "none",
    (v) => {
      d.belote = { A: v === "A" ? 1 : 0, B: v === "B" ? 1 : 0 };
      c.edited();
    },
    tv(variant, "entry.belote"),
  );
  const counts = () =>
    h(
      "div",
      { class: "steppers" },
      TEAMS.map((team) =>
        h(
          "div",
          { class: "stepper" },
          h("span", null, teams[team].name),
          h("button", { type: "button", class: "chip", "aria-label": `${t("entry.belote")} ${teams[team].name} −`, "data-testid": `belote-${team}-minus`, onclick: () => { d.belote[team] = Math.max(0, d.belote[team] - 1); c.edited(); } }, "−"),
          h("output", { "data-testid": `belote-${team}-count` }, String(d.belote[team])),
          h("button", { type: "button", class: "chip", "aria-label": `${t("entry.belote")} ${teams[team].name} +`, "data-testid": `belote-${team}-plus`, onclick: () => { if (d.belote.A + d.belote.B < max) d.belote[team] += 1; c.edited(); } }, "+"),
        ),
      ),
    );
  return [h("h3", null, tv(variant, "entry.belote")), max === 1 ? one : counts()];
}

/** The declarations, where the match's house rules and the contract allow them. @param {EntryContext} c */
function declarationsStep(c) {
  const { d, variant, teams } = c;
  if (c.m.declarations && contractAllowsDeclarations(variant, d.contract)) {
    return declarationsEditor(d, teams, variant, detailNeeded(d, variant), c.edited);
  }
  return hasFact(variant, "declarations") ? h("p", { class: "hint" }, tv(variant, "entry.no_declarations")) : null;
}
