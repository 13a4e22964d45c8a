// @ts-check
/**
 * A season in words: how it counts, in a line ("best 5 of 7 · at least 5 evenings · excused
 * absence 5000"), and an average as the tables show it (2 decimals, in the language's way).
 * Shared by the season's screen and its printed pages.
 */
import { t, locale } from "./i18n.js";

/**
 * An average as the table shows it: 2 decimals, in the language's way (8.50, 8,50).
 * @param {number} n
 */
export function averageText(n) {
  return new Intl.NumberFormat(locale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
}

/**
 * How the season counts, in a line: "best 5 of 7 · at least 5 evenings · excused absence 5000".
 * @param {any} def the definition, every default filled in
 */
export function rulesLine(def) {
  const r = def.ranking;
  const parts = [];
  if (r.rank === "teams") parts.push(t("season.rule.teams"));
  if (r.score === "place") parts.push(t("season.rule.place"));
  if (r.score === "match_points") parts.push(t("season.rule.match_points"));
  if (r.periods) {
    const p = /** @type {{events: number, best: number}[]} */ (r.periods);
    const same = p.every((x) => x.events === p[0].events && x.best === p[0].best);
    parts.push(same ? t("season.rule.periods", { p: p.length, e: p[0].events, b: p[0].best }) : t("season.rule.periods_mixed", { p: p.length }));
    if (r.count) parts.push(t("season.rule.best_periods", { n: r.count.best }));
  } else if (r.count) {
    parts.push(r.count.of ? t("season.rule.best_of", { n: r.count.best, of: r.count.of }) : t("season.rule.best", { n: r.count.best }));
  }
  if (r.aggregate === "average") parts.push(t("season.rule.average"));
  if (r.min_events > 0) parts.push(t("season.rule.min", { n: r.min_events }));
  if (r.absence_score > 0) parts.push(t("season.rule.absence", { n: r.absence_score }));
  return parts.join(" · ");
}

