// @ts-check
/**
 * The web app's start (loaded before `app.js` by the web build's `index.html`): the app's
 * commands go to the back end in a dedicated worker, and the browser is asked to keep the
 * history's storage (not to evict it when space runs low).
 */
import { setTransport } from "../ipc.js";
import { workerTransport } from "./transport.js";

setTransport(workerTransport(() => new Worker(new URL("./worker.js", import.meta.url), { type: "module" })));

const storage = navigator.storage;
if (storage && typeof storage.persist === "function") storage.persist().catch(() => {});
