// @ts-check
/** The Settings tab: language, theme, and what the app is (About). */
import { h } from "../dom.js";
import { t, setLang, getLang, LANGS, langName } from "../i18n.js";
import { state, render, call } from "../state.js";

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

function aboutBox() {
  if (!info) return null;
  return h("p", { class: "about" }, t("settings.about", { version: info.version, dir: info.data_dir }));
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
      LANGS.map((l) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            lang: l,
            "aria-pressed": getLang() === l ? "true" : "false",
            "data-testid": `lang-${l}`,
            onclick: async () => {
              setLang(l);
              if (state.match) {
                const v = await call("get_match", { id: state.match.record.id, lang: l });
                if (v) state.match = /** @type {import("../state.js").MatchView} */ (v);
              }
              render();
            },
          },
          langName(l),
        ),
      ),
    ),
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
    aboutBox(),
  );
}
