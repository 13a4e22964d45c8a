// @ts-check
/**
 * The texts of publishing to the federation's hub in English (`hub.*`): Settings' address and
 * key, Publish under an event's final standings and under a season, and the publication's
 * state. en.js spreads them into its catalogue.
 */

/** @type {Record<string, string>} */
export default {
  "hub.settings_title": "Federation results",
  "hub.settings_hint": "Your federation's results site takes each event's final standings and your seasons, and ranks players across clubs. Ask the federation for its address and your club's key.",
  "hub.address": "Address",
  "hub.key": "Club key",
  "hub.key_keep": "Leave empty to keep {key}",
  "hub.key_hint": "The key stays on this device and is never shown again.",
  "hub.club": "Club",
  "hub.club_unknown": "not known yet",
  "hub.save": "Save",
  "hub.checking": "Checking…",
  "hub.cancel": "Cancel",
  "hub.change": "Change",
  "hub.forget": "Stop publishing",
  "hub.saved": "Saved: the site knows the key.",
  "hub.saved_unchecked": "Saved. The site did not answer: the key will be checked at the first publication.",
  "hub.waiting_n": "Waiting to be sent: {n}",
  "hub.publish_title": "Federation results",
  "hub.publish": "Publish to the federation",
  "hub.not_set": "To publish to the federation, give its address and your club's key in Settings.",
  "hub.to_settings": "Open Settings",
  "hub.state.none": "Not published yet.",
  "hub.state.waiting": "Waiting to send.",
  "hub.state.waiting_until": "Waiting to send: next try at {time}.",
  "hub.state.published": "Published, version {version}.",
  "hub.state.withdrawn": "Withdrawn from the federation (version {version}).",
  "hub.state.refused": "Refused: {reason}",
  "hub.state.conflict": "Published meanwhile from another device (version {version}): yours was not sent.",
  "hub.supersede": "Publish mine over it",
};
