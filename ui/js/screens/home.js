// @ts-check
/**
 * The Score tab with no match open: the matches in play (each a tap away), and an inviting
 * start — the game to play with its rules at a glance, the teams of recent matches to play
 * again, and New match.
 */
import { h, chips } from "../dom.js";
import { t, has, listOf } from "../i18n.js";
import { render, errorBox } from "../state.js";
import { go } from "../nav.js";
import { variantNames, lengthDefault } from "../variants.js";
import { matchesInPlay, recentTeams } from "../matches.js";
import { matchLine } from "../match-line.js";
import { prefillSetup, setupVariant } from "../setup-draft.js";
import { receiveButton } from "./pass.js";

/**
 * The rules of a variant at a glance: its first lines of reference, and its target or its
 * number of deals.
 * @param {string} variant
 */
function atAGlance(variant) {
  const lines = [1, 2].map((k) => `ref.${variant}.${k}`).filter(has).map((k) => t(k));
  const length = lengthDefault(variant);
  return h(
    "div",
    { class: "glance", "data-testid": "glance" },
    h("p", { class: "glance-target" }, length.deals ? t("home.deals", { n: length.deals }) : t("home.target", { n: length.target ?? 0 })),
    h("ul", { class: "plain" }, lines.map((l) => h("li", null, l))),
  );
}

export function homeView() {
  const playing = matchesInPlay();
  const recent = recentTeams(3);
  const variant = setupVariant();
  return h(
    "section",
    { class: "home" },
    h("h1", null, t("app.title")),
    h("p", { class: "lead" }, t("app.tagline")),
    playing.length
      ? [
          h("h2", null, t("home.resume"), " ", h("span", { class: "count", "data-testid": "in-play-count" }, `(${playing.length})`)),
          h("ul", { class: "match-list", "data-testid": "in-play" }, playing.map((m) => h("li", { class: "match-line" }, matchLine(m)))),
        ]
      : null,
    h("h2", null, t("home.start")),
    chips(
      variantNames().map((v) => ({ value: v, label: t("variant." + v), testid: `home-variant-${v}` })),
      variant,
      (v) => {
        prefillSetup({ variant: v });
        render();
      },
      t("setup.variant"),
    ),
    atAGlance(variant),
    h("button", { type: "button", class: "big primary wide", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
    receiveButton(),
    recent.length
      ? [
          h("h2", null, t("home.recent")),
          h(
            "ul",
            { class: "match-list" },
            recent.map((r, i) =>
              h(
                "li",
                { class: "match-line" },
                h(
                  "button",
                  {
                    type: "button",
                    class: "match-open",
                    "data-testid": `recent-teams-${i}`,
                    onclick: () => {
                      prefillSetup({ variant: r.variant, teams: r.teams });
                      go("new");
                    },
                  },
                  h("span", { class: "match-teams" }, h("span", { class: "team-A-text" }, r.teams.A.name), " – ", h("span", { class: "team-B-text" }, r.teams.B.name)),
                  h("span", { class: "match-meta" }, `${listOf(r.teams.A.players)} · ${listOf(r.teams.B.players)} · ${t("variant." + r.variant)}`),
                ),
              ),
            ),
          ),
        ]
      : null,
    errorBox(),
  );
}
