// @ts-check
/**
 * The hall of fame: each game's records — the highest match total, the biggest deal, the most
 * capots (štiglje, pits, valats), the most contracts made in a row, the longest winning
 * streaks — each a tap away from the match that holds it (at the deal, for a deal's record).
 */
import { h } from "../dom.js";
import { t, tv, locale } from "../i18n.js";
import { openReview } from "./review-match.js";

/**
 * The store's record.
 * @typedef {{
 *   variant: string, kind: string, label: string, value: number, holder: string, players: string[],
 *   match_id: string, deal: number | null, last_match_id: string | null, when: string
 * }} Record
 */

/**
 * What a record's value counts, after the number, where its label does not say it ("452
 * points"; "most capots" and "longest winning streak" say it).
 * @param {Record} r
 */
function unit(r) {
  return r.kind === "highest_match_total" || r.kind === "biggest_deal" ? t("review.unit.points") : "";
}

/** @param {Record} r */
function recordButton(r) {
  const where = r.deal ? t("review.at_deal", { n: r.deal }) : null;
  return h(
    "li",
    null,
    h(
      "button",
      {
        type: "button",
        class: "record",
        "data-testid": "record",
        "data-kind": r.kind,
        "data-match": r.match_id,
        "data-deal": r.deal ?? undefined,
        onclick: () => openReview(r.match_id, { deal: r.deal }),
      },
      h("span", { class: "record-label" }, tv(r.variant, `review.record.${r.kind}`)),
      h("span", { class: "record-value" }, h("span", { class: "record-number" }, String(r.value)), " ", h("span", { class: "record-unit" }, unit(r))),
      h("span", { class: "record-holder" }, r.holder, r.players.length ? h("span", { class: "record-players" }, ` (${r.players.join(" & ")})`) : null),
      h("span", { class: "record-when" }, [new Date(r.when).toLocaleDateString(locale()), where].filter(Boolean).join(" · ")),
    ),
  );
}

/**
 * The records, game by game.
 * @param {{records: Record[]}} records
 */
export function recordsView(records) {
  const list = records.records || [];
  if (list.length === 0) return h("p", { class: "empty", "data-testid": "records-empty" }, t("review.records_none"));
  /** @type {Map<string, Record[]>} */
  const byVariant = new Map();
  for (const r of list) byVariant.set(r.variant, [...(byVariant.get(r.variant) || []), r]);
  return h(
    "div",
    { class: "records", "data-testid": "records" },
    [...byVariant].map(([variant, rs]) => [h("h2", null, t("variant." + variant)), h("ul", { class: "plain-list record-list" }, rs.map(recordButton))]),
  );
}
