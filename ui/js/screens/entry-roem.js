// @ts-check
/**
 * The roem part of round entry, for a variant whose rounds record the fact "roem": per team,
 * one tap per roem called — a chip for each item of the description (+20, +50, stuk…) and
 * one list for the fours of a kind — with the team's total and a button that takes the
 * last one back. Points are the match's, as the back end values them under its house rules
 * (four jacks are 200 or 100, nines no roem under Pagat's rule). A team that took no trick (the other side's
 * capot) can have no roem: its row is disabled.
 */
import { h } from "../dom.js";
import { t, tv, has } from "../i18n.js";
import { TEAMS } from "../round-draft.js";

/** Fours of a kind are the items named `four_<rank>`: they share one list, strongest first. */
const FOUR = /^four_(.+)$/;

/**
 * An item's words: "Stuk (trump K+Q)", "Three in sequence", "Four J".
 * @param {string} variant
 * @param {string} item
 */
export function roemItemLabel(variant, item) {
  const four = FOUR.exec(item);
  if (four) return t("decl.carre_of", { rank: four[1] });
  return has(`roem.${item}`) ? tv(variant, `roem.${item}`) : item;
}

/**
 * A team's roem in words, for the round's facts: "20 + stuk 20 = 40".
 * @param {import("../round-draft.js").RoemEntry[]} list
 */
export function roemTotal(list) {
  return list.reduce((sum, e) => sum + e.points, 0);
}

/**
 * @param {import("../round-draft.js").Draft} d
 * @param {import("../state.js").Teams} teams
 * @param {string} variant
 * @param {import("../state.js").RoemValue[]} items the roem of the match, with their points
 * @param {() => void} changed
 */
export function roemEditor(d, teams, variant, items, changed) {
  const plain = items.filter((r) => !FOUR.test(r.item));
  const fours = items.filter((r) => FOUR.test(r.item));
  return h(
    "div",
    { class: "roem step", "data-step": "roem", "data-testid": "roem" },
    h("div", { class: "step-label", id: "step-roem" }, tv(variant, "entry.roem")),
    TEAMS.map((team) => {
      const list = d.roem[team];
      const swept = Boolean(d.capot && d.capot !== team);
      const add = (/** @type {{item: string, points: number}} */ r) => {
        list.push({ item: r.item, points: r.points });
        changed();
      };
      const called = list.map((e) => (e.item ? `${roemItemLabel(variant, e.item)} ${e.points}` : String(e.points))).join(" + ");
      return h(
        "div",
        { class: `roem-team team-${team}`, role: "group", "aria-label": `${tv(variant, "entry.roem")} ${teams[team].name}`, "data-testid": `roem-${team}` },
        h(
          "div",
          { class: "roem-head" },
          h("span", { class: `roem-name team-${team}-text` }, teams[team].name),
          h("output", { class: "roem-total", "data-testid": `roem-${team}-total` }, String(swept ? 0 : roemTotal(list))),
          h("span", { class: "roem-list" }, swept ? t("entry.roem_swept") : called),
          list.length && !swept
            ? h(
                "button",
                { type: "button", class: "icon", "aria-label": t("entry.roem_undo", { team: teams[team].name }), "data-testid": `roem-${team}-undo`, onclick: () => { list.pop(); changed(); } },
                "⌫",
              )
            : null,
        ),
        h(
          "div",
          { class: "chips small roem-chips" },
          plain.map((r) =>
            h(
              "button",
              {
                type: "button",
                class: "chip",
                disabled: swept,
                title: roemItemLabel(variant, r.item),
                "aria-label": `${roemItemLabel(variant, r.item)} +${r.points}, ${teams[team].name}`,
                "data-testid": `roem-${team}-${r.item}`,
                onclick: () => add(r),
              },
              has(`roem.short.${r.item}`) ? tv(variant, `roem.short.${r.item}`, { points: r.points }) : `+${r.points}`,
            ),
          ),
          fours.length
            ? h(
                "select",
                {
                  class: "chip",
                  disabled: swept,
                  "aria-label": `${t("decl.carre")}, ${teams[team].name}`,
                  "data-testid": `roem-${team}-four`,
                  onchange: (/** @type {Event} */ e) => {
                    const item = /** @type {HTMLSelectElement} */ (e.target).value;
                    const r = fours.find((x) => x.item === item);
                    if (r) add(r);
                  },
                },
                h("option", { value: "" }, t("entry.roem_four")),
                fours.map((r) => h("option", { value: r.item }, `${roemItemLabel(variant, r.item)} +${r.points}`)),
              )
            : null,
        ),
      );
    }),
  );
}
