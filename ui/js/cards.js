// @ts-check
/** Cards and seats as the UI draws them: the same 32 cards and four seats in every variant. */

export const SUIT_LETTER = /** @type {Record<string, string>} */ ({
  spades: "S",
  hearts: "H",
  diamonds: "D",
  clubs: "C",
});
export const SUIT_SYMBOL = /** @type {Record<string, string>} */ ({
  S: "♠",
  H: "♥",
  D: "♦",
  C: "♣",
});
export const RANKS = ["7", "8", "9", "10", "J", "Q", "K", "A"];

/**
 * A card as the UI shows it: "10♥".
 * @param {string} card
 */
export function cardLabel(card) {
  return card.slice(0, -1) + (SUIT_SYMBOL[card.slice(-1)] || card.slice(-1));
}

/**
 * Seats of a team: A sits at 0 and 2, B at 1 and 3.
 * @param {"A" | "B"} team
 */
export function seatsOf(team) {
  return team === "A" ? [0, 2] : [1, 3];
}
