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
import { h } from "../dom.js";
import { t, tv, locale, num } from "../i18n.js";
import { invoke } from "../ipc.js";
import { state, render } from "../state.js";
import { showMatch } from "../nav.js";
import { showTable } from "../event-state.js";
import { hasFact } from "../variants.js";
import { seatName, sideTeams } from "../labels.js";
import { initDraft, buildRound } from "../round-draft.js";
import { recordChange } from "../changes.js";
import { revealAboveBars } from "../keyboard.js";
import { roemEditor } from "./entry-roem.js";
import { takerStep, contractStep, bidStep, pointsStep, doubleStep, moreSteps } from "./entry-steps.js";

/** @typedef {import("../state.js").MatchView} MatchView */
/** @typedef {import("../round-draft.js").Problem} Problem */

/** @type {import("../round-draft.js").Draft | null} */
let draft = null;
let previewTimer = 0;
let previewSeq = 0;
/** @type {{text: string, about?: string, storage?: boolean} | null} what the engine said against the draft (preview or save), and which part of the round it is about; `storage`: the round is sound but the history could not save it (Save tries again) */
let engineError = null;
/** @type {{key: string, answer: import("../state.js").Preview} | null} the engine's preview of the draft as last computed, and for which round */
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
    // The sheet's numbers: the taker's first (the other follows from it in a plain deal).
    const sheet = draft && draft.mode === "score" ? $(`score-${draft.taker || "A"}`) : null;
    const input = /** @type {HTMLInputElement | null} */ (sheet || $("points"));
    if (input && !input.disabled) {
      input.focus({ preventScroll: true });
      if (input.select && input.dataset.derived !== undefined) input.select();
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
 * Whether the draft gives the sheet's numbers (not card points, a kaboot or a foul).
 * @param {import("../round-draft.js").Draft | null} d
 */
function typedNumbers(d) {
  return Boolean(d && d.mode === "score" && !d.capot && !d.foul);
}

/**
 * Draws the message (at render, and in place while typing so the field keeps its focus).
 * @param {MatchView} m
 * @param {HTMLElement} box
 */
function fillMessage(m, box) {
  const msg = message(m);
  const teams = sideTeams(m);
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
        h("strong", { "data-testid": "preview-score" }, h("bdi", null, teams.A.name), " ", h("bdi", { class: "digits" }, num(p.score.A)), " – ", h("bdi", { class: "digits" }, num(p.score.B)), " ", h("bdi", null, teams.B.name)),
        " · ",
        tv(m.record.variant, "verdict." + p.verdict),
        p.pot ? ` · ${tv(m.record.variant, "match.pot", { n: p.pot })}` : "",
        p.sakka_winner ? ` · ${t("round.sakka_over", { n: p.sakka, team: teams[p.sakka_winner].name })}` : "",
        // Why: for the sheet's numbers, the engine's word that a deal gives them (its first
        // step after the purchase); else the deal's last steps.
        h("span", { class: "preview-why", "data-testid": "preview-why" }, typedNumbers(draft) && p.explanation.length > 1 ? p.explanation[1] : p.explanation.slice(-3).join(" · ")),
      ),
    );
  } else if (msg.kind === "wait") {
    box.replaceChildren(h("span", { class: "msg-icon", "aria-hidden": "true" }, "…"), h("span", { class: "msg-text" }, t("entry.scoring")));
  } else {
    box.replaceChildren(h("span", { class: msg.kind === "error" ? "msg-icon" : "msg-icon mirror", "aria-hidden": "true" }, msg.kind === "error" ? "⚠" : "→"), h("span", { class: "msg-text" }, msg.text || ""));
  }
  // The points field (or the sheet's two numbers) is invalid when the error is about them.
  const wrong = msg.kind === "error" && (msg.step === "points" || engineError?.about === "points" || engineError?.about === "score");
  for (const id of ["points", "score-A", "score-B"]) $(id)?.setAttribute("aria-invalid", wrong ? "true" : "false");
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
 * Where a round goes: a match's commands, or — for an event's table (the organiser's screens)
 * — the table's, with its event, round and number.
 * @param {MatchView} m
 */
function target(m) {
  const at = /** @type {any} */ (m).event_table;
  if (at) {
    const where = { event: at.event, round: at.round, table: at.table };
    return {
      preview: (/** @type {number | null} */ index, /** @type {any} */ round) => invoke("event_table_preview", { ...where, index, deal: round, lang: locale() }),
      append: (/** @type {any} */ round) => invoke("event_table_append", { ...where, deal: round, lang: locale() }),
      edit: (/** @type {number} */ index, /** @type {any} */ round) => invoke("event_table_edit", { ...where, index, deal: round, lang: locale() }),
      saved: (/** @type {any} */ view) => showTable(view),
    };
  }
  return {
    preview: (/** @type {number | null} */ index, /** @type {any} */ round) => invoke("preview_round", { id: m.record.id, index, round, lang: locale() }),
    append: (/** @type {any} */ round) => invoke("append_round", { id: m.record.id, round, lang: locale() }),
    edit: (/** @type {number} */ index, /** @type {any} */ round) => invoke("edit_round", { id: m.record.id, index, round, lang: locale() }),
    saved: (/** @type {MatchView} */ view, /** @type {number | null} */ index) => {
      recordChange(m.record.id, index === null ? { kind: "append", index: view.record.rounds.length - 1 } : { kind: "edit", index });
      showMatch(view);
    },
  };
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
    const answer = await target(m).preview(index, built.round);
    if (seq !== previewSeq) return;
    previewed = { key, answer };
    engineError = null;
  } catch (e) {
    if (seq !== previewSeq) return;
    const err = /** @type {any} */ (e);
    previewed = null;
    engineError = { text: localizeEngineError(err, m.record.variant), about: err.about };
    // The engine needs a seat (a declarer's, the dealer's): the entry asks for them.
    if (err.about === "seat" && draft && !draft.needSeats) {
      draft.needSeats = true;
      render();
      return;
    }
  }
  const box = $("preview");
  if (box) {
    fillMessage(m, box);
    // The message grew or shrank under the field being typed in: keep both in view.
    if ($("points-block")?.contains(document.activeElement)) revealAboveBars($("points-block"), $("roem"));
  }
}

/** The sentence for each part of a round the engine's error may be about (`about`). */
const ERROR_PART = /** @type {Record<string, string>} */ ({
  points: "entry.err_points",
  score: "entry.err_score",
  belote: "entry.err_belote",
  roem: "entry.err_roem",
  declarations: "entry.err_declarations",
  seat: "entry.err_declarations",
  bid: "entry.err_bid",
  round: "entry.err_over",
});

/**
 * The engine's error in the table's language: a sentence for the part of the round it is
 * about, then the engine's exact words.
 * @param {{message: string, about?: string}} err
 * @param {string} variant
 */
function localizeEngineError(err, variant) {
  return `${tv(variant, ERROR_PART[err.about || ""] || "entry.err_round")} (${err.message})`;
}

/**
 * A save the history could not make (full storage, another tab took the history, …): said
 * in the table's language, the draft kept for Save to try again.
 * @param {{kind: string, message: string, problem?: string}} err
 */
function notSaved(err) {
  return `${t(err.problem === "disk_full" ? "entry.err_full" : "entry.err_not_saved")} (${err.message})`;
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
  if (engineError && !engineError.storage) {
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
    const to = target(m);
    const view = /** @type {MatchView} */ (index === null ? await to.append(built.round) : await to.edit(index, built.round));
    draft = null;
    to.saved(view, index);
    /** @type {any} */ (window).__lastSaveMs = performance.now() - t0;
  } catch (e) {
    const err = /** @type {any} */ (e);
    const storage = err.kind === "storage" || err.kind === "unavailable";
    engineError = storage ? { text: notSaved(err), storage } : { text: localizeEngineError(err, m.record.variant), about: err.about };
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
 * The round entry of match `m`: a new round (`index` null) or round `index` to edit. Draws
 * the parts of the entry (entry-steps.js) around one draft, and asks the engine for its score
 * as it changes.
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
  const box = h("div", { class: "entry-msg", id: "entry-msg", "aria-live": "polite", "data-testid": "preview" });
  /** @type {import("./entry-steps.js").EntryContext} */
  const c = {
    m,
    d,
    variant,
    teams: sideTeams(m),
    // A choice changes the draft: the engine's word on the old draft no longer holds.
    changed: () => {
      engineError = null;
      advance(variant);
      render();
    },
    edited: () => {
      engineError = null;
      render();
    },
    redraw: render,
    // A keystroke in the points: the message follows in place, the field keeps its focus.
    typed: () => {
      engineError = null;
      const msg = $("preview");
      if (msg) fillMessage(m, msg);
      if (buildRound(d, variant).round) schedulePreview(m, index);
    },
    save: () => save(m, index),
    revealPoints: () => {
      engineError = null;
      revealStep = d.capot || d.foul ? null : "points";
      render();
    },
  };

  if (buildRound(d, variant).round) schedulePreview(m, index);
  Promise.resolve().then(afterRender);
  fillMessageLater(m, box);

  return h(
    "section",
    { class: "entry", "data-testid": "round-entry" },
    h(
      "div",
      { class: "entry-head" },
      h("h1", null, index === null ? t("entry.title", { n: m.rounds.length + 1 }) : t("entry.edit_title", { n: index + 1 })),
      h("p", { class: "dealer-line" }, t("match.deal", { name: seatName(c.teams, d.dealer) })),
    ),
    takerStep(c),
    contractStep(c),
    bidStep(c),
    pointsStep(c, box),
    doubleStep(c),
    hasFact(variant, "roem") ? roemEditor(d, c.teams, variant, m.roem, c.edited) : null,
    moreSteps(c),
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
