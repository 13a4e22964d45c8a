// @ts-check
/**
 * The organiser's screens (the Events tab): the events and a new one, an event (its table
 * plan, entrants, standings, prizes, phones and pages to print), and one table for its deals.
 */
import { ev, loadEvents } from "../event-state.js";
import { loadPresets, newEventView } from "./organiser-new.js";
import { eventList, eventView } from "./organiser-event.js";
import { tableView } from "./organiser-table.js";
import { loadPhones } from "./phones-panel.js";

/** What the Events tab loads when it opens: the events, and the presets for a new one. */
export function loadOrganiser() {
  loadEvents();
  loadPresets();
  loadPhones();
}

export function organiserView() {
  if (ev.table) return tableView(ev.table);
  if (ev.screen) return eventView(ev.screen);
  if (ev.creating) return newEventView();
  return eventList();
}
