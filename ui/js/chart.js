// @ts-check
/** The score progression of a match as a small SVG line chart (no library). */
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
 * @param {import("./state.js").MatchView} m
 */
export function progressChart(m) {
  const w = 320;
  const hgt = 160;
  const pad = 24;
  const points = [{ A: 0, B: 0 }, ...m.rounds.map((r) => r.totals)];
  const max = Math.max(m.record.target, ...points.map((p) => Math.max(p.A, p.B)), 1);
  const x = (/** @type {number} */ i) => pad + ((w - 2 * pad) * i) / Math.max(points.length - 1, 1);
  const y = (/** @type {number} */ v) => hgt - pad - ((hgt - 2 * pad) * v) / max;
  const root = svg("svg", { viewBox: `0 0 ${w} ${hgt}`, class: "chart", role: "img", "data-testid": "chart" });
  const title = document.createElementNS(NS, "title");
  title.textContent = t("stats.progression");
  root.append(title);
  root.append(svg("line", { x1: pad, x2: w - pad, y1: y(m.record.target), y2: y(m.record.target), class: "chart-target" }));
  for (const team of /** @type {("A"|"B")[]} */ (["A", "B"])) {
    const d = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(p[team]).toFixed(1)}`).join(" ");
    root.append(svg("path", { d, class: `chart-line team-${team}` }));
    const label = svg("text", { x: w - pad + 2, y: y(points[points.length - 1][team]), class: `chart-label team-${team}` });
    label.textContent = m.names[team].slice(0, 6);
    root.append(label);
  }
  return root;
}
