// @ts-check
/**
 * The rules assistant's "was this play legal?": the cards of the trick in the order played, the
 * player's hand and the card played, each picked with one tap on the grid; the rule-of-play
 * options of the variant and the facts its questions may give beside the cards (Baloot's locked
 * game, «إكه», Ashkal — one tap each, offered where they can be true); and the engine's answer:
 * legal or not, the cards that may be played, why, and for a foul the name a Baloot table
 * calls it (the qaid, as Kammelna's menu names it).
 */
import { h, chips } from "../dom.js";
import { t, dirOf, getLang } from "../i18n.js";
import { SUIT_LETTER, cardLabel } from "../cards.js";
import { info, playOptions } from "../variants.js";
import { optionName, optionValueLabel } from "../labels.js";
import { cardGrid } from "./card-grid.js";

/**
 * @typedef {{
 *   variant: string, contract: string, play: Record<string, any>, facts: Record<string, boolean>,
 *   pick: "trick" | "hand" | "card", trick: string[], hand: string[], card: string | null, answer: any
 * }} LegalState what the legal tool holds (the assistant's state)
 */

/**
 * Whether a play fact may be true in this contract with this trick (its `applies` in the
 * variant's description): Sun, a trump suit, or a trump suit with a card of another suit led.
 * @param {string} applies
 * @param {string} contract
 * @param {string[]} trick
 */
function applies(applies, contract, trick) {
  const trump = SUIT_LETTER[contract];
  if (applies === "no_trumps") return contract === "sun" || contract === "no_trumps";
  if (applies === "trumps") return Boolean(trump);
  if (applies === "plain_led") return Boolean(trump) && trick.length > 0 && trick[0].slice(-1) !== trump;
  return false;
}

/**
 * A card's face, "10♥", kept left to right in a sentence of any direction (a face is never
 * mirrored).
 * @param {string} card
 */
function face(card) {
  return dirOf(getLang()) === "rtl" ? `\u2066${cardLabel(card)}\u2069` : cardLabel(card);
}

/**
 * Cards in the order played, an arrow from each to the next in the direction the language is
 * read: "A♠ → 7♠", and right to left the first card on the right.
 * @param {string[]} cards
 */
function inOrder(cards) {
  const arrow = dirOf(getLang()) === "rtl" ? " ← " : " → ";
  return cards.map(face).join(arrow);
}

/**
 * The contracts a legal-play question can name: a Hokum whose trump suit the sheet did not
 * record has no rule of play to answer it.
 * @param {string[]} contracts
 */
export function playableContracts(contracts) {
  return contracts.filter((c) => c !== "hokum");
}

/**
 * The question as `belote legal` reads it, or null while the hand is empty.
 * @param {LegalState} tool
 */
export function legalQuestion(tool) {
  if (tool.hand.length === 0) return null;
  /** @type {any} */
  const question = { variant: tool.variant, contract: tool.contract, trick: tool.trick, hand: tool.hand, card: tool.card ?? tool.hand[0] };
  if (Object.keys(tool.play).length) question.options = { ...tool.play };
  for (const f of info(tool.variant).play_facts || []) {
    if (tool.facts[f.key] && applies(f.applies, tool.contract, tool.trick)) question[f.key] = true;
  }
  return question;
}

/**
 * The tool.
 * @param {LegalState} tool
 * @param {{refresh: () => void, rerender: () => void, header: any}} how `header`: the variant and contract chips
 */
export function legalTool(tool, { refresh, rerender, header }) {
  const a = tool.answer;
  const stateOf = (/** @type {string} */ c) => {
    if (tool.trick.includes(c)) return tool.pick === "trick" ? "on" : "used";
    if (!tool.hand.includes(c)) return "";
    const played = c === tool.card ? " played" : "";
    if (a && tool.pick !== "trick") return (a.allowed.includes(c) ? "legal" : "illegal") + played;
    return (tool.pick === "trick" ? "used" : "on") + played;
  };
  const onTap = (/** @type {string} */ c) => {
    if (tool.pick === "card") {
      if (tool.trick.includes(c)) return;
      if (!tool.hand.includes(c)) {
        if (tool.hand.length >= 8) return;
        tool.hand.push(c);
      }
      tool.card = tool.card === c ? null : c;
      refresh();
      return;
    }
    const list = tool.pick === "trick" ? tool.trick : tool.hand;
    const other = tool.pick === "trick" ? tool.hand : tool.trick;
    if (other.includes(c)) return;
    const i = list.indexOf(c);
    if (i >= 0) {
      list.splice(i, 1);
      if (c === tool.card) tool.card = null;
    } else if (tool.pick === "hand" ? list.length < 8 : list.length < 3) list.push(c);
    refresh();
  };
  const facts = (info(tool.variant).play_facts || []).filter((f) => applies(f.applies, tool.contract, tool.trick));
  /** @type {{value: "trick" | "hand" | "card", label: string, testid: string}[]} */
  const picks = [
    { value: "trick", label: t("assist.trick", { n: tool.trick.length }), testid: "as-pick-trick" },
    { value: "hand", label: t("assist.hand", { n: tool.hand.length }), testid: "as-pick-hand" },
    { value: "card", label: tool.card ? t("assist.played_card", { card: face(tool.card) }) : t("assist.played"), testid: "as-pick-card" },
  ];
  return h(
    "div",
    { class: "tool" },
    header,
    playOptions(tool.variant).map((o) =>
      h(
        "label",
        { class: "field" },
        optionName(tool.variant, o.key),
        h(
          "select",
          {
            "data-testid": `as-opt-${o.key}`,
            onchange: (/** @type {Event} */ e) => {
              const value = /** @type {HTMLSelectElement} */ (e.target).value;
              if (value === "") delete tool.play[o.key];
              else tool.play[o.key] = JSON.parse(value);
              refresh();
            },
          },
          h("option", { value: "", selected: !(o.key in tool.play) }, `${t("assist.variant_default")} (${optionValueLabel(o.key, o.default, tool.variant)})`),
          o.values.map((v) => h("option", { value: JSON.stringify(v), selected: o.key in tool.play && tool.play[o.key] === v }, optionValueLabel(o.key, v, tool.variant))),
        ),
      ),
    ),
    facts.length
      ? h(
          "div",
          { class: "chips facts", role: "group", "aria-label": t("assist.facts") },
          facts.map((f) =>
            h(
              "button",
              {
                type: "button",
                class: "chip fact",
                "aria-pressed": tool.facts[f.key] ? "true" : "false",
                "data-testid": `as-fact-${f.key}`,
                onclick: () => {
                  tool.facts[f.key] = !tool.facts[f.key];
                  refresh();
                },
              },
              t("entry." + f.key),
            ),
          ),
        )
      : null,
    chips(
      picks,
      tool.pick,
      (v) => {
        tool.pick = v;
        rerender();
      },
      t("assist.pick"),
    ),
    h("p", { class: "hint" }, tool.trick.length ? t("assist.trick_order", { cards: inOrder(tool.trick) }) : t("assist.trick_empty")),
    cardGrid(stateOf, onTap, t("assist.pick")),
    a ? answer(tool, a) : h("p", { class: "hint" }, t("assist.legal_hint")),
  );
}

/**
 * The engine's answer: for the card played, legal or not and, for a foul a table calls by
 * name, that name; the cards that may be played; why.
 * @param {LegalState} tool
 * @param {any} a
 */
function answer(tool, a) {
  const played = tool.card;
  return h(
    "div",
    { class: "answer", "data-testid": "legal-answer", role: "status" },
    played
      ? h(
          "p",
          { class: `answer-main play-verdict ${a.legal ? "ok" : "foul"}`, "data-testid": "legal-verdict" },
          t(a.legal ? "assist.played_legal" : "assist.played_illegal", { card: face(played) }),
        )
      : null,
    played && a.qaid ? h("p", { class: "qaid", "data-testid": "legal-qaid" }, t("assist.qaid", { qaid: t("qaid." + a.qaid) })) : null,
    h("p", { class: played ? "" : "answer-main" }, t("assist.allowed"), " ", h("strong", { "data-testid": "legal-allowed" }, a.allowed.map(face).join(" "))),
    h("p", { "data-testid": "legal-reason" }, a.reason),
  );
}
