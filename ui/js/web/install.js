// @ts-check
/**
 * The web app's start (loaded before `app.js` by the web build's `index.html`):
 * - the app's commands go to the back end in a dedicated worker (`transport.js`);
 * - the service worker (`sw.js`) keeps the app for offline use, and a new version is offered
 *   with "Reload to update" — never loaded behind the user's back;
 * - the browser is asked to keep the history's storage (`navigator.storage.persist()`), and
 *   Settings says what it answered (`storage.js`);
 * - a history file is handed to the user by the share sheet (Web Share with files) where
 *   there is one, else as a download.
 */
// Only what the back end's transport needs is imported here; the words and the storage's
// page come after.
import { setTransport } from "../ipc.js";
import { host } from "../host.js";
import { webTransport } from "./transport.js";

host.web = true;
document.documentElement.dataset.host = "web";
// On the worker boot.js started.
setTransport(webTransport());
host.saveFile = saveFile;
import("./storage.js").then((storage) => {
  host.settings = storage.storageSettings;
  host.historyNote = storage.storageNote;
  return storage.askPersistence();
});

/**
 * Hands a file to the user: the share sheet when the browser can share files (a phone: to
 * mail, a chat, a drive), else a download. Resolves to what happened; a share the user
 * dismissed is `cancelled`.
 * @param {import("../host.js").UserFile} file
 * @returns {Promise<"shared" | "downloaded" | "cancelled">}
 */
async function saveFile(file) {
  const blob = new File([file.text], file.name, { type: file.mime });
  const nav = /** @type {any} */ (navigator);
  const shareable = { files: [blob], title: file.name };
  if (typeof nav.share === "function" && typeof nav.canShare === "function" && nav.canShare(shareable)) {
    try {
      await nav.share(shareable);
      return "shared";
    } catch (e) {
      if (/** @type {any} */ (e).name === "AbortError") return "cancelled";
      // Refused (no gesture left, a policy): the download still works.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return "downloaded";
}

/** The bar that offers a new version: its reload asks the waiting service worker to take over. */
async function offerUpdate(/** @type {ServiceWorker} */ waiting) {
  const [{ t }, { h, mount }] = await Promise.all([import("../i18n.js"), import("../dom.js")]);
  let bar = document.getElementById("update-bar");
  if (!bar) {
    bar = h("div", { id: "update-bar", class: "update-bar", role: "status", "data-testid": "update-bar" });
    document.body.append(bar);
  }
  mount(
    bar,
    h("span", null, t("web.update_ready")),
    h(
      "button",
      {
        type: "button",
        class: "primary",
        "data-testid": "update-reload",
        onclick: () => waiting.postMessage({ type: "skip-waiting" }),
      },
      t("web.update_reload"),
    ),
  );
}

/** Registers the service worker; offers a version that is installed and waiting. */
async function keepOffline() {
  const workers = navigator.serviceWorker;
  if (!workers) return;
  // A page that had a service worker already reloads once a new one takes over (after its
  // own "Reload to update", or another tab's): its files are the old version's.
  const updating = Boolean(workers.controller);
  let reloading = false;
  workers.addEventListener("controllerchange", () => {
    if (!updating || reloading) return;
    reloading = true;
    location.reload();
  });
  let registration;
  try {
    registration = await workers.register("sw.js", { scope: "./" });
  } catch {
    return; // Not over HTTPS, or refused: the app works, online only.
  }
  if (!registration) return;
  const offer = (/** @type {ServiceWorker | null} */ w) => {
    if (w && workers.controller) offerUpdate(w);
  };
  offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer(installing);
    });
  });
}

keepOffline();
