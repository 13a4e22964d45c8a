// @ts-check
/** Small SVG charts (no library): the score progression of a match, a rating's trend. */
import { t } from "./i18n.js";

const NS = "http://www.w3.org/2000/svg";

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svg(tag, attrs) {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/**
 * The chart of the match in play (its running totals).
 * @param {import("./state.js").MatchView} m
 */
export function progressChart(m) {
  return progressionChart([{ A: 0, B: 0 }, ...m.rounds.map((r) => r.totals)], m.record.target, m.names);
}

/**
 * The running totals of a match, from 0–0, as two lines (one a team) under its target.
 * @param {{A: number, B: number}[]} points
 * @param {number} target
 * @param {{A: string, B: string}} names the two sides as the players know them
 */
export function progressionChart(points, target, names) {
  const w = 320;
  const hgt = 160;
  const pad = 24;
  const max = Math.max(target, ...points.map((p) => Math.max(p.A, p.B)), 1);
  const min = Math.min(0, ...points.map((p) => Math.min(p.A, p.B)));
  const x = (/** @type {number} */ i) => pad + ((w - 2 * pad) * i) / Math.max(points.length - 1, 1);
  const y = (/** @type {number} */ v) => hgt - pad - ((hgt - 2 * pad) * (v - min)) / (max - min);
  const root = svg("svg", { viewBox: `0 0 ${w} ${hgt}`, class: "chart", role: "img", "data-testid": "chart" });
  const title = document.createElementNS(NS, "title");
  title.textContent = t("stats.progression");
  root.append(title);
  root.append(svg("line", { x1: pad, x2: w - pad, y1: y(target), y2: y(target), class: "chart-target" }));
  for (const team of /** @type {("A"|"B")[]} */ (["A", "B"])) {
    const d = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[team]).toFixed(1)}`).join(" ");
    root.append(svg("path", { d, class: `chart-line team-${team}` }));
    const label = svg("text", { x: w - pad + 2, y: y(points[points.length - 1][team]), class: `chart-label team-${team}` });
    label.textContent = names[team].slice(0, 6);
    root.append(label);
  }
  return root;
}

/**
 * A sparkline: a small line of `values` (oldest first), rising or falling, for a trend.
 * @param {number[]} values
 * @param {string} label what it shows, for screen readers
 */
export function sparkline(values, label) {
  const w = 64;
  const hgt = 22;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (/** @type {number} */ i) => 1 + ((w - 2) * i) / Math.max(values.length - 1, 1);
  const y = (/** @type {number} */ v) => hgt - 2 - ((hgt - 4) * (v - lo)) / span;
  const rising = values.length > 1 && values[values.length - 1] >= values[0];
  const root = svg("svg", { viewBox: `0 0 ${w} ${hgt}`, width: w, height: hgt, class: `sparkline ${rising ? "up" : "down"}`, role: "img", "aria-label": label });
  const d = values.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  root.append(svg("path", { d, class: "sparkline-line" }));
  const last = values.length - 1;
  root.append(svg("circle", { cx: x(last).toFixed(1), cy: y(values[last]).toFixed(1), r: 2.5, class: "sparkline-dot" }));
  return root;
}
