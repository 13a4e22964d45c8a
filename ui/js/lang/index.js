// @ts-check
/**
 * The languages of the UI. Adding one is a catalogue file beside this one, its organiser's
 * texts in organiser/, its stages' in stages/ and its texts of publishing to the federation in
 * hub/ (together the same keys as en.js, organiser/en.js, stages/en.js and hub/en.js, with
 * "lang.name" its own name for the language) and one line here.
 */
export { default as ar } from "./ar.js";
export { default as bg } from "./bg.js";
export { default as en } from "./en.js";
export { default as fr } from "./fr.js";
export { default as hr } from "./hr.js";
export { default as nl } from "./nl.js";
