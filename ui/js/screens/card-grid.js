// @ts-check
/**
 * The rules assistant's grid of the 32 cards, picked with one thumb: columns are suits, rows
 * ranks from the ace down, every card a button of its own (44 px and more).
 */
import { h } from "../dom.js";
import { RANKS, SUIT_SYMBOL } from "../cards.js";

/**
 * @param {(card: string) => string} stateOf "" | "on" | "used" | "legal" | "illegal", and
 *   " played" after it for the card played
 * @param {(card: string) => void} onTap
 * @param {string} [label] what the group of cards is for, as a screen reader says it
 */
export function cardGrid(stateOf, onTap, label) {
  return h(
    "div",
    { class: "card-grid", role: "group", "aria-label": label },
    [...RANKS].reverse().flatMap((r) =>
      ["S", "H", "D", "C"].map((s) => {
        const card = r + s;
        const st = stateOf(card);
        const pressed = /\b(on|legal|illegal)\b/.test(st);
        return h(
          "button",
          {
            type: "button",
            class: `card suit-${s} ${st}`,
            "aria-pressed": pressed ? "true" : "false",
            "data-card": card,
            "data-testid": `card-${card}`,
            onclick: () => onTap(card),
          },
          r + SUIT_SYMBOL[s],
        );
      }),
    ),
  );
}
