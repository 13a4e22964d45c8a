// @ts-check
/**
 * What the UI knows about the games: the engine's description of every variant
 * (`describe_variants`), fetched once at start-up, and the game's words in the table's
 * language (`game_words`: the name of every contract, verdict, house rule…), fetched once per
 * language. Round entry, setup and the rules assistant ask here which contracts, bids,
 * doubles, facts and house rules a variant has, so a new variant needs no UI code. Nothing
 * here works out a rule: what a match's house rules make of its roem, its declarations or its
 * end comes with the match itself (the back end's view of its table).
 */
import { invoke } from "./ipc.js";
import { setWords } from "./i18n.js";

/**
 * @typedef {{contract: string, deal_total: number, max_belotes: number, declarations: boolean, doubles: string[], game_points?: number}} ContractInfo (`doubles`: those a round of this contract may have; Baloot's Sun is only doubled; `game_points`: what an undoubled deal is worth on a sheet of game points, projects aside — Baloot's 26 and 16)
 * @typedef {{option: string, value: any, default: any}} DefaultWhen another option's value that changes this one's default
 * @typedef {{key: string, kind: "number" | "boolean" | "choice", values: any[], default: any, default_when?: DefaultWhen[], odd?: boolean, summary: string, source: string}} OptionInfo (`odd`: a number that must be odd, Baloot's sakkas)
 * @typedef {{item: string, points: number, option?: string, points_by?: Record<string, number | null>}} RoemItemInfo
 * @typedef {{target?: number, deals?: number}} GameLength
 * @typedef {{key: string, applies: "no_trumps" | "trumps" | "plain_led"}} PlayFactInfo a fact a legal-play question may give beside the cards (Baloot's `ashkal`, `locked`, `aka`), and where it may be true
 * @typedef {{
 *   variant: string, family: string, name: string, facts: string[], contracts: ContractInfo[], bids: (number | string)[],
 *   doubles: string[], declarations_option: string | null, declaration_kinds: string[],
 *   sequence_lengths: number[], carre_ranks: string[], project_kinds?: string[], target_default: number,
 *   options: OptionInfo[], declaration_contest: "overall" | "by_kind" | null,
 *   roem_items: RoemItemInfo[], length_default: GameLength, play_options: string[], play_facts: PlayFactInfo[],
 *   legal_play: boolean
 * }} VariantInfo the engine's description of a variant (`sequence_lengths`: the shortest and the longest, or none)
 */

/** @type {VariantInfo[]} */
let all = [];

/** Fetches the description from the engine (once; later calls reuse it). */
export async function loadVariants() {
  if (all.length === 0) all = /** @type {VariantInfo[]} */ (await invoke("describe_variants"));
  return all;
}

/** The variants, in the engine's order. */
export function variantNames() {
  return all.map((v) => v.variant);
}

/**
 * The families of games with their variants, in the engine's order: `[["french", ["classic",
 * "contree", "coinche"]], ["bulgarian", ["bulgarian"]], …]`.
 * @returns {[string, string[]][]}
 */
export function families() {
  /** @type {Map<string, string[]>} */
  const byFamily = new Map();
  for (const v of all) byFamily.set(v.family, [...(byFamily.get(v.family) || []), v.variant]);
  return [...byFamily];
}

/** @type {Map<string, Record<string, string>>} the game's words of each language asked for */
const wordsOf = new Map();

/**
 * The game's words in `lang`, fetched once per language.
 * @param {string} lang
 * @returns {Promise<Record<string, string>>}
 */
export async function wordsIn(lang) {
  let table = wordsOf.get(lang);
  if (!table) {
    table = /** @type {Record<string, string>} */ (await invoke("game_words", { lang }));
    wordsOf.set(lang, table);
  }
  return table;
}

/**
 * Fetches the game's words in `lang` and makes them the ones the texts use; a failure leaves
 * the words as they were and is thrown.
 * @param {string} lang
 */
export async function loadWords(lang) {
  setWords(await wordsIn(lang));
}

/**
 * @param {string} variant
 * @returns {VariantInfo}
 */
export function info(variant) {
  const found = all.find((v) => v.variant === variant);
  if (found) return found;
  return {
    variant,
    family: variant,
    name: variant,
    facts: [],
    contracts: [],
    bids: [],
    doubles: ["none"],
    declarations_option: null,
    declaration_kinds: [],
    sequence_lengths: [3, 8],
    carre_ranks: [],
    declaration_contest: null,
    target_default: 0,
    length_default: { target: 0 },
    options: [],
    roem_items: [],
    play_options: [],
    play_facts: [],
    legal_play: false,
  };
}

/**
 * Whether a round of `variant` has this fact ("belote", "declarations", "capot", …).
 * @param {string} variant
 * @param {string} fact
 */
export function hasFact(variant, fact) {
  return info(variant).facts.includes(fact);
}

/** @param {string} variant */
export function contractsOf(variant) {
  return info(variant).contracts.map((c) => c.contract);
}

/**
 * @param {string} variant
 * @param {string | null} contract
 */
function contractInfo(variant, contract) {
  const list = info(variant).contracts;
  return list.find((c) => c.contract === contract) || null;
}

/**
 * Card points of a whole deal as entered (a suit's 162 unless the variant says otherwise).
 * @param {string} variant
 * @param {string | null} contract
 */
export function dealTotal(variant, contract) {
  const c = contractInfo(variant, contract);
  return c ? c.deal_total : 162;
}

/**
 * What an undoubled deal of this contract is worth on the score sheet in game points, both
 * sides together, where the sheet writes game points (Baloot: 26 in Sun, 16 in Hokum); null
 * where it writes card points, or before a contract is chosen.
 * @param {string} variant
 * @param {string | null} contract
 * @returns {number | null}
 */
export function gamePoints(variant, contract) {
  const c = contractInfo(variant, contract);
  return c && typeof c.game_points === "number" ? c.game_points : null;
}

/**
 * The doubles a round of this contract may have (every double of the variant before a
 * contract is chosen).
 * @param {string} variant
 * @param {string | null} contract
 */
export function doublesIn(variant, contract) {
  const c = contractInfo(variant, contract);
  return c ? c.doubles : doublesOf(variant);
}

/**
 * The kinds a project may be named by (Baloot's sira, fifty, hundred, four hundred); empty
 * where declarations are given by their cards.
 * @param {string} variant
 * @returns {string[]}
 */
export function projectKinds(variant) {
  return info(variant).project_kinds || [];
}

/**
 * Most belotes both teams may announce together in this contract (0: none).
 * @param {string} variant
 * @param {string | null} contract
 */
export function maxBelotes(variant, contract) {
  if (!hasFact(variant, "belote")) return 0;
  const c = contractInfo(variant, contract);
  return c ? c.max_belotes : 1;
}

/**
 * Whether declarations can exist in this contract at all (the description says); whether the
 * match's house rules allow them comes with the match (`declarations` of its view).
 * @param {string} variant
 * @param {string | null} contract
 */
export function contractAllowsDeclarations(variant, contract) {
  const c = contractInfo(variant, contract);
  return !c || c.declarations;
}

/**
 * How the teams' declarations are compared (the engine says): "overall" — the single best
 * declaration decides, so a four of a kind on either side settles it before sequences are
 * compared — or "by_kind" — sequences and fours are compared separately.
 * @param {string} variant
 */
export function declarationContest(variant) {
  return info(variant).declaration_contest || "overall";
}

/**
 * What ends a game of `variant` under its default options: `{target: n}` or `{deals: n}`.
 * @param {string} variant
 * @returns {GameLength}
 */
export function lengthDefault(variant) {
  return /** @type {GameLength} */ (info(variant).length_default);
}

/**
 * The options the rule of play reads (the assistant asks for them with a legal-play question).
 * @param {string} variant
 */
export function playOptions(variant) {
  return optionsOf(variant).filter((o) => (info(variant).play_options || []).includes(o.key));
}

/**
 * The variants whose rule of play the assistant can answer for (`belote legal`).
 */
export function legalVariants() {
  return all.filter((v) => v.legal_play).map((v) => v.variant);
}

/** @param {string} variant */
export function bidsOf(variant) {
  return info(variant).bids;
}

/** @param {string} variant */
export function doublesOf(variant) {
  return info(variant).doubles;
}

/** @param {string} variant */
export function optionsOf(variant) {
  return info(variant).options;
}

/**
 * The default of a house rule in a match being set up with `chosen`: its own default, unless
 * a chosen value of another option selects another one (the description's `default_when`: in
 * klaverjas, the Rotterdam system makes every four of a kind 100). Setup reads it as it draws
 * each choice; once the match exists, its view carries all its options.
 * @param {string} variant
 * @param {string} key
 * @param {Record<string, any>} chosen
 */
export function optionDefault(variant, key, chosen) {
  const opt = optionsOf(variant).find((o) => o.key === key);
  if (!opt) return undefined;
  const when = (opt.default_when || []).find((w) => w.option in (chosen || {}) && JSON.stringify(chosen[w.option]) === JSON.stringify(w.value));
  return when ? when.default : opt.default;
}
