// @ts-check
/**
 * One match in a list (home, history): its teams and score, game, date and state. A tap opens
 * a match in play on its scoreboard, any other read only (its chart and every deal explained).
 */
import { h } from "./dom.js";
import { t, getLang } from "./i18n.js";
import { openMatch } from "./nav.js";
import { openReview } from "./screens/review-match.js";

/** @param {any} m a match summary from `list_matches` */
export function matchLine(m) {
  const won = m.winner ? (m.winner === "draw" ? t("result.draw") : t("result.won", { team: m.teams[m.winner].name })) : null;
  return h(
    "button",
    { type: "button", class: "match-open", "data-testid": "open-match", onclick: () => (m.state === "in_play" ? openMatch(m.id) : openReview(m.id)) },
    h("span", { class: "match-teams" }, `${m.teams.A.name} ${m.totals.A} – ${m.totals.B} ${m.teams.B.name}`),
    h("span", { class: "match-meta" }, `${t("variant." + m.variant)} · ${new Date(m.created).toLocaleDateString(getLang())} · ${won || t("state." + m.state)}`),
  );
}
