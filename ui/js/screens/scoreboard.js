// @ts-check
/** The open match: big totals, whose deal it is, the rounds with why each scored so, undo. */
import { h } from "../dom.js";
import { t, getLang } from "../i18n.js";
import { state, render, call, notify, errorBox } from "../state.js";
import { go, showMatch } from "../nav.js";
import { doubleLabel, bidLabel, seatName } from "../labels.js";
import { progressChart } from "../chart.js";

/** @typedef {import("../state.js").MatchView} MatchView */

async function undo() {
  if (!state.match) return;
  const id = state.match.record.id;
  const view = /** @type {MatchView | null | undefined} */ (await call("undo", { id, lang: getLang() }).then((v) => (v === null && state.error ? undefined : v)));
  if (view === undefined) return;
  if (view === null) {
    notify(t("match.nothing_to_undo"));
    return;
  }
  showMatch(view);
  notify(t("match.undone"));
}

/** @param {number} index */
async function deleteRound(index) {
  if (!state.match || !confirm(t("round.confirm_delete", { n: index + 1 }))) return;
  const view = await call("delete_round", { id: state.match.record.id, index, lang: getLang() });
  if (view) showMatch(/** @type {MatchView} */ (view));
}

function verdictMark(/** @type {string} */ v) {
  return v === "made" ? "✓" : v === "inside" ? "✗" : "=";
}

/** @param {"finish_match" | "abandon_match"} cmd */
async function endMatch(cmd) {
  if (!state.match) return;
  const v = await call(cmd, { id: state.match.record.id, lang: getLang() });
  if (v) showMatch(/** @type {MatchView} */ (v));
}

/** @param {MatchView} m */
export function scoreboardView(m) {
  const { record } = m;
  const teams = record.teams;
  const over = m.winner !== null;
  return h(
    "section",
    { class: "scoreboard" },
    h(
      "div",
      { class: "totals", "data-testid": "totals" },
      (/** @type {("A"|"B")[]} */ (["A", "B"])).map((id) =>
        h(
          "div",
          { class: `total team-${id}` + (m.winner === id ? " winner" : "") },
          h("div", { class: "team-name" }, teams[id].name),
          h("div", { class: "big-number", "data-testid": `total-${id}` }, String(m.totals[id])),
          h("div", { class: "to-target" }, over ? "" : t("match.to_target", { n: m.to_target[id] })),
        ),
      ),
    ),
    h(
      "div",
      { class: "status-line" },
      over
        ? h("strong", { class: "game-over", "data-testid": "game-over" }, m.winner === "draw" ? t("result.draw") : t("result.won", { team: teams[/** @type {"A"|"B"} */ (m.winner)].name }))
        : h("span", { "data-testid": "dealer" }, t("match.deal", { name: seatName(teams, m.next_dealer) })),
      m.pot > 0 ? h("span", { class: "pot", "data-testid": "pot" }, t("match.pot", { n: m.pot })) : null,
      h("span", { class: "variant-tag" }, `${t("variant." + record.variant)} · ${record.target}`),
    ),
    h(
      "ol",
      { class: "rounds", "data-testid": "rounds" },
      m.rounds.map((r, i) =>
        h(
          "li",
          { class: `round verdict-${r.verdict}` + (state.detail === i ? " open" : "") },
          h(
            "button",
            { type: "button", class: "round-line", "data-testid": "round-line", "aria-expanded": state.detail === i ? "true" : "false", onclick: () => { state.detail = state.detail === i ? null : i; render(); } },
            h("span", { class: "round-no" }, String(i + 1)),
            h("span", { class: "round-score" }, String(r.score.A)),
            h("span", { class: "round-score" }, String(r.score.B)),
            h("span", { class: "round-verdict", title: t("verdict." + r.verdict) }, verdictMark(r.verdict)),
            h("span", { class: "round-running" }, `${r.totals.A} · ${r.totals.B}`),
          ),
          state.detail === i ? roundDetail(m, r, i) : null,
        ),
      ),
    ),
    m.rounds.length === 0 ? h("p", { class: "empty" }, t("match.no_rounds")) : null,
    errorBox(),
    h(
      "div",
      { class: "sticky-actions" },
      h("button", { type: "button", class: "big secondary", "data-testid": "undo", onclick: undo }, "↶ ", t("match.undo")),
      over
        ? h("button", { type: "button", class: "big primary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new"))
        : h("button", { type: "button", class: "big primary", "data-testid": "add-round", onclick: () => { state.entry = { index: null }; state.error = null; render(); } }, "+ ", t("match.add_round")),
    ),
    m.rounds.length > 1 ? h("details", { class: "chart-box" }, h("summary", null, t("stats.progression")), progressChart(m)) : null,
    over || record.state !== "in_play"
      ? null
      : h(
          "div",
          { class: "row small-actions" },
          h("button", { type: "button", class: "secondary", "data-testid": "finish-match", onclick: () => endMatch("finish_match") }, t("match.finish")),
          h("button", { type: "button", class: "secondary", "data-testid": "abandon-match", onclick: () => endMatch("abandon_match") }, t("match.abandon")),
          h("button", { type: "button", class: "secondary", "data-testid": "new-match", onclick: () => go("new") }, t("home.new")),
        ),
  );
}

/**
 * @param {MatchView} m
 * @param {import("../state.js").RoundView} r
 * @param {number} i
 */
function roundDetail(m, r, i) {
  return h(
    "div",
    { class: "round-detail", "data-testid": "round-detail" },
    h("p", { class: "round-fact" }, describeFact(m, r.fact), " · ", t("verdict." + r.verdict)),
    h("h3", null, t("round.why")),
    h("ol", { class: "explanation", "data-testid": "explanation" }, r.explanation.map((line) => h("li", null, line))),
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", class: "secondary", "data-testid": "edit-round", onclick: () => { state.entry = { index: i }; state.error = null; render(); } }, t("round.edit")),
      h("button", { type: "button", class: "danger", "data-testid": "delete-round", onclick: () => deleteRound(i) }, t("round.delete")),
    ),
  );
}

/**
 * A round's facts in a line: "taken by Us · Hearts · 100 · Coinche ×2".
 * @param {MatchView} m
 * @param {any} f
 */
function describeFact(m, f) {
  if (!f) return "";
  const teams = m.record.teams;
  const parts = [t("round.taken_by", { team: teams[/** @type {"A"|"B"} */ (f.taker)].name }), t("contract." + f.contract)];
  if (f.bid !== undefined) parts.push(bidLabel(f.bid));
  if (f.double && f.double !== "none") parts.push(doubleLabel(m.record.variant, f.double));
  if (f.capot) parts.push(t("round.capot_by", { team: teams[/** @type {"A"|"B"} */ (f.capot)].name }));
  return parts.join(" · ");
}
