// @ts-check
/**
 * The rules assistant: was this play legal, whose declarations count, how many points is this
 * pile, and the rules reference. Every answer comes from the engine that writes the scores.
 */
import { h, chips } from "../dom.js";
import { t, locale, has } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render } from "../state.js";
import { go, openMatch } from "../nav.js";
import { setup } from "../setup-draft.js";
import { RANKS, SUIT_SYMBOL, seatsOf } from "../cards.js";
import { variantNames, contractsOf, optionsOf, info, playOptions, legalVariants } from "../variants.js";
import { optionName, optionValueLabel, optionSummary } from "../labels.js";
import { cardGrid } from "./card-grid.js";
import { legalTool, legalQuestion, playableContracts } from "./assist-legal.js";

const tool = {
  /** @type {"legal" | "declarations" | "counter" | "reference"} */
  tab: "legal",
  /** @type {string} */
  variant: "classic",
  contract: "spades",
  /** @type {Record<string, any>} the rule-of-play options chosen here (others: the variant's default) */
  play: {},
  /** @type {Record<string, boolean>} the facts a legal-play question gives beside the cards (Baloot's locked game, «إكه») */
  facts: {},
  /** @type {"trick" | "hand" | "card"} */
  pick: "trick",
  /** @type {string[]} */
  trick: [],
  /** @type {string[]} */
  hand: [],
  /** @type {string | null} the card played, one of the hand's (null: only which cards may be played) */
  card: null,
  /** @type {string[]} */
  pile: [],
  lastTrick: false,
  complement: false,
  /** @type {"A" | "B"} */
  pileTeam: "A",
  /** @type {{A: any[], B: any[]}} */
  decls: { A: [], B: [] },
  /** @type {any} */
  answer: null,
  /** @type {string | null} */
  error: null,
  query: "",
};

const rerender = () => render();

/**
 * Asks the engine and shows the answer (or its error).
 * @param {string} cmd
 * @param {Record<string, unknown>} args
 */
async function ask(cmd, args) {
  try {
    tool.answer = await invoke(cmd, args);
    tool.error = null;
  } catch (e) {
    tool.answer = null;
    tool.error = /** @type {any} */ (e).message;
  }
  rerender();
  // The verdict on the card played, in sight under the cards.
  if (cmd === "legal_check" && tool.card && typeof document !== "undefined") {
    document.querySelector('[data-testid="legal-answer"]')?.scrollIntoView({ block: "nearest" });
  }
}

/** The variants whose rounds have declarations (the declarations tool's choice). */
function declaringVariants() {
  return variantNames().filter((v) => info(v).declaration_kinds.length > 0);
}

function refresh() {
  tool.answer = null;
  tool.error = null;
  const question = tool.tab === "legal" ? legalQuestion(tool) : null;
  if (question) {
    ask("legal_check", { question, lang: locale() });
  } else if (tool.tab === "declarations" && (tool.decls.A.length || tool.decls.B.length)) {
    ask("compare_declarations", {
      question: { variant: tool.variant, contract: tool.contract, declarations: tool.decls, dealer: 3 },
      lang: locale(),
    });
  } else if (tool.tab === "counter") {
    ask("count_pile", {
      question: { variant: tool.variant, contract: tool.contract, cards: tool.pile, last_trick: tool.lastTrick, complement: tool.complement },
    });
  }
  rerender();
}

/**
 * Sets the variant the tools answer for: its contracts, and only its own rule-of-play options.
 * @param {string} v
 */
function chooseVariant(v) {
  tool.variant = v;
  if (!contractsOf(v).includes(tool.contract)) tool.contract = contractsOf(v)[0] || "spades";
  const keys = playOptions(v).map((o) => o.key);
  for (const k of Object.keys(tool.play)) if (!keys.includes(k)) delete tool.play[k];
  const facts = (info(v).play_facts || []).map((f) => f.key);
  for (const k of Object.keys(tool.facts)) if (!facts.includes(k)) delete tool.facts[k];
}

/**
 * The variant and contract chips.
 * @param {string[]} [variants] the variants offered (default: all)
 * @param {(contracts: string[]) => string[]} [offered] the contracts offered of the variant's
 */
function variantAndContract(variants = variantNames(), offered = (c) => c) {
  if (!variants.includes(tool.variant) && variants.length) chooseVariant(variants[0]);
  if (!offered(contractsOf(tool.variant)).includes(tool.contract)) tool.contract = offered(contractsOf(tool.variant))[0] || tool.contract;
  return [
    chips(
      variants.map((v) => ({ value: v, label: t("variant." + v), testid: `as-variant-${v}` })),
      tool.variant,
      (v) => {
        chooseVariant(v);
        refresh();
      },
      t("setup.variant"),
    ),
    chips(
      offered(contractsOf(tool.variant)).map((c) => ({ value: c, label: t("contract." + c), testid: `as-contract-${c}` })),
      tool.contract,
      (c) => {
        tool.contract = c;
        refresh();
      },
      t("entry.contract"),
    ),
  ];
}

function declarationsTool() {
  const a = tool.answer;
  /** @param {"A" | "B"} team */
  const teamBox = (team) =>
    h(
      "div",
      { class: "decl-team" },
      h("div", { class: "decl-head" }, t("setup.team", { team })),
      h(
        "ul",
        { class: "decl-list" },
        tool.decls[team].map((d, i) =>
          h(
            "li",
            { class: "decl" },
            d.type === "carre"
              ? t("decl.carre_of", { rank: d.rank })
              : h(
                  "span",
                  null,
                  h("select", { "aria-label": t("decl.length"), onchange: (/** @type {Event} */ e) => { d.length = Number(/** @type {HTMLSelectElement} */ (e.target).value); if (RANKS.indexOf(d.top) < d.length - 1) d.top = "A"; refresh(); } }, [3, 4, 5, 6, 7, 8].map((n) => h("option", { value: n, selected: d.length === n }, String(n)))),
                  h("select", { "aria-label": t("decl.top"), onchange: (/** @type {Event} */ e) => { d.top = /** @type {HTMLSelectElement} */ (e.target).value; refresh(); } }, RANKS.slice(d.length - 1).map((r) => h("option", { value: r, selected: d.top === r }, r))),
                  h("select", { "aria-label": t("decl.suit"), onchange: (/** @type {Event} */ e) => { d.suit = /** @type {HTMLSelectElement} */ (e.target).value; refresh(); } }, ["S", "H", "D", "C"].map((s) => h("option", { value: s, selected: d.suit === s }, SUIT_SYMBOL[s]))),
                  h("select", { "aria-label": t("decl.seat"), onchange: (/** @type {Event} */ e) => { const v = /** @type {HTMLSelectElement} */ (e.target).value; if (v === "") delete d.seat; else d.seat = Number(v); refresh(); } }, h("option", { value: "" }, t("decl.seat")), seatsOf(team).map((s) => h("option", { value: s, selected: d.seat === s }, t("assist.seat", { seat: s })))),
                ),
            h("button", { type: "button", class: "icon", "aria-label": t("decl.remove"), onclick: () => { tool.decls[team].splice(i, 1); refresh(); } }, "✕"),
          ),
        ),
      ),
      h(
        "div",
        { class: "chips small" },
        h("button", { type: "button", class: "chip", "data-testid": `as-add-seq-${team}`, onclick: () => { tool.decls[team].push({ type: "sequence", length: 3, top: "K", suit: team === "A" ? "H" : "S" }); refresh(); } }, "+ ", t("decl.sequence")),
        h(
          "select",
          { class: "chip", "aria-label": t("decl.carre"), "data-testid": `as-add-carre-${team}`, onchange: (/** @type {Event} */ e) => { const r = /** @type {HTMLSelectElement} */ (e.target).value; if (r) tool.decls[team].push({ type: "carre", rank: r }); refresh(); } },
          h("option", { value: "" }, "+ ", t("decl.carre")),
          info(tool.variant).carre_ranks.map((r) => h("option", { value: r }, t("decl.carre_of", { rank: r }))),
        ),
      ),
    );
  return h(
    "div",
    { class: "tool" },
    variantAndContract(declaringVariants()),
    teamBox("A"),
    teamBox("B"),
    h("p", { class: "hint" }, t("assist.dealer_note")),
    a
      ? h(
          "div",
          { class: "answer", "data-testid": "decl-answer" },
          h("p", { class: "answer-main" }, `A ${a.counted.A} · B ${a.counted.B}`),
          h("ol", { class: "explanation" }, a.explanation.map((/** @type {string} */ l) => h("li", null, l))),
        )
      : null,
  );
}

function counterTool() {
  const a = tool.answer;
  const inPlay = state.match && state.match.winner === null && state.match.record.state === "in_play";
  return h(
    "div",
    { class: "tool" },
    variantAndContract(),
    h(
      "div",
      { class: "row" },
      h("label", { class: "check" }, h("input", { type: "checkbox", checked: tool.lastTrick, "data-testid": "as-last-trick", onchange: (/** @type {Event} */ e) => { tool.lastTrick = /** @type {HTMLInputElement} */ (e.target).checked; refresh(); } }), t("assist.last_trick")),
      h("label", { class: "check" }, h("input", { type: "checkbox", checked: tool.complement, "data-testid": "as-complement", onchange: (/** @type {Event} */ e) => { tool.complement = /** @type {HTMLInputElement} */ (e.target).checked; refresh(); } }), t("assist.complement")),
    ),
    cardGrid(
      (c) => (tool.pile.includes(c) ? "on" : ""),
      (c) => {
        const i = tool.pile.indexOf(c);
        if (i >= 0) tool.pile.splice(i, 1);
        else tool.pile.push(c);
        refresh();
      },
    ),
    a
      ? h(
          "div",
          { class: "answer", "data-testid": "count-answer" },
          h("p", { class: "answer-main" }, h("span", { class: "big-number", "data-testid": "count-points" }, String(a.points)), " ", t("assist.points_of", { total: a.total, other: a.other })),
        )
      : null,
    h(
      "div",
      { class: "row" },
      chips(
        [
          { value: /** @type {"A"|"B"} */ ("A"), label: state.match ? state.match.names.A : "A", testid: "as-pile-A" },
          { value: /** @type {"A"|"B"} */ ("B"), label: state.match ? state.match.names.B : "B", testid: "as-pile-B" },
        ],
        tool.pileTeam,
        (v) => {
          tool.pileTeam = v;
          rerender();
        },
        t("assist.pile_of"),
      ),
      h(
        "button",
        {
          type: "button",
          class: "primary",
          disabled: !a || !inPlay || (state.match && state.match.record.variant !== tool.variant),
          "data-testid": "as-send",
          onclick: async () => {
            if (!a || !state.match) return;
            state.counted = { team: tool.pileTeam, points: a.points, contract: tool.contract };
            await openMatch(state.match.record.id);
            state.entry = { index: null };
            rerender();
          },
        },
        t("assist.send"),
      ),
    ),
    !inPlay ? h("p", { class: "hint" }, t("assist.send_hint")) : null,
  );
}

/**
 * The short rules of a variant: its game words "ref.<variant>.1", ".2", … as many as the core gives.
 * @param {string} variant
 */
function referenceLines(variant) {
  const lines = [];
  for (let k = 1; has(`ref.${variant}.${k}`); k++) lines.push(t(`ref.${variant}.${k}`));
  return lines;
}

function referenceTool() {
  const q = tool.query.trim().toLowerCase();
  const match = (/** @type {string} */ text) => !q || text.toLowerCase().includes(q);
  return h(
    "div",
    { class: "tool reference" },
    h("input", {
      type: "search",
      placeholder: t("assist.search"),
      value: tool.query,
      "aria-label": t("assist.search"),
      "data-testid": "as-search",
      oninput: (/** @type {Event} */ e) => {
        tool.query = /** @type {HTMLInputElement} */ (e.target).value;
        const el = /** @type {HTMLInputElement} */ (e.target);
        rerender();
        const again = /** @type {HTMLInputElement | null} */ (document.querySelector("[data-testid=as-search]"));
        if (again && again !== el) {
          again.focus();
          again.setSelectionRange(again.value.length, again.value.length);
        }
      },
    }),
    variantNames().map((v) => {
      const rules = referenceLines(v).filter((line) => match(line) || match(t("variant." + v)));
      const opts = optionsOf(v).filter((o) => match(optionName(v, o.key)) || match(optionSummary(v, o)) || match(o.source) || match(o.key));
      if (rules.length === 0 && opts.length === 0) return null;
      return h(
        "section",
        { class: "ref-variant", "data-testid": `ref-${v}` },
        h("h2", null, t("variant." + v)),
        h("ul", { class: "plain" }, rules.map((line) => h("li", null, line))),
        opts.map((o) =>
          h(
            "div",
            { class: "option" },
            h("p", { class: "option-head" }, h("strong", null, optionName(v, o.key)), " — ", t("assist.default"), " ", optionValueLabel(o.key, o.default, v)),
            h("p", { class: "option-summary" }, optionSummary(v, o)),
            h("p", { class: "option-source" }, t("setup.source"), " ", o.source),
          ),
        ),
      );
    }),
  );
}

/** Whether the tools have been set to the game played, the first time they are shown. */
let seeded = false;

export function assistantView() {
  // The open match's game, else the one the next match would be (an Arabic player's Baloot).
  if (!seeded) chooseVariant(state.match ? state.match.record.variant : setup.variant);
  seeded = true;
  const tabs = /** @type {const} */ (["legal", "declarations", "counter", "reference"]);
  return h(
    "section",
    { class: "assist" },
    h("h1", null, t("assist.title")),
    chips(
      tabs.map((k) => ({ value: k, label: t("assist.tab_" + k), testid: `as-tab-${k}` })),
      tool.tab,
      (v) => {
        tool.tab = v;
        if (v === "declarations" && !declaringVariants().includes(tool.variant) && declaringVariants().length) chooseVariant(declaringVariants()[0]);
        refresh();
      },
      t("assist.title"),
    ),
    tool.tab === "legal" ? legalTool(tool, { refresh, rerender, header: variantAndContract(legalVariants(), playableContracts) }) : tool.tab === "declarations" ? declarationsTool() : tool.tab === "counter" ? counterTool() : referenceTool(),
    tool.error ? h("p", { class: "error", role: "alert", "data-testid": "as-error" }, tool.error) : null,
    h("p", { class: "hint" }, h("button", { type: "button", class: "link", onclick: () => go("home") }, t("assist.back"))),
  );
}
