// @ts-check
/**
 * The declarations part of round entry: each team's sequences and fours as the table
 * announced them; top card and suit only when the comparison needs them, seats only when
 * order of play decides; the exact length of a long sequence (six to eight cards: bela's
 * belot of eight wins the match) on the sequence itself.
 */
import { h } from "../dom.js";
import { t, tv } from "../i18n.js";
import { RANKS, SUIT_SYMBOL, seatsOf } from "../cards.js";
import { info } from "../variants.js";
import { sequenceLabel, seatName } from "../labels.js";
import { TEAMS, sequenceClass } from "../round-draft.js";

/**
 * Sequence lengths offered as buttons: from the variant's shortest up to five (longer ones
 * score as five; their exact length matters only for the eight-card run, rare enough for
 * the rules assistant).
 * @param {string} variant
 */
function sequenceChoices(variant) {
  const [min, max] = info(variant).sequence_lengths;
  /** @type {number[]} */
  const out = [];
  for (let n = min; n <= Math.min(max, 5); n++) out.push(n);
  return out;
}

/**
 * @param {import("../round-draft.js").Draft} d
 * @param {import("../state.js").Teams} teams
 * @param {string} variant
 * @param {number} needed length of the tied best sequences whose details are needed (0: none)
 * @param {() => void} rerender
 */
export function declarationsEditor(d, teams, variant, needed, rerender) {
  const longest = info(variant).sequence_lengths[1] || 5;
  return h(
    "div",
    { class: "declarations" },
    h("h3", null, tv(variant, "entry.declarations")),
    TEAMS.map((team) => {
      const seats = seatsOf(team);
      return h(
        "div",
        { class: "decl-team", "data-testid": `decls-${team}` },
        h("div", { class: "decl-head" }, teams[team].name),
        h(
          "ul",
          { class: "decl-list" },
          d.decls[team].map((x, i) =>
            h(
              "li",
              { class: "decl" },
              h("span", null, x.type === "carre" ? t("decl.carre_of", { rank: x.rank }) : sequenceLabel(variant, x.length)),
              x.type === "sequence" && x.length >= 5 && longest > 5
                ? h(
                    "select",
                    {
                      "aria-label": t("decl.length"),
                      "data-testid": `decl-${team}-${i}-length`,
                      onchange: (/** @type {Event} */ e) => {
                        x.length = Number(/** @type {HTMLSelectElement} */ (e.target).value);
                        if (x.top && RANKS.indexOf(x.top) < x.length - 1) delete x.top;
                        rerender();
                      },
                    },
                    Array.from({ length: longest - 4 }, (_, k) => k + 5).map((n) => h("option", { value: n, selected: x.length === n }, t("decl.cards", { n }))),
                  )
                : null,
              x.type === "sequence" && sequenceClass(x.length) === needed
                ? [
                    h(
                      "select",
                      { "aria-label": t("decl.top"), "data-testid": `decl-${team}-${i}-top`, onchange: (/** @type {Event} */ e) => { x.top = /** @type {HTMLSelectElement} */ (e.target).value; rerender(); } },
                      h("option", { value: "", selected: !x.top }, t("decl.top")),
                      RANKS.slice(x.length - 1).map((r) => h("option", { value: r, selected: x.top === r }, r)),
                    ),
                    h(
                      "select",
                      { "aria-label": t("decl.suit"), "data-testid": `decl-${team}-${i}-suit`, onchange: (/** @type {Event} */ e) => { x.suit = /** @type {HTMLSelectElement} */ (e.target).value; rerender(); } },
                      h("option", { value: "", selected: !x.suit }, t("decl.suit")),
                      ["S", "H", "D", "C"].map((s) => h("option", { value: s, selected: x.suit === s }, SUIT_SYMBOL[s])),
                    ),
                  ]
                : null,
              d.needSeats
                ? h(
                    "select",
                    { "aria-label": t("decl.seat"), "data-testid": `decl-${team}-${i}-seat`, onchange: (/** @type {Event} */ e) => { x.seat = Number(/** @type {HTMLSelectElement} */ (e.target).value); rerender(); } },
                    h("option", { value: "", selected: x.seat === undefined }, t("decl.seat")),
                    seats.map((s) => h("option", { value: s, selected: x.seat === s }, seatName(teams, s))),
                  )
                : null,
              h("button", { type: "button", class: "icon", "aria-label": t("decl.remove"), onclick: () => { d.decls[team].splice(i, 1); rerender(); } }, "✕"),
            ),
          ),
        ),
        h(
          "div",
          { class: "chips small" },
          sequenceChoices(variant).map((len) =>
            h("button", { type: "button", class: "chip", "data-testid": `add-seq${len}-${team}`, onclick: () => { d.decls[team].push({ type: "sequence", length: len }); rerender(); } }, "+ ", sequenceLabel(variant, len)),
          ),
          h(
            "select",
            {
              class: "chip",
              "aria-label": t("decl.carre"),
              "data-testid": `add-carre-${team}`,
              onchange: (/** @type {Event} */ e) => {
                const rank = /** @type {HTMLSelectElement} */ (e.target).value;
                if (rank) d.decls[team].push({ type: "carre", rank });
                rerender();
              },
            },
            h("option", { value: "" }, "+ ", tv(variant, "decl.carre")),
            info(variant).carre_ranks.filter((r) => !d.decls.A.concat(d.decls.B).some((x) => x.type === "carre" && x.rank === r)).map((r) => h("option", { value: r }, t("decl.carre_of", { rank: r }))),
          ),
        ),
      );
    }),
    needed ? h("p", { class: "hint" }, t("decl.detail_needed")) : null,
    d.needSeats ? h("p", { class: "hint" }, t("decl.seat_needed")) : null,
  );
}
