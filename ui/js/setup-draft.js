// @ts-check
/**
 * The next match being set up: its game, teams, first dealer and house rules. The home
 * screen fills it (the game chosen there, the teams of a recent match) and the setup screen
 * edits it.
 */
import { isDefaultName } from "./matches.js";
import { getLang } from "./i18n.js";

/** The game a language's players mostly play, offered first until another is chosen. */
const GAME_OF = /** @type {Record<string, string>} */ ({ ar: "baloot" });

/** @type {string | null} the game chosen (on the home screen, in the setup), if any */
let chosen = null;

export const setup = {
  /** The game of the next match: the one chosen, else the language's own, else classic. */
  get variant() {
    return chosen ?? GAME_OF[getLang()] ?? "classic";
  },
  set variant(v) {
    chosen = v;
  },
  /** @type {Record<string, any>} chosen house rules (only those changed from the default) */
  options: {},
  teams: { A: { name: "", players: ["", ""] }, B: { name: "", players: ["", ""] } },
  first_dealer: 0,
};

/**
 * Prefills the setup: a game (its house rules start from the defaults), maybe the teams.
 * @param {{variant?: string, teams?: import("./state.js").Teams}} what
 */
export function prefillSetup(what) {
  if (what.variant && what.variant !== setup.variant) {
    setup.variant = what.variant;
    setup.options = {};
  }
  if (what.teams) {
    for (const id of /** @type {("A"|"B")[]} */ (["A", "B"])) {
      // Names the setup made up ("Player 3") are left blank, to be made up again in the
      // language of the day.
      setup.teams[id] = { name: what.teams[id].name, players: what.teams[id].players.map((p) => (isDefaultName(p) ? "" : p)) };
    }
  }
}

/** The game the next match will be. */
export function setupVariant() {
  return setup.variant;
}
