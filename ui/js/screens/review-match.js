// @ts-check
/**
 * Any past match again, read only: its result, the chart of its running totals and every
 * deal with why it scored so (`review_match`, in the app's language, the sides named as on the scoreboard). Nothing can
 * be changed here; a match ended by hand or abandoned can be taken up again with Reopen (the
 * scoreboard's own action), and one still in play opens on its scoreboard.
 *
 * It opens over the tab it was asked from (History, or Stats for a record or a head-to-head
 * result), whose screen shows it until Back.
 */
import { h } from "../dom.js";
import { t, locale, pairLine, num } from "../i18n.js";
import { state, render, call, errorBox } from "../state.js";
import { openMatch, showMatch } from "../nav.js";
import { progressionChart } from "../chart.js";
import { factLine } from "../labels.js";
import { roundHead, roundItem, roundDetail } from "./scoreboard.js";

/**
 * The store's review of a match.
 * @typedef {import("../state.js").ExplainedRound} ReviewRound
 * @typedef {{
 *   record: import("../state.js").MatchRecord & {target: number},
 *   names: {A: string, B: string},
 *   sheet: {variant: string, rounds: ReviewRound[], totals: {A: number, B: number}, pot: number, winner: string | null, sakkas?: {A: number, B: number}},
 *   progression: {round: number, A: number, B: number, pot: number}[]
 * }} MatchReview
 */

/** @type {{id: string, from: string, data: MatchReview | null, detail: number | null} | null} */
let open = null;

/**
 * Opens match `id` read only over the current tab (History or Stats), a deal's explanation
 * open if asked (a record's deal).
 * @param {string} id
 * @param {{deal?: number | null}} [opts] `deal`: 1 for the first
 */
export async function openReview(id, opts = {}) {
  const from = state.view === "stats" ? "stats" : "history";
  state.view = from;
  state.error = null;
  const mine = { id, from, data: null, detail: opts.deal ? opts.deal - 1 : null };
  open = mine;
  render();
  const data = /** @type {MatchReview | null} */ (await call("review_match", { id, lang: locale() }));
  if (open !== mine) return;
  if (data) mine.data = data;
  else open = null;
  render();
  if (mine.detail !== null) document.querySelector(`[data-testid="round-line"][data-index="${mine.detail}"]`)?.scrollIntoView({ block: "center" });
}

/** Closes the match under review. */
export function closeReview() {
  open = null;
}

/**
 * The review over tab `view`, if one is open there.
 * @param {string} view
 */
export function reviewOver(view) {
  return open && open.from === view ? reviewView(open) : null;
}

/**
 * How the match stands: won (or drawn) by the rules, ended by hand, abandoned, in play.
 * @param {MatchReview} r
 */
function phaseOf(r) {
  if (r.sheet.winner) return "won";
  if (r.record.state === "abandoned") return "abandoned";
  if (r.record.state === "finished") return "ended";
  return "in_play";
}

/** @param {MatchReview} r */
function resultLine(r) {
  const score = pairLine(r.sheet.totals.A, r.sheet.totals.B);
  const phase = phaseOf(r);
  const w = r.sheet.winner;
  // A match of several games (Baloot's sakkas) is won by its games.
  if (phase === "won" && w !== "draw" && r.sheet.sakkas) return t("result.sakkas", { team: r.names[/** @type {"A"|"B"} */ (w)], score: pairLine(r.sheet.sakkas.A, r.sheet.sakkas.B) });
  if (phase === "won") return w === "draw" ? t("result.draw_score", { score }) : t("result.won_score", { team: r.names[/** @type {"A"|"B"} */ (w)], score });
  if (phase === "in_play") return t("review.in_play", { score });
  return t(phase === "abandoned" ? "result.abandoned" : "result.ended", { score });
}


/** Reopens a match ended by hand or abandoned: it is in play again, on its scoreboard. */
async function reopen(/** @type {string} */ id) {
  const view = await call("reopen_match", { id, lang: locale() });
  if (view) {
    open = null;
    state.view = "match";
    showMatch(/** @type {import("../state.js").MatchView} */ (view));
  }
}

/**
 * @param {NonNullable<typeof open>} o
 */
function reviewView(o) {
  const back = h(
    "button",
    {
      type: "button",
      class: "secondary review-back",
      "data-testid": "review-back",
      onclick: () => {
        open = null;
        render();
      },
    },
    h("span", { class: "mirror", "aria-hidden": "true" }, "←"), " ",
    t(o.from === "stats" ? "stats.title" : "history.title"),
  );
  const r = o.data;
  if (!r) return h("section", { class: "review-match", "data-testid": "review-loading" }, back, h("p", { class: "empty" }, "…"), errorBox());
  const teams = r.record.teams;
  const phase = phaseOf(r);
  const totals = r.sheet.totals;
  return h(
    "section",
    { class: "review-match scoreboard", "data-testid": "review" },
    back,
    h(
      "div",
      { class: "totals", "data-testid": "totals" },
      (/** @type {("A"|"B")[]} */ (["A", "B"])).map((id) =>
        h(
          "div",
          { class: `total team-${id}` + (r.sheet.winner === id ? " winner" : "") },
          h("div", { class: "team-name" }, r.sheet.winner === id ? "🏆 " : "", h("bdi", null, r.names[id])),
          h("div", { class: "big-number digits", "data-testid": `total-${id}` }, num(totals[id])),
          r.sheet.sakkas ? h("div", { class: "sakkas-won", "data-testid": `sakkas-${id}` }, t("match.sakkas_won", { n: r.sheet.sakkas[id] })) : null,
          h("div", { class: "review-players" }, teams[id].players.join(" · ")),
        ),
      ),
    ),
    h("div", { class: `result result-${phase === "won" ? "won" : "ended"}`, role: "status", "data-testid": "review-result" }, h("strong", null, resultLine(r))),
    h(
      "p",
      { class: "variant-tag review-when" },
      `${t("variant." + r.record.variant)} · ${new Date(r.record.created).toLocaleString(locale(), { dateStyle: "medium", timeStyle: "short" })} · ${t("review.deals_n", { n: r.sheet.rounds.length })}`,
    ),
    r.progression.length > 1 ? progressionChart(r.progression, r.record.target, r.names) : null,
    r.sheet.rounds.length
      ? roundHead(r.names)
      : h("p", { class: "empty" }, t("match.no_rounds")),
    h(
      "ol",
      { class: "rounds", "data-testid": "rounds" },
      r.sheet.rounds.map((round, i) =>
        roundItem({
          variant: r.record.variant,
          names: r.names,
          i,
          round,
          running: r.progression[i + 1] || { A: 0, B: 0 },
          open: o.detail === i,
          button: { "data-index": i },
          toggle: () => {
            o.detail = o.detail === i ? null : i;
            render();
          },
          detail: (verdict) => roundDetail(factLine(r.record.variant, r.names, r.record.rounds[i]), verdict, round.explanation),
        }),
      ),
    ),
    errorBox(),
    h(
      "div",
      { class: "row small-actions" },
      phase === "ended" || phase === "abandoned"
        ? h("button", { type: "button", class: "secondary", "data-testid": "reopen-match", onclick: () => reopen(r.record.id) }, t("match.reopen"))
        : null,
      phase === "in_play" ? h("button", { type: "button", class: "primary", "data-testid": "review-continue", onclick: () => {
                open = null;
                openMatch(r.record.id);
              },
            }, t("review.continue")) : null,
    ),
  );
}
