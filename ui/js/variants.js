// @ts-check
/**
 * What the UI knows about the games: the engine's description of every variant
 * (`describe_variants`), fetched once at start-up. Round entry, setup and the rules assistant
 * ask here which contracts, bids, doubles, facts and house rules a variant has, so a new
 * variant needs no UI code beyond its translations.
 */
import { invoke } from "./ipc.js";

/**
 * @typedef {{contract: string, deal_total: number, max_belotes: number, declarations: boolean}} ContractInfo
 * @typedef {{key: string, kind: "number" | "boolean" | "choice", values: any[], default: any, summary: string, source: string}} OptionInfo
 * @typedef {{
 *   variant: string, facts: string[], contracts: ContractInfo[], bids: (number | string)[],
 *   doubles: string[], declarations_option: string | null, declaration_kinds: string[],
 *   sequence_lengths: [number, number], carre_ranks: string[], target_default: number,
 *   options: OptionInfo[], declaration_contest?: string
 * }} VariantInfo
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
 * @param {string} variant
 * @returns {VariantInfo}
 */
export function info(variant) {
  const found = all.find((v) => v.variant === variant);
  if (found) return found;
  return {
    variant,
    facts: [],
    contracts: [],
    bids: [],
    doubles: ["none"],
    declarations_option: null,
    declaration_kinds: [],
    sequence_lengths: [3, 8],
    carre_ranks: [],
    target_default: 0,
    options: [],
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
 * Whether declarations can be entered: the variant has them, the contract allows them, and
 * the match's house rule (if the variant has one for them) is on.
 * @param {string} variant
 * @param {Record<string, any>} options the match's effective options
 * @param {string | null} contract
 */
export function declarationsAllowed(variant, options, contract) {
  const v = info(variant);
  if (!v.facts.includes("declarations")) return false;
  const c = contractInfo(variant, contract);
  if (c && !c.declarations) return false;
  return v.declarations_option === null || Boolean(options[v.declarations_option]);
}

/**
 * How equal sequences are settled: "overall" — the single best declaration decides, so a
 * four of a kind on either side settles it before sequences are compared — or "by_kind" —
 * sequences and fours are compared separately (Bulgarian). The engine may say so in the
 * description; without it, Bulgarian belot is the one game that compares by kind.
 * @param {string} variant
 */
export function declarationContest(variant) {
  return info(variant).declaration_contest || (variant === "bulgarian" ? "by_kind" : "overall");
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
 * The effective options of a match: the variant's defaults, then the chosen ones.
 * @param {string} variant
 * @param {Record<string, any>} chosen
 */
export function effectiveOptions(variant, chosen) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const o of optionsOf(variant)) out[o.key] = o.default;
  return Object.assign(out, chosen || {});
}
