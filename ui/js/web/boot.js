// @ts-check
/**
 * The web app's very first step, loaded `async` by the web build's `index.html` so that it
 * runs as soon as it arrives — before the page is parsed and before the app's other modules
 * are in: it starts the back end's worker (the WebAssembly and the history take the longest
 * to be ready), which `install.js` then hands to the app.
 */
import { webTransport } from "./transport.js";

webTransport();
