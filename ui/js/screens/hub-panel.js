// @ts-check
/**
 * The federation's hub on the screens: in Settings its address and key (asked once; the key
 * never shown back, only its start and end), and under an event's final standings and under a
 * season **Publish to the federation** with the publication's state — published (its version),
 * waiting to send, refused (the hub's reason), or published meanwhile from elsewhere, which the
 * organiser may replace. Nothing of it in the web app, which does not publish.
 */
import { h } from "../dom.js";
import { t } from "../i18n.js";
import { state, render } from "../state.js";
import { hub, loadHubSettings, loadLine, publish, saveHub, forgetHub } from "../hub-state.js";

/** @typedef {import("../hub-state.js").PublicationState} PublicationState */

/**
 * A time of the back end (RFC 3339) as the clock on the wall shows it.
 * @param {string} when
 */
function clock(when) {
  const d = new Date(when);
  return Number.isNaN(d.getTime()) ? when : d.toLocaleTimeString(document.documentElement.lang || undefined, { hour: "2-digit", minute: "2-digit" });
}

/**
 * The state line in words.
 * @param {PublicationState} line
 */
function lineText(line) {
  switch (line.state) {
    case "published":
      return t("hub.state.published", { version: line.version ?? 0 });
    case "withdrawn":
      return t("hub.state.withdrawn", { version: line.version ?? 0 });
    case "waiting":
      return line.next_attempt ? t("hub.state.waiting_until", { time: clock(line.next_attempt) }) : t("hub.state.waiting");
    case "refused":
      return t("hub.state.refused", { reason: line.message ?? "" });
    case "conflict":
      return t("hub.state.conflict", { version: line.current ?? 0 });
    default:
      return t("hub.state.none");
  }
}

/** The address and key of the hub, in a form. */
function hubForm() {
  const f = hub.form;
  const s = hub.settings;
  const input = (/** @type {"url" | "key"} */ which, /** @type {Record<string, any>} */ attrs) =>
    h("input", {
      ...attrs,
      dir: "ltr",
      value: f[which],
      autocomplete: "off",
      spellcheck: "false",
      "data-testid": `hub-${which}-input`,
      oninput: (/** @type {Event} */ e) => (f[which] = /** @type {HTMLInputElement} */ (e.target).value),
    });
  return h(
    "form",
    {
      class: "hub-form",
      "data-testid": "hub-form",
      onsubmit: (/** @type {Event} */ e) => {
        e.preventDefault();
        saveHub();
      },
    },
    h("label", { class: "field" }, t("hub.address"), input("url", { type: "url", inputmode: "url", placeholder: "https://…", required: true })),
    h("label", { class: "field" }, t("hub.key"), input("key", { type: "password", placeholder: s && s.key ? t("hub.key_keep", { key: s.key }) : "bhk_…" })),
    h("p", { class: "hint" }, t("hub.key_hint")),
    f.error ? h("p", { class: "error", role: "alert", "data-testid": "hub-error" }, f.error) : null,
    h(
      "div",
      { class: "row" },
      h("button", { type: "submit", class: "primary", disabled: f.busy, "data-testid": "hub-save" }, f.busy ? t("hub.checking") : t("hub.save")),
      f.editing
        ? h(
            "button",
            {
              type: "button",
              class: "secondary",
              "data-testid": "hub-cancel",
              onclick: () => {
                f.editing = false;
                f.error = null;
                render();
              },
            },
            t("hub.cancel"),
          )
        : null,
    ),
  );
}

/** Settings' box of the federation's hub (none in the web app). */
export function hubSettingsBox() {
  loadHubSettings();
  const s = hub.settings;
  if (!s || !s.available) return null;
  const f = hub.form;
  const shown = s.url && !f.editing;
  return h(
    "section",
    { class: "hub-settings", "aria-labelledby": "hub-title", "data-testid": "hub-settings" },
    h("h2", { id: "hub-title" }, t("hub.settings_title")),
    h("p", { class: "hint" }, t("hub.settings_hint")),
    shown
      ? [
          h("p", null, t("hub.address"), " ", h("bdi", { dir: "ltr", "data-testid": "hub-url" }, s.url)),
          h("p", null, t("hub.club"), " ", h("strong", { "data-testid": "hub-club" }, s.club ?? t("hub.club_unknown"))),
          h("p", null, t("hub.key"), " ", h("bdi", { dir: "ltr" }, h("code", { "data-testid": "hub-key" }, s.key ?? ""))),
          s.waiting ? h("p", { class: "hint", "data-testid": "hub-waiting" }, t("hub.waiting_n", { n: s.waiting })) : null,
          f.note ? h("p", { class: "hint", role: "status", "data-testid": "hub-note" }, t(f.note === "saved" ? "hub.saved" : "hub.saved_unchecked")) : null,
          h(
            "div",
            { class: "row" },
            h(
              "button",
              {
                type: "button",
                class: "secondary",
                "data-testid": "hub-change",
                onclick: () => {
                  f.editing = true;
                  f.url = s.url ?? "";
                  f.key = "";
                  f.note = null;
                  render();
                },
              },
              t("hub.change"),
            ),
            h("button", { type: "button", class: "secondary", "data-testid": "hub-forget", onclick: () => forgetHub() }, t("hub.forget")),
          ),
        ]
      : hubForm(),
  );
}

/**
 * **Publish to the federation** with the publication's state, under an event's final
 * standings or under a season.
 * @param {"event" | "season"} kind
 * @param {string} id
 */
export function publishPanel(kind, id) {
  loadHubSettings();
  const s = hub.settings;
  if (!s || !s.available) return null;
  const known = hub.lines.get(`${kind}:${id}`);
  if (s.url) loadLine(kind, id);
  const line = known ? known.line : null;
  return h(
    "section",
    { class: "hub-publish", "aria-labelledby": `hub-publish-${kind}`, "data-testid": "hub-publish-panel" },
    h("h2", { id: `hub-publish-${kind}` }, t("hub.publish_title")),
    s.url
      ? [
          h(
            "button",
            { type: "button", class: "big primary", "data-testid": "hub-publish", onclick: () => publish(kind, id) },
            t("hub.publish"),
          ),
          line
            ? h("p", { class: `hub-line hub-${line.state}`, role: "status", "data-testid": "hub-state", "data-state": line.state }, lineText(line))
            : null,
          line && line.state === "conflict"
            ? h(
                "button",
                { type: "button", class: "secondary", "data-testid": "hub-supersede", onclick: () => publish(kind, id, true) },
                t("hub.supersede"),
              )
            : null,
        ]
      : [
          h("p", { class: "hint" }, t("hub.not_set")),
          h(
            "button",
            {
              type: "button",
              class: "secondary",
              "data-testid": "hub-to-settings",
              onclick: () => {
                state.view = "settings";
                render();
              },
            },
            t("hub.to_settings"),
          ),
        ],
  );
}
