// @ts-check
/**
 * The organiser's screens (the Events tab): the events and a new one, an event (its table
 * plan, entrants, standings, prizes, phones and pages to print), and one table for its deals;
 * beside the events, the club's seasons over them (screens/seasons.js).
 */
import { h, chips } from "../dom.js";
import { t } from "../i18n.js";
import { state, render } from "../state.js";
import { ev, loadEvents } from "../event-state.js";
import { sv, loadSeasons } from "../season-state.js";
import { seasonList, newSeasonView, loadSeasonPresets } from "./seasons.js";
import { seasonView } from "./season-view.js";
import { loadPresets, newEventView } from "./organiser-new.js";
import { eventList, eventView } from "./organiser-event.js";
import { tableView } from "./organiser-table.js";
import { loadPhones } from "./phones-panel.js";

/** What the Events tab loads when it opens: the events, and the presets for a new one. */
export function loadOrganiser() {
  loadEvents();
  loadPresets();
  loadPhones();
  loadSeasons();
  loadSeasonPresets();
}

/** Events or seasons: what the tab lists. */
function modeSwitch() {
  return chips(
    [
      { value: "events", label: t("season.mode.events"), testid: "mode-events" },
      { value: "seasons", label: t("season.mode.seasons"), testid: "mode-seasons" },
    ],
    sv.mode,
    (mode) => {
      sv.mode = /** @type {"events" | "seasons"} */ (mode);
      state.error = null;
      render();
      // Read again: an evening may have finished, a season changed, since the tab opened.
      if (sv.mode === "events") loadEvents();
      else loadSeasons();
    },
    t("season.lists"),
  );
}

export function organiserView() {
  if (ev.table) return tableView(ev.table);
  if (ev.screen) return eventView(ev.screen);
  if (sv.mode === "seasons") {
    if (sv.screen) return seasonView(sv.screen);
    if (sv.creating) return newSeasonView();
    return h("div", null, modeSwitch(), seasonList());
  }
  if (ev.creating) return newEventView();
  return h("div", null, modeSwitch(), eventList());
}
