// @ts-check
/**
 * The projector page of a season (`/s/SEASON`), legible from the back of a hall at
 * 1920×1080: the season's table — rank, name, the total (or average), the evenings played and
 * the last evening's score, bold when it counts, struck through when it does not — and its
 * capots. The page reads the season from the API (`GET /api/seasons/SEASON`, the standings as
 * `belote season standings --json` gives them) and again as the pages turn, so a deal entered
 * at a table shows within a turn; a long table shows a page at a time.
 */
import { h, mount } from "../dom.js";
import { t, applyLang, num } from "../i18n.js";
import { applyTheme } from "../screens/settings.js";
import { averageText } from "../season-text.js";
import { rowsThatFit, paged, pane, TURN_MS } from "./paging.js";

/** @typedef {import("../season-state.js").SeasonStandings} SeasonStandings */

/** @type {SeasonStandings | null} the season as last read */
let season = null;
let failed = false;
let turn = 0;

/**
 * The last evening's score of a line: bold when it counts, struck through when it does not.
 * @param {import("../season-state.js").SeasonStanding} line
 * @param {string | undefined} event
 */
function lastCell(line, event) {
  const r = event ? line.results.find((x) => x.event === event) : undefined;
  if (!r) return h("td", { class: "num" }, "–");
  const text = `${r.score}${r.absent ? t("season.absent_short") : ""}`;
  return h("td", { class: "num" }, r.counted ? h("strong", null, text) : h("s", null, text));
}

/** @param {SeasonStandings} s @param {number} size */
function tablePane(s, size) {
  const { rows, label } = paged(s.standings, size, turn);
  const finals = s.events.filter((e) => e.final);
  const last = finals[finals.length - 1];
  const average = s.standings.some((l) => l.average !== null);
  return pane(
    "projector-season",
    t("projector.season_table"),
    label,
    h(
      "tr",
      null,
      h("th", null, "#"),
      h("th", null, t("projector.name")),
      h("th", { class: "num" }, t(average ? "season.average" : "season.total")),
      h("th", { class: "num" }, t("ev.played")),
      h("th", { class: "num" }, last ? last.name : ""),
    ),
    rows.map((l) =>
      h(
        "tr",
        { class: l.eligible ? "" : "not-eligible" },
        h("td", { class: "rank" }, l.rank === null ? "" : num(l.rank)),
        h("td", null, h("bdi", null, l.name)),
        h("td", { class: "num" }, h("strong", null, l.average !== null ? averageText(l.average) : num(l.total))),
        h("td", { class: "num" }, num(l.played + l.absences)),
        lastCell(l, last && last.event),
      ),
    ),
  );
}

/** @param {SeasonStandings} s @param {number} size */
function capotsPane(s, size) {
  const { rows, label } = paged(s.sides.capots || [], size, turn);
  return pane(
    "projector-capots",
    t("season.capots_h"),
    label,
    null,
    rows.map((c) => h("tr", null, h("td", { class: "rank" }, num(c.rank)), h("td", null, h("bdi", null, c.name)), h("td", { class: "num" }, num(c.capots)))),
  );
}

function renderPage(/** @type {HTMLElement} */ root) {
  applyLang();
  if (!season) {
    mount(root, h("p", { class: "proj-round", "data-testid": "projector-message" }, failed ? t("projector.unknown_season") : "…"));
    return;
  }
  const s = season;
  const size = rowsThatFit();
  const finals = s.events.filter((e) => e.final).length;
  mount(
    root,
    h(
      "header",
      null,
      h("h1", { "data-testid": "projector-name" }, s.name),
      h("span", { class: "proj-round", "data-testid": "projector-round" }, t("season.final_of", { n: finals, total: s.events.length })),
    ),
    h("div", { class: s.sides.capots ? "panes season-panes" : "panes one" }, tablePane(s, size), s.sides.capots ? capotsPane(s, size) : null),
  );
}

/**
 * Reads the season and shows it; again at every turn of the pages.
 * @param {HTMLElement} root
 */
export function startSeason(root) {
  const id = decodeURIComponent(location.pathname.split("/")[2] || "");
  const read = async () => {
    try {
      const res = await fetch(`/api/seasons/${encodeURIComponent(id)}`, { cache: "no-store" });
      if (res.ok) {
        season = await res.json();
        failed = false;
        document.documentElement.dataset.version = String(Number(document.documentElement.dataset.version || 0) + 1);
      } else if (res.status === 404) {
        failed = true;
      }
    } catch {
      // The laptop is away: the next turn reads again.
    }
    renderPage(root);
  };
  applyTheme();
  renderPage(root);
  read();
  setInterval(() => {
    turn += 1;
    read();
  }, TURN_MS);
  window.addEventListener("resize", () => renderPage(root));
}
