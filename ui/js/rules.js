// @ts-check
/** Facts about the games the UI needs to offer the right choices (the engine decides the rest). */

/** @typedef {"classic" | "contree" | "coinche" | "bulgarian"} Variant */

export const VARIANTS = /** @type {Variant[]} */ (["classic", "contree", "coinche", "bulgarian"]);

export const SUITS = ["spades", "hearts", "diamonds", "clubs"];
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
export const CARRE_RANKS = ["J", "9", "A", "10", "K", "Q"];
export const BIDS = [80, 90, 100, 110, 120, 130, 140, 150, 160];

/**
 * Contracts a variant plays.
 * @param {Variant} variant
 */
export function contracts(variant) {
  return variant === "classic" || variant === "contree"
    ? SUITS
    : [...SUITS, "no_trumps", "all_trumps"];
}

/** @param {Variant} variant */
export function hasBids(variant) {
  return variant === "contree" || variant === "coinche";
}

/**
 * Card points of a whole deal as entered (Bulgarian no trumps is entered on 0–130).
 * @param {Variant} variant
 * @param {string} contract
 */
export function dealTotal(variant, contract) {
  if (variant === "bulgarian" && contract === "all_trumps") return 258;
  if (variant === "bulgarian" && contract === "no_trumps") return 130;
  return 162;
}

/**
 * Most belotes both teams may announce together.
 * @param {string} contract
 */
export function maxBelotes(contract) {
  if (contract === "no_trumps") return 0;
  if (contract === "all_trumps") return 4;
  return 1;
}

/**
 * Whether declarations are possible: Bulgarian no trumps has none; classic/contrée/coinche
 * follow the `announces` option.
 * @param {Variant} variant
 * @param {Record<string, any>} options the match's effective options
 * @param {string | null} contract
 */
export function declarationsAllowed(variant, options, contract) {
  if (variant === "bulgarian") return contract !== "no_trumps";
  return Boolean(options.announces);
}

/** The 32 cards, by suit. */
export function deck() {
  return ["S", "H", "D", "C"].flatMap((s) => RANKS.map((r) => r + s));
}

/**
 * A card as the UI shows it: "10♥".
 * @param {string} card
 */
export function cardLabel(card) {
  return card.slice(0, -1) + (SUIT_SYMBOL[card.slice(-1)] || card.slice(-1));
}

/**
 * The team of a seat: 0 and 2 are A, 1 and 3 are B.
 * @param {number} seat
 */
export function teamOfSeat(seat) {
  return seat % 2 === 0 ? "A" : "B";
}
