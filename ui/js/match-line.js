// @ts-check
/**
 * One match in a list (home, history): its teams and score, game, date and state; a tap opens
 * it (on its scoreboard, unless the list says otherwise).
 */
import { h } from "./dom.js";
import { t, locale, sidesLine } from "./i18n.js";
import { openMatch } from "./nav.js";

/**
 * @param {any} m a match summary from `list_matches`
 * @param {(m: any) => unknown} [open] what a tap does
 */
export function matchLine(m, open = (m) => openMatch(m.id)) {
  const won = m.winner ? (m.winner === "draw" ? t("result.draw") : t("result.won", { team: m.teams[m.winner].name })) : null;
  return h(
    "button",
    { type: "button", class: "match-open", "data-testid": "open-match", onclick: () => open(m) },
    h("span", { class: "match-teams" }, sidesLine(m.teams.A.name, m.totals.A, m.totals.B, m.teams.B.name)),
    h("span", { class: "match-meta" }, `${t("variant." + m.variant)} · ${new Date(m.created).toLocaleDateString(locale())} · ${won || t("state." + m.state)}`),
  );
}
