// @ts-check
/**
 * Round entry: who took (and whether they had to: "forced"), the contract (bid, double), the
 * card points of one team with the other's computed at once, the roem of each team where the
 * variant has roem, then capot, belote and declarations if any. Every part is drawn from the
 * round facts the variant's description lists. A classic round is four taps and the number:
 * Add round, taker, suit, the number, Save.
 *
 * Each choice brings the next thing to enter into view; once the contract is known the
 * points field is focused (numeric keyboard) and kept visible above the Save bar. Whether the
 * round can be saved is decided here, synchronously, so a tap on Save is never lost to a
 * preview still on its way; the engine's preview of the score follows as you type. What is
 * missing shows as a hint, what is wrong as an error (colour, icon, aria-invalid, announced),
 * and Save says why it cannot save yet.
 */
import { h, chips } from "../dom.js";
import { t, tv, getLang } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render } from "../state.js";
import { showMatch } from "../nav.js";
import { SUIT_LETTER, SUIT_SYMBOL } from "../cards.js";
import { contractsOf, bidsOf, doublesOf, dealTotal, maxBelotes, declarationsAllowed, effectiveOptions, hasFact } from "../variants.js";
import { doubleLabel, bidLabel, contractHint, seatName } from "../labels.js";
import { TEAMS, initDraft, buildRound, detailNeeded, otherPoints } from "../round-draft.js";
import { recordChange } from "../changes.js";
import { revealAboveBars } from "../keyboard.js";
import { declarationsEditor } from "./entry-declarations.js";
import { roemEditor } from "./entry-roem.js";

/** @typedef {import("../state.js").MatchView} MatchView */
/** @typedef {import("../round-draft.js").Problem} Problem */

/** @type {import("../round-draft.js").Draft | null} */
let draft = null;
let previewTimer = 0;
let previewSeq = 0;
/** @type {{text: string} | null} what the engine said against the draft (preview or save) */
let engineError = null;
/** @type {any} the engine's preview of the draft as last computed, and for which round */
let previewed = null;
let saving = false;
/** A step to bring into view (and focus, for the points) once the page is drawn. */
/** @type {string | null} */
let revealStep = null;

const $ = (/** @type {string} */ testid) => /** @type {HTMLElement | null} */ (document.querySelector(`[data-testid="${testid}"]`));

/**
 * After a choice: the next thing to enter comes into view; the points field takes the focus.
 * @param {string} variant
 */
function advance(variant) {
  if (!draft) return;
  const built = buildRound(draft, variant);
  revealStep = built.problem ? built.problem.step : "save";
}

/** Runs once the page is drawn: reveals (and focuses) the step asked for. */
function afterRender() {
  const step = revealStep;
  revealStep = null;
  if (!step) return;
  if (step === "points") {
    const input = /** @type {HTMLInputElement | null} */ ($("points"));
    if (input && !input.disabled) {
      input.focus({ preventScroll: true });
      revealAboveBars($("points-block"), $("roem"));
    }
    return;
  }
  if (step === "save") {
    revealAboveBars($("points-block"), $("roem"));
    return;
  }
  revealAboveBars(document.querySelector(`[data-step="${step}"]`));
}

/**
 * The message under the points: a hint for what is missing, an error for what is wrong, or
 * the engine's score of the round.
 * @param {MatchView} m
 * @returns {{kind: "hint" | "error" | "ok" | "wait", text?: string, score?: any, step?: string}}
 */
function message(m) {
  if (!draft) return { kind: "wait" };
  const built = buildRound(draft, m.record.variant);
  if (built.problem) return { kind: built.problem.error ? "error" : "hint", text: built.problem.text, step: built.problem.step };
  if (engineError) return { kind: "error", text: engineError.text, step: "engine" };
  if (previewed && previewed.key === JSON.stringify(built.round)) return { kind: "ok", score: previewed.answer };
  return { kind: "wait" };
}

/**
 * Draws the message (at render, and in place while typing so the field keeps its focus).
 * @param {MatchView} m
 * @param {HTMLElement} box
 */
function fillMessage(m, box) {
  const msg = message(m);
  const teams = m.record.teams;
  box.className = `entry-msg ${msg.kind}`;
  box.setAttribute("role", msg.kind === "error" ? "alert" : "status");
  box.dataset.kind = msg.kind;
  if (msg.kind === "ok") {
    const p = msg.score;
    box.replaceChildren(
      h("span", { class: "msg-icon", "aria-hidden": "true" }, "✓"),
      h(
        "span",
        { class: "msg-text" },
        h("strong", null, `${teams.A.name} ${p.score.A} – ${p.score.B} ${teams.B.name}`),
        " · ",
        tv(m.record.variant, "verdict." + p.verdict),
        p.pot ? ` · ${tv(m.record.variant, "match.pot", { n: p.pot })}` : "",
        h("span", { class: "preview-why" }, p.explanation.slice(-3).join(" · ")),
      ),
    );
  } else if (msg.kind === "wait") {
    box.replaceChildren(h("span", { class: "msg-icon", "aria-hidden": "true" }, "…"), h("span", { class: "msg-text" }, t("entry.scoring")));
  } else {
    box.replaceChildren(h("span", { class: "msg-icon", "aria-hidden": "true" }, msg.kind === "error" ? "⚠" : "→"), h("span", { class: "msg-text" }, msg.text || ""));
  }
  // The points field is invalid when the error is about the points.
  const input = $("points");
  if (input) input.setAttribute("aria-invalid", msg.kind === "error" && (msg.step === "points" || (engineError && /points/.test(engineError.text))) ? "true" : "false");
  const save = $("save-round");
  // Not aria-disabled: a tap on Save still works — it says why the round cannot be saved yet.
  if (save) save.dataset.ready = msg.kind === "error" || msg.kind === "hint" ? "false" : "true";
}

/**
 * Asks the engine for the score of the draft (not saved), a moment after the last keystroke.
 * @param {MatchView} m
 * @param {number | null} index
 */
function schedulePreview(m, index) {
  clearTimeout(previewTimer);
  previewTimer = window.setTimeout(() => preview(m, index), 120);
}

/**
 * @param {MatchView} m
 * @param {number | null} index
 */
async function preview(m, index) {
  if (!draft) return;
  const built = buildRound(draft, m.record.variant);
  if (!built.round) return;
  const key = JSON.stringify(built.round);
  const seq = ++previewSeq;
  try {
    const answer = await invoke("preview_round", { id: m.record.id, index, round: built.round, lang: getLang() });
    if (seq !== previewSeq) return;
    previewed = { key, answer };
    engineError = null;
  } catch (e) {
    if (seq !== previewSeq) return;
    const err = /** @type {any} */ (e);
    previewed = null;
    engineError = { text: localizeEngineError(err) };
    if (typeof err.at === "string" && /\.seat$|\.dealer$/.test(err.at) && draft && !draft.needSeats) {
      draft.needSeats = true;
      render();
      return;
    }
  }
  const box = $("preview");
  if (box) {
    fillMessage(m, box);
    // The message grew or shrank under the field being typed in: keep both in view.
    if (document.activeElement === $("points")) revealAboveBars($("points-block"), $("roem"));
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
      : /\.roem/.test(at)
        ? "entry.err_roem"
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
 * Saves the round — or, when it cannot be saved yet, says why and goes to what is missing.
 * Never waits for the preview: the round is checked here and the store checks it again.
 * @param {MatchView} m
 * @param {number | null} index
 */
async function save(m, index) {
  if (!draft || saving) return;
  const built = buildRound(draft, m.record.variant);
  if (built.problem) {
    revealStep = built.problem.step;
    render();
    return;
  }
  if (engineError) {
    const box = $("preview");
    if (box) {
      fillMessage(m, box);
      revealAboveBars($("points-block"), $("roem"));
    }
    return;
  }
  saving = true;
  $("save-round")?.setAttribute("aria-busy", "true");
  const t0 = performance.now();
  try {
    const view = /** @type {MatchView} */ (
      index === null
        ? await invoke("append_round", { id: m.record.id, round: built.round, lang: getLang() })
        : await invoke("edit_round", { id: m.record.id, index, round: built.round, lang: getLang() })
    );
    draft = null;
    recordChange(m.record.id, index === null ? { kind: "append", index: view.record.rounds.length - 1 } : { kind: "edit", index });
    showMatch(view);
    /** @type {any} */ (window).__lastSaveMs = performance.now() - t0;
  } catch (e) {
    engineError = { text: localizeEngineError(/** @type {any} */ (e)) };
    render();
  } finally {
    saving = false;
  }
}

/** Leaves round entry without saving. */
function cancel() {
  draft = null;
  state.entry = null;
  state.error = null;
  render();
}

/**
 * A labelled group of round entry (taker, contract, bid, double).
 * @param {string} step
 * @param {string} label
 * @param {...any} content
 */
function group(step, label, ...content) {
  return h("div", { class: "step", "data-step": step }, h("div", { class: "step-label", id: `step-${step}` }, label), content);
}

/**
 * @param {MatchView} m
 * @param {number | null} index
 */
export function roundEntry(m, index) {
  const key = `${m.record.id}:${index}`;
  const variant = m.record.variant;
  if (!draft || draft.key !== key) {
    draft = initDraft(m, index, state.counted);
    state.counted = null;
    engineError = null;
    previewed = null;
    saving = false;
    if (index === null) advance(variant);
  }
  const d = draft;
  const options = effectiveOptions(variant, m.record.options);
  const teams = m.record.teams;
  /** A choice changes the draft: the engine's word on the old draft no longer holds. */
  const changed = () => {
    engineError = null;
    advance(variant);
    render();
  };
  const total = dealTotal(variant, d.contract);
  const otherSide = d.side === "A" ? "B" : "A";
  const declOk = declarationsAllowed(variant, options, d.contract);
  const beloteMax = maxBelotes(variant, d.contract);
  const needed = detailNeeded(d, variant);
  const bids = bidsOf(variant);
  const doubles = doublesOf(variant);
  const hint = contractHint(variant, d.contract);
  const extras = hasFact(variant, "capot") || hasFact(variant, "belote") || hasFact(variant, "declarations");
  const forced = hasFact(variant, "forced");
  const teamChoices = (/** @type {string} */ prefix) => TEAMS.map((team) => ({ value: team, label: teams[team].name, testid: `${prefix}-${team}`, class: `team-${team}` }));

  if (buildRound(d, variant).round) schedulePreview(m, index);
  Promise.resolve().then(afterRender);

  const box = h("div", { class: "entry-msg", id: "entry-msg", "aria-live": "polite", "data-testid": "preview" });
  fillMessageLater(m, box);

  return h(
    "section",
    { class: "entry", "data-testid": "round-entry" },
    h(
      "div",
      { class: "entry-head" },
      h("h1", null, index === null ? t("entry.title", { n: m.rounds.length + 1 }) : t("entry.edit_title", { n: index + 1 })),
      h("p", { class: "dealer-line" }, t("match.deal", { name: seatName(teams, d.dealer) })),
    ),

    group(
      "taker",
      tv(variant, "entry.taker"),
      h(
        "div",
        { class: "taker-row" },
        chips(
          teamChoices("taker"),
          d.taker,
          (v) => {
            d.taker = v;
            if (d.points === "") d.side = v;
            changed();
          },
          tv(variant, "entry.taker"),
        ),
        forced
          ? h(
              "button",
              {
                type: "button",
                class: "chip forced",
                "aria-pressed": d.forced ? "true" : "false",
                title: tv(variant, "entry.forced_hint"),
                "aria-label": `${tv(variant, "entry.forced")}: ${tv(variant, "entry.forced_hint")}`,
                "data-testid": "forced",
                onclick: () => {
                  d.forced = !d.forced;
                  engineError = null;
                  render();
                },
              },
              tv(variant, "entry.forced"),
            )
          : null,
      ),
    ),

    group(
      "contract",
      tv(variant, "entry.contract"),
      h(
        "div",
        { class: "chips suits", role: "group", "aria-labelledby": "step-contract" },
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
                changed();
              },
            },
            SUIT_LETTER[c] ? SUIT_SYMBOL[SUIT_LETTER[c]] : t("contract.short." + c),
          ),
        ),
      ),
    ),

    bids.length
      ? group(
          "bid",
          t("entry.bid"),
          chips(
            bids.map((b) => ({ value: b, label: bidLabel(b), testid: `bid-${b}` })),
            d.bid,
            (v) => {
              d.bid = v;
              changed();
            },
            t("entry.bid"),
          ),
        )
      : null,

    h(
      "div",
      { class: "points-block", "data-step": "points", "data-reveal": "", "data-testid": "points-block" },
      h("label", { class: "step-label", for: "points-input" }, t("entry.points_for", { team: teams[d.side].name })),
      h(
        "div",
        { class: "points-row" },
        h("input", {
          id: "points-input",
          class: "points-input",
          type: "text",
          inputmode: "numeric",
          pattern: "[0-9]*",
          enterkeyhint: "done",
          autocomplete: "off",
          value: d.capot ? "" : d.points,
          disabled: Boolean(d.capot),
          placeholder: d.capot ? tv(variant, "round.capot") : `0–${total}`,
          "aria-describedby": "entry-msg",
          "data-testid": "points",
          oninput: (/** @type {Event} */ e) => {
            d.points = /** @type {HTMLInputElement} */ (e.target).value;
            engineError = null;
            const o = $("points-other");
            if (o) o.textContent = `${teams[otherSide].name}: ${otherPoints(d, total)}`;
            const msg = $("preview");
            if (msg) fillMessage(m, msg);
            if (buildRound(d, variant).round) schedulePreview(m, index);
          },
          onkeydown: (/** @type {KeyboardEvent} */ e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              save(m, index);
            }
          },
        }),
        h("span", { class: "points-other", "data-testid": "points-other" }, `${teams[otherSide].name}: ${otherPoints(d, total)}`),
      ),
      chips(
        teamChoices("side"),
        d.side,
        (v) => {
          d.side = v;
          engineError = null;
          revealStep = d.capot ? null : "points";
          render();
        },
        t("entry.points_of"),
      ),
      hint ? h("p", { class: "hint" }, hint) : null,
      box,
    ),

    doubles.length > 1
      ? group(
          "double",
          t("entry.double"),
          chips(
            doubles.map((v) => ({ value: v, label: doubleLabel(variant, v), testid: `double-${v}` })),
            d.double,
            (v) => {
              d.double = v;
              engineError = null;
              render();
            },
            t("entry.double"),
          ),
        )
      : null,

    hasFact(variant, "roem") ? roemEditor(d, teams, variant, options, () => { engineError = null; render(); }) : null,

    extras
      ? h(
          "button",
          { type: "button", class: "link", "aria-expanded": d.more ? "true" : "false", "data-testid": "more", onclick: () => { d.more = !d.more; render(); } },
          d.more ? "▾ " : "▸ ",
          tv(variant, "entry.more"),
        )
      : null,
    extras && d.more
      ? h(
          "div",
          { class: "more" },
          hasFact(variant, "capot")
            ? [
                h("h3", null, tv(variant, "entry.capot")),
                chips(
                  [{ value: /** @type {"A"|"B"|null} */ (null), label: "—", testid: "capot-none" }, ...teamChoices("capot")],
                  d.capot,
                  (v) => {
                    d.capot = v;
                    changed();
                  },
                  tv(variant, "entry.capot"),
                ),
              ]
            : null,
          beloteMax > 0
            ? [
                h("h3", null, tv(variant, "entry.belote")),
                beloteMax === 1
                  ? chips(
                      [{ value: /** @type {string} */ ("none"), label: "—", testid: "belote-none" }, ...TEAMS.map((team) => ({ value: /** @type {string} */ (team), label: teams[team].name, testid: `belote-${team}`, class: `team-${team}` }))],
                      d.belote.A ? "A" : d.belote.B ? "B" : "none",
                      (v) => {
                        d.belote = { A: v === "A" ? 1 : 0, B: v === "B" ? 1 : 0 };
                        engineError = null;
                        render();
                      },
                      tv(variant, "entry.belote"),
                    )
                  : h(
                      "div",
                      { class: "steppers" },
                      TEAMS.map((team) =>
                        h(
                          "div",
                          { class: "stepper" },
                          h("span", null, teams[team].name),
                          h("button", { type: "button", class: "chip", "aria-label": `${t("entry.belote")} ${teams[team].name} −`, "data-testid": `belote-${team}-minus`, onclick: () => { d.belote[team] = Math.max(0, d.belote[team] - 1); engineError = null; render(); } }, "−"),
                          h("output", { "data-testid": `belote-${team}-count` }, String(d.belote[team])),
                          h("button", { type: "button", class: "chip", "aria-label": `${t("entry.belote")} ${teams[team].name} +`, "data-testid": `belote-${team}-plus`, onclick: () => { if (d.belote.A + d.belote.B < beloteMax) d.belote[team] += 1; engineError = null; render(); } }, "+"),
                        ),
                      ),
                    ),
              ]
            : null,
          declOk
            ? declarationsEditor(d, teams, variant, needed, () => { engineError = null; render(); })
            : hasFact(variant, "declarations")
              ? h("p", { class: "hint" }, tv(variant, "entry.no_declarations"))
              : null,
        )
      : null,

    h(
      "div",
      { class: "sticky-actions" },
      h("button", { type: "button", class: "big secondary", "data-testid": "cancel-round", onclick: cancel }, t("entry.cancel")),
      h("button", { type: "button", class: "big primary", "aria-describedby": "entry-msg", "data-testid": "save-round", onclick: () => save(m, index) }, t("entry.save")),
    ),
  );
}

/**
 * Fills the message once its element is in the page (it also marks the field and Save).
 * @param {MatchView} m
 * @param {HTMLElement} box
 */
function fillMessageLater(m, box) {
  Promise.resolve().then(() => {
    if (box.isConnected) fillMessage(m, box);
  });
}
