// @ts-check
/**
 * The Settings tab: language (the system's by default, or one chosen) and, for a language that
 * has a choice (Arabic), its digits; theme, keeping the screen on, the federation's hub the
 * club publishes its results to, and what the app is (About).
 */
import { h } from "../dom.js";
import { t, locale, setLang, setWords, LANGS, langName, langChoice, systemLang, hasDigitChoice, digitsChoice, setDigits } from "../i18n.js";
import { state, render, call } from "../state.js";
import { wordsIn } from "../variants.js";
import { keepAwakeEnabled, setKeepAwakeEnabled, wakeStatus } from "../wake.js";
import { host } from "../host.js";
import { hubSettingsBox } from "./hub-panel.js";

const systemDark = window.matchMedia("(prefers-color-scheme: dark)");

/** Light or dark from the setting, or from the system when the setting is "system". */
export function applyTheme() {
  const theme = localStorage.getItem("theme") || "system";
  const dark = theme === "dark" || (theme === "system" && systemDark.matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

systemDark.addEventListener("change", applyTheme);

/** @type {any} what `app_info` said at start-up */
let info = null;

/** @param {any} appInfo */
export function setAppInfo(appInfo) {
  info = appInfo;
}

/** About the app: its name and version (from `app_info`), and where its data lives. */
function aboutBox() {
  return h(
    "section",
    { class: "about", "aria-labelledby": "about-title", "data-testid": "about" },
    h("h2", { id: "about-title" }, t("settings.about_title")),
    h("p", { class: "about-name" }, t("app.title"), " ", h("span", { "data-testid": "about-version" }, info ? t("settings.version", { version: info.version }) : "…")),
    h("p", null, t("app.tagline")),
    info && info.data_dir ? h("p", { class: "about-data" }, t("settings.data_dir"), " ", h("code", { "data-testid": "about-data" }, info.data_dir)) : null,
  );
}

/** The samples of each kind of digits, as they look whatever the setting. */
const SAMPLE = { latn: "0 1 2 3", arab: "٠ ١ ٢ ٣" };

/**
 * Western or Arabic-Indic digits: the scores, the totals and the explanations (which the back
 * end writes again in them: the match is asked for anew).
 */
function digitsSetting() {
  return [
    h("h2", { id: "digits-title" }, t("settings.digits")),
    h(
      "div",
      { class: "chips", role: "group", "aria-labelledby": "digits-title" },
      /** @type {("latn" | "arab")[]} */ (["latn", "arab"]).map((d) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            "aria-pressed": digitsChoice() === d ? "true" : "false",
            "data-testid": `digits-${d}`,
            onclick: async () => {
              setDigits(d);
              if (state.match) {
                const v = await call("get_match", { id: state.match.record.id, lang: locale() });
                if (v) state.match = /** @type {import("../state.js").MatchView} */ (v);
              }
              render();
            },
          },
          t(`digits.${d}`),
          " ",
          h("bdi", { dir: "ltr" }, SAMPLE[d]),
        ),
      ),
    ),
    h("p", { class: "hint" }, t("settings.digits_hint")),
  ];
}

export function settingsView() {
  const theme = localStorage.getItem("theme") || "system";
  return h(
    "section",
    { class: "settings" },
    h("h1", null, t("settings.title")),
    h("h2", null, t("settings.language")),
    h(
      "div",
      { class: "chips", role: "group", "aria-label": t("settings.language") },
      /** @type {string[]} */ (["system", ...LANGS]).map((l) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            lang: l === "system" ? null : l,
            "aria-pressed": langChoice() === l ? "true" : "false",
            "data-testid": `lang-${l}`,
            onclick: async () => {
              // The screens' texts and the game's words change language together.
              const words = await wordsIn(l === "system" ? systemLang() : l).catch((/** @type {any} */ e) => {
                state.error = e.message;
                return null;
              });
              setLang(l);
              if (words) setWords(words);
              if (state.match) {
                const v = await call("get_match", { id: state.match.record.id, lang: locale() });
                if (v) state.match = /** @type {import("../state.js").MatchView} */ (v);
              }
              render();
            },
          },
          l === "system" ? t("settings.lang_system", { name: langName(systemLang()) }) : langName(l),
        ),
      ),
    ),
    hasDigitChoice() ? digitsSetting() : null,
    h("h2", null, t("settings.theme")),
    h(
      "div",
      { class: "chips", role: "group", "aria-label": t("settings.theme") },
      ["light", "dark", "system"].map((th) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            "aria-pressed": theme === th ? "true" : "false",
            "data-testid": `theme-${th}`,
            onclick: () => {
              localStorage.setItem("theme", th);
              applyTheme();
              render();
            },
          },
          t("theme." + th),
        ),
      ),
    ),
    h("h2", null, t("settings.screen")),
    h(
      "label",
      { class: "switch-row" },
      h("span", null, t("settings.awake")),
      h("input", {
        type: "checkbox",
        role: "switch",
        checked: keepAwakeEnabled(),
        "data-testid": "keep-awake",
        onchange: (/** @type {Event} */ e) => {
          setKeepAwakeEnabled(/** @type {HTMLInputElement} */ (e.target).checked);
          render();
        },
      }),
    ),
    h("p", { class: "hint", "data-testid": "wake-status" }, t("wake." + wakeStatus())),
    host.settings ? host.settings() : null,
    hubSettingsBox(),
    aboutBox(),
  );
}
