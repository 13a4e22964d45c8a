// @ts-check
/**
 * Round entry: taker, contract (bid, double), the points of one team with the other
 * computed live, capot, belote, declarations. A typical classic round is taker, suit, the
 * number, save. The engine scores a preview as you type, so impossible input shows at once.
 */
import { h, chips } from "../dom.js";
import { t, getLang } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render, call, errorBox } from "../state.js";
import { showMatch } from "../nav.js";
import { RANKS, SUIT_LETTER, SUIT_SYMBOL, seatsOf } from "../cards.js";
import {
  contractsOf,
  bidsOf,
  doublesOf,
  dealTotal,
  maxBelotes,
  declarationsAllowed,
  declarationContest,
  effectiveOptions,
  hasFact,
  info,
} from "../variants.js";
import { doubleLabel, bidLabel, sequenceLabel, contractHint, seatName } from "../labels.js";

/**
 * @typedef {{type: "sequence", length: number, top?: string, suit?: string, seat?: number} | {type: "carre", rank: string, seat?: number}} Decl
 * @typedef {{
 *   key: string, taker: "A"|"B"|null, contract: string|null, bid: number|string|null, double: string,
 *   side: "A"|"B", points: string, capot: "A"|"B"|null, belote: {A: number, B: number},
 *   decls: {A: Decl[], B: Decl[]}, more: boolean, dealer: number, needSeats: boolean
 * }} Draft
 */

/** @type {Draft | null} */
let draft = null;
/** @type {number} */
let previewTimer = 0;
/** @type {number} */
let previewSeq = 0;

const TEAMS = /** @type {("A"|"B")[]} */ (["A", "B"]);

/**
 * @param {import("../state.js").MatchView} m
 * @param {number | null} index
 * @returns {Draft}
 */
function initDraft(m, index) {
  const key = `${m.record.id}:${index}`;
  const fact = index === null ? null : m.record.rounds[index];
  const dealer = index === null ? m.next_dealer : m.rounds[index].dealer;
  if (!fact) {
    /** @type {Draft} */
    const d = {
      key,
      taker: null,
      contract: null,
      bid: null,
      double: "none",
      side: "A",
      points: "",
      capot: null,
      belote: { A: 0, B: 0 },
      decls: { A: [], B: [] },
      more: false,
      dealer,
      needSeats: false,
    };
    if (state.counted) {
      d.side = state.counted.team;
      d.points = String(state.counted.points);
      d.contract = state.counted.contract;
      state.counted = null;
    }
    return d;
  }
  const side = fact.points && fact.points.A !== undefined ? "A" : "B";
  return {
    key,
    taker: fact.taker,
    contract: fact.contract,
    bid: fact.bid ?? null,
    double: fact.double || "none",
    side,
    points: fact.points && fact.points[side] !== undefined ? String(fact.points[side]) : "",
    capot: fact.capot || null,
    belote: { A: (fact.belote && fact.belote.A) || 0, B: (fact.belote && fact.belote.B) || 0 },
    decls: {
      A: ((fact.declarations && fact.declarations.A) || []).map((/** @type {any} */ d) => ({ ...d })),
      B: ((fact.declarations && fact.declarations.B) || []).map((/** @type {any} */ d) => ({ ...d })),
    },
    more: Boolean(fact.capot || fact.belote || fact.declarations),
    dealer: fact.dealer ?? dealer,
    needSeats: false,
  };
}

/**
 * Cards a declaration shows.
 * @param {Decl} d
 */
function cardsOf(d) {
  if (d.type === "carre") return ["S", "H", "D", "C"].map((s) => d.rank + s);
  if (!d.top || !d.suit) return [];
  const top = RANKS.indexOf(d.top);
  return Array.from({ length: d.length }, (_, k) => RANKS[top - k] + d.suit).filter((c) => !c.startsWith("undefined"));
}

/**
 * Gives every sequence without a chosen top card and suit a place that no other
 * declaration (or a belote) needs: those details matter only when the comparison needs them.
 * @param {Draft} d
 * @returns {{A: Decl[], B: Decl[]}}
 */
function placeDeclarations(d) {
  const trump = d.contract && SUIT_LETTER[d.contract] ? SUIT_LETTER[d.contract] : null;
  /** @type {{A: Decl[], B: Decl[]}} */
  const out = { A: d.decls.A.map((x) => ({ ...x })), B: d.decls.B.map((x) => ({ ...x })) };
  /** @type {Map<string, "A"|"B">} */
  const used = new Map();
  for (const team of TEAMS) for (const x of out[team]) if (x.type === "carre" || (x.top && x.suit)) for (const c of cardsOf(x)) used.set(c, team);
  for (const team of TEAMS) {
    const other = team === "A" ? "B" : "A";
    if (d.belote[other] > 0 && trump) {
      used.set("K" + trump, other);
      used.set("Q" + trump, other);
    }
  }
  for (const team of TEAMS) {
    const suits = (team === "A" ? ["H", "D", "S", "C"] : ["C", "S", "D", "H"]).sort((a, b) => Number(a === trump) - Number(b === trump));
    for (const x of out[team]) {
      if (x.type !== "sequence" || (x.top && x.suit)) continue;
      search: for (const suit of suits) {
        for (let top = 7; top >= x.length - 1; top--) {
          const cand = { ...x, top: RANKS[top], suit };
          const cards = cardsOf(cand);
          if (cards.every((c) => !used.has(c) || (used.get(c) === team && out[team].some((y) => y.type === "carre" && c.startsWith(y.rank))))) {
            Object.assign(x, { top: RANKS[top], suit });
            for (const c of cards) used.set(c, team);
            break search;
          }
        }
      }
    }
  }
  return out;
}

/**
 * Do the two teams' best sequences compare on their top card (and suit)? Then the entry asks
 * for those details.
 * @param {Draft} d
 * @param {string} variant
 */
function detailNeeded(d, variant) {
  const best = (/** @type {"A"|"B"} */ team) => {
    const list = d.decls[team];
    const carre = list.some((x) => x.type === "carre");
    const seq = Math.max(0, ...list.filter((x) => x.type === "sequence").map((x) => /** @type {any} */ (x).length));
    return { carre, seq };
  };
  const a = best("A");
  const b = best("B");
  if (a.seq === 0 || b.seq === 0 || a.seq !== b.seq) return 0;
  // Where the single best declaration decides, a four of a kind on either side settles it
  // before sequences are compared.
  if (declarationContest(variant) === "overall" && (a.carre || b.carre)) return 0;
  return a.seq;
}

/**
 * The round object of FORMAT.md from the draft, or a problem to show.
 * @param {Draft} d
 * @param {import("../state.js").MatchView} m
 * @returns {{round?: any, problem?: string}}
 */
function buildRound(d, m) {
  const variant = m.record.variant;
  if (!d.taker) return { problem: t("entry.need_taker") };
  if (!d.contract) return { problem: t("entry.need_contract") };
  const bidding = bidsOf(variant).length > 0;
  if (bidding && d.bid === null) return { problem: t("entry.need_bid") };
  const total = dealTotal(variant, d.contract);
  /** @type {any} */
  const round = { taker: d.taker, contract: d.contract, dealer: d.dealer };
  if (bidding) round.bid = d.bid;
  if (d.double !== "none") round.double = d.double;
  if (d.capot) {
    round.capot = d.capot;
  } else {
    if (d.points.trim() === "") return { problem: t("entry.need_points") };
    const n = Number(d.points);
    if (!Number.isInteger(n) || n < 0 || n > total) return { problem: t("entry.points_range", { total }) };
    round.points = { [d.side]: n };
  }
  if (d.belote.A || d.belote.B) {
    round.belote = {};
    for (const team of TEAMS) if (d.belote[team]) round.belote[team] = d.belote[team];
  }
  if (d.decls.A.length || d.decls.B.length) {
    // When the best sequences compare on their top card and suit, those must come from the
    // table, not from defaults.
    const needed = detailNeeded(d, variant);
    const missing = TEAMS.some((team) => d.decls[team].some((x) => x.type === "sequence" && x.length === needed && (!x.top || !x.suit)));
    if (needed && missing) return { problem: t("decl.detail_needed") };
    const placed = placeDeclarations(d);
    round.declarations = {};
    for (const team of TEAMS) if (placed[team].length) round.declarations[team] = placed[team];
  }
  return { round };
}

/**
 * Scores the draft with the engine (not saved) and shows the result in place, so typing in
 * the points field keeps its focus.
 * @param {import("../state.js").MatchView} m
 * @param {number | null} index
 */
function schedulePreview(m, index) {
  clearTimeout(previewTimer);
  previewTimer = window.setTimeout(() => preview(m, index), 120);
}

/**
 * @param {import("../state.js").MatchView} m
 * @param {number | null} index
 */
async function preview(m, index) {
  if (!draft) return;
  const box = document.querySelector("[data-testid=preview]");
  const save = /** @type {HTMLButtonElement | null} */ (document.querySelector("[data-testid=save-round]"));
  if (!box || !save) return;
  const seq = ++previewSeq;
  const { round, problem } = buildRound(draft, m);
  if (!round) {
    box.className = "preview hint";
    box.textContent = problem || "";
    save.disabled = true;
    return;
  }
  try {
    /** @type {any} */
    const p = await invoke("preview_round", { id: m.record.id, index, round, lang: getLang() });
    if (seq !== previewSeq) return;
    const teams = m.record.teams;
    box.className = "preview ok";
    box.replaceChildren(
      h("strong", null, `${teams.A.name} ${p.score.A} – ${p.score.B} ${teams.B.name}`),
      " · ",
      t("verdict." + p.verdict),
      p.pot ? ` · ${t("match.pot", { n: p.pot })}` : "",
      h("div", { class: "preview-why" }, p.explanation.slice(-3).join(" · ")),
    );
    save.disabled = false;
  } catch (e) {
    if (seq !== previewSeq) return;
    const err = /** @type {any} */ (e);
    box.className = "preview error";
    box.setAttribute("role", "alert");
    box.textContent = localizeEngineError(err);
    save.disabled = true;
    if (typeof err.at === "string" && /\.seat$|\.dealer$/.test(err.at) && draft && !draft.needSeats) {
      draft.needSeats = true;
      render();
    }
  }
}

/**
 * The engine's error in the table's language: a sentence for the part of the round it is
 * about, then the engine's exact words.
 * @param {{message: string, at?: string}} err
 */
function localizeEngineError(err) {
  const at = err.at || "";
  const part = /\.points/.test(at)
    ? "entry.err_points"
    : /\.belote/.test(at)
      ? "entry.err_belote"
      : /\.declarations|\.dealer|\.seat/.test(at)
        ? "entry.err_declarations"
        : /\.bid/.test(at)
          ? "entry.err_bid"
          : /^rounds\[\d+\]$/.test(at)
            ? "entry.err_over"
            : "entry.err_round";
  return `${t(part)} (${err.message})`;
}

/**
 * @param {import("../state.js").MatchView} m
 * @param {number | null} index
 */
async function save(m, index) {
  if (!draft) return;
  const { round, problem } = buildRound(draft, m);
  if (!round) {
    state.error = problem || null;
    render();
    return;
  }
  const t0 = performance.now();
  const view = index === null
    ? await call("append_round", { id: m.record.id, round, lang: getLang() })
    : await call("edit_round", { id: m.record.id, index, round, lang: getLang() });
  if (view) {
    draft = null;
    showMatch(/** @type {any} */ (view));
    /** @type {any} */ (window).__lastSaveMs = performance.now() - t0;
  }
}

/**
 * @param {import("../state.js").MatchView} m
 * @param {number | null} index
 */
export function roundEntry(m, index) {
  const key = `${m.record.id}:${index}`;
  if (!draft || draft.key !== key) draft = initDraft(m, index);
  const d = draft;
  const variant = m.record.variant;
  const options = effectiveOptions(variant, m.record.options);
  const teams = m.record.teams;
  const rerender = () => render();
  const total = d.contract ? dealTotal(variant, d.contract) : 162;
  const otherSide = d.side === "A" ? "B" : "A";
  const n = Number(d.points);
  const other = d.points.trim() !== "" && Number.isInteger(n) && n >= 0 && n <= total ? String(total - n) : "–";
  const declOk = declarationsAllowed(variant, options, d.contract);
  const beloteMax = maxBelotes(variant, d.contract);
  const bids = bidsOf(variant);
  const doubles = doublesOf(variant);
  const hint = contractHint(variant, d.contract);
  const extras = hasFact(variant, "capot") || hasFact(variant, "belote") || hasFact(variant, "declarations");
  const needed = detailNeeded(d, variant);

  schedulePreview(m, index);

  return h(
    "section",
    { class: "entry", "data-testid": "round-entry" },
    h("h1", null, index === null ? t("entry.title", { n: m.rounds.length + 1 }) : t("entry.edit_title", { n: index + 1 })),
    h("p", { class: "dealer-line" }, t("match.deal", { name: seatName(teams, d.dealer) })),

    h("h2", null, t("entry.taker")),
    chips(
      TEAMS.map((team) => ({ value: team, label: teams[team].name, testid: `taker-${team}` })),
      d.taker,
      (v) => {
        d.taker = v;
        if (d.points === "") d.side = v;
        rerender();
      },
      t("entry.taker"),
    ),

    h("h2", null, t("entry.contract")),
    h(
      "div",
      { class: "chips suits", role: "group", "aria-label": t("entry.contract") },
      contractsOf(variant).map((c) =>
        h(
          "button",
          {
            type: "button",
            class: `chip suit suit-${c}`,
            "aria-pressed": d.contract === c ? "true" : "false",
            "aria-label": t("contract." + c),
            "data-testid": `contract-${c}`,
            onclick: () => {
              d.contract = c;
              if (d.belote.A + d.belote.B > maxBelotes(variant, c)) d.belote = { A: 0, B: 0 };
              rerender();
            },
          },
          SUIT_LETTER[c] ? SUIT_SYMBOL[SUIT_LETTER[c]] : t("contract.short." + c),
        ),
      ),
    ),

    bids.length
      ? [
          h("h2", null, t("entry.bid")),
          chips(
            bids.map((b) => ({ value: b, label: bidLabel(b), testid: `bid-${b}` })),
            d.bid,
            (v) => {
              d.bid = v;
              rerender();
            },
            t("entry.bid"),
          ),
        ]
      : null,

    doubles.length > 1
      ? chips(
          doubles.map((v) => ({ value: v, label: doubleLabel(variant, v), testid: `double-${v}` })),
          d.double,
          (v) => {
            d.double = v;
            rerender();
          },
          t("entry.double"),
        )
      : null,

    h("h2", null, t("entry.points")),
    h(
      "div",
      { class: "points-row" },
      chips(
        TEAMS.map((team) => ({ value: team, label: teams[team].name, testid: `side-${team}` })),
        d.side,
        (v) => {
          d.side = v;
          rerender();
        },
        t("entry.points_of"),
      ),
      h("input", {
        class: "points-input",
        type: "number",
        inputmode: "numeric",
        min: 0,
        max: total,
        value: d.capot ? "" : d.points,
        disabled: Boolean(d.capot),
        placeholder: d.capot ? t("round.capot") : `0–${total}`,
        "aria-label": t("entry.points_for", { team: teams[d.side].name }),
        "data-testid": "points",
        oninput: (/** @type {Event} */ e) => {
          d.points = /** @type {HTMLInputElement} */ (e.target).value;
          const v = Number(d.points);
          const o = document.querySelector("[data-testid=points-other]");
          if (o) o.textContent = `${teams[otherSide].name}: ${d.points.trim() !== "" && Number.isInteger(v) && v >= 0 && v <= total ? total - v : "–"}`;
          schedulePreview(m, index);
        },
        onkeydown: (/** @type {KeyboardEvent} */ e) => {
          if (e.key === "Enter") save(m, index);
        },
      }),
      h("span", { class: "points-other", "data-testid": "points-other" }, `${teams[otherSide].name}: ${d.capot ? (d.capot === otherSide ? total : 0) : other}`),
    ),
    hint ? h("p", { class: "hint" }, hint) : null,

    extras && h(
      "button",
      { type: "button", class: "link", "aria-expanded": d.more ? "true" : "false", "data-testid": "more", onclick: () => { d.more = !d.more; rerender(); } },
      d.more ? "▾ " : "▸ ",
      t("entry.more"),
    ),
    extras && d.more
      ? h(
          "div",
          { class: "more" },
          hasFact(variant, "capot") && h("h3", null, t("entry.capot")),
          hasFact(variant, "capot") && chips(
            [{ value: /** @type {"A"|"B"|null} */ (null), label: "—", testid: "capot-none" }, ...TEAMS.map((team) => ({ value: /** @type {"A"|"B"|null} */ (team), label: teams[team].name, testid: `capot-${team}` }))],
            d.capot,
            (v) => {
              d.capot = v;
              rerender();
            },
            t("entry.capot"),
          ),
          beloteMax > 0
            ? [
                h("h3", null, t("entry.belote")),
                beloteMax === 1
                  ? chips(
                      [{ value: /** @type {string} */ ("none"), label: "—", testid: "belote-none" }, ...TEAMS.map((team) => ({ value: /** @type {string} */ (team), label: teams[team].name, testid: `belote-${team}` }))],
                      d.belote.A ? "A" : d.belote.B ? "B" : "none",
                      (v) => {
                        d.belote = { A: v === "A" ? 1 : 0, B: v === "B" ? 1 : 0 };
                        rerender();
                      },
                      t("entry.belote"),
                    )
                  : h(
                      "div",
                      { class: "steppers" },
                      TEAMS.map((team) =>
                        h(
                          "div",
                          { class: "stepper" },
                          h("span", null, teams[team].name),
                          h("button", { type: "button", class: "chip", "aria-label": "−", "data-testid": `belote-${team}-minus`, onclick: () => { d.belote[team] = Math.max(0, d.belote[team] - 1); rerender(); } }, "−"),
                          h("output", { "data-testid": `belote-${team}-count` }, String(d.belote[team])),
                          h("button", { type: "button", class: "chip", "aria-label": "+", "data-testid": `belote-${team}-plus`, onclick: () => { if (d.belote.A + d.belote.B < beloteMax) d.belote[team] += 1; rerender(); } }, "+"),
                        ),
                      ),
                    ),
              ]
            : null,
          declOk ? declarationsEditor(d, teams, variant, needed, rerender) : hasFact(variant, "declarations") ? h("p", { class: "hint" }, t("entry.no_declarations")) : null,
        )
      : null,

    h("div", { class: "preview hint", "data-testid": "preview", "aria-live": "polite" }, ""),
    errorBox(),
    h(
      "div",
      { class: "sticky-actions" },
      h("button", { type: "button", class: "big secondary", "data-testid": "cancel-round", onclick: () => { draft = null; state.entry = null; state.error = null; rerender(); } }, t("entry.cancel")),
      h("button", { type: "button", class: "big primary", disabled: true, "data-testid": "save-round", onclick: () => save(m, index) }, t("entry.save")),
    ),
  );
}

/**
 * Sequence lengths offered as buttons: from the variant's shortest up to five (longer ones
 * score as five; their exact length matters only for the eight-card run, rare enough for
 * the rules assistant).
 * @param {string} variant
 */
function sequenceChoices(variant) {
  const [min, max] = info(variant).sequence_lengths;
  /** @type {number[]} */
  const out = [];
  for (let n = min; n <= Math.min(max, 5); n++) out.push(n);
  return out;
}

/**
 * @param {Draft} d
 * @param {{A: {name: string}, B: {name: string}}} teams
 * @param {string} variant
 * @param {number} needed length of the tied best sequences whose details are needed (0: none)
 * @param {() => void} rerender
 */
function declarationsEditor(d, teams, variant, needed, rerender) {
  return h(
    "div",
    { class: "declarations" },
    h("h3", null, t("entry.declarations")),
    TEAMS.map((team) => {
      const seats = seatsOf(team);
      return h(
        "div",
        { class: "decl-team", "data-testid": `decls-${team}` },
        h("div", { class: "decl-head" }, teams[team].name),
        h(
          "ul",
          { class: "decl-list" },
          d.decls[team].map((x, i) =>
            h(
              "li",
              { class: "decl" },
              h("span", null, x.type === "carre" ? t("decl.carre_of", { rank: x.rank }) : sequenceLabel(variant, x.length)),
              x.type === "sequence" && x.length === needed
                ? [
                    h(
                      "select",
                      { "aria-label": t("decl.top"), "data-testid": `decl-${team}-${i}-top`, onchange: (/** @type {Event} */ e) => { x.top = /** @type {HTMLSelectElement} */ (e.target).value; rerender(); } },
                      h("option", { value: "", selected: !x.top }, t("decl.top")),
                      RANKS.slice(x.length - 1).map((r) => h("option", { value: r, selected: x.top === r }, r)),
                    ),
                    h(
                      "select",
                      { "aria-label": t("decl.suit"), "data-testid": `decl-${team}-${i}-suit`, onchange: (/** @type {Event} */ e) => { x.suit = /** @type {HTMLSelectElement} */ (e.target).value; rerender(); } },
                      h("option", { value: "", selected: !x.suit }, t("decl.suit")),
                      ["S", "H", "D", "C"].map((s) => h("option", { value: s, selected: x.suit === s }, SUIT_SYMBOL[s])),
                    ),
                  ]
                : null,
              d.needSeats
                ? h(
                    "select",
                    { "aria-label": t("decl.seat"), "data-testid": `decl-${team}-${i}-seat`, onchange: (/** @type {Event} */ e) => { x.seat = Number(/** @type {HTMLSelectElement} */ (e.target).value); rerender(); } },
                    h("option", { value: "", selected: x.seat === undefined }, t("decl.seat")),
                    seats.map((s) => h("option", { value: s, selected: x.seat === s }, state.match ? seatName(state.match.record.teams, s) : String(s))),
                  )
                : null,
              h("button", { type: "button", class: "icon", "aria-label": t("decl.remove"), onclick: () => { d.decls[team].splice(i, 1); rerender(); } }, "✕"),
            ),
          ),
        ),
        h(
          "div",
          { class: "chips small" },
          sequenceChoices(variant).map((len) =>
            h("button", { type: "button", class: "chip", "data-testid": `add-seq${len}-${team}`, onclick: () => { d.decls[team].push({ type: "sequence", length: len }); rerender(); } }, "+ ", sequenceLabel(variant, len)),
          ),
          h(
            "select",
            {
              class: "chip",
              "aria-label": t("decl.carre"),
              "data-testid": `add-carre-${team}`,
              onchange: (/** @type {Event} */ e) => {
                const rank = /** @type {HTMLSelectElement} */ (e.target).value;
                if (rank) d.decls[team].push({ type: "carre", rank });
                rerender();
              },
            },
            h("option", { value: "" }, "+ ", t("decl.carre")),
            info(variant).carre_ranks.filter((r) => !d.decls.A.concat(d.decls.B).some((x) => x.type === "carre" && x.rank === r)).map((r) => h("option", { value: r }, t("decl.carre_of", { rank: r }))),
          ),
        ),
      );
    }),
    needed ? h("p", { class: "hint" }, t("decl.detail_needed")) : null,
    d.needSeats ? h("p", { class: "hint" }, t("decl.seat_needed")) : null,
  );
}
