// @ts-check
/**
 * What the page's host adds to the app beside its commands. The desktop app and the test
 * bridge add nothing; the web app's start (`web/install.js`, loaded before app.js) says it is
 * the browser's, and gives the screens what only a browser page does: saving a file the user
 * keeps (the share sheet or a download, since it has no folder to write to), and a word
 * about its storage in Settings.
 */

/**
 * @typedef {{name: string, mime: string, text: string}} UserFile a file to hand to the user
 * @typedef {{
 *   web: boolean,
 *   saveFile: ((file: UserFile) => Promise<"shared" | "downloaded" | "cancelled">) | null,
 *   settings: (() => Node | null) | null,
 *   historyNote: (() => Node | null) | null,
 * }} Host
 */

/** @type {Host} */
export const host = {
  web: false,
  saveFile: null,
  settings: null,
  historyNote: null,
};
