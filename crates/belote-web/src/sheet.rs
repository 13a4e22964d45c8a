//! `belote score` in the browser: a match file's score sheet as the command prints it —
//! exit code, standard output and standard error — written by the command's own writer
//! (`belote-sheet`).

use belote_core::{Digits, Lang};
use belote_sheet::{score_bytes_in, Format};

/// What `belote score - FLAGS` answers for a match file given on its standard input.
#[cfg_attr(
    all(target_family = "wasm", target_os = "unknown"),
    wasm_bindgen::prelude::wasm_bindgen(getter_with_clone)
)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// 0, or 2 for bad input (docs/commands.md).
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// Bad input as the command reports it: one JSON line on standard error, exit code 2.
fn bad_input(e: &belote_core::InputError) -> Answer {
    Answer {
        code: 2,
        stdout: String::new(),
        stderr: format!("{}\n", e.to_json()),
    }
}

/// The score sheet of the match file `text` in `format` (`pretty`, `compact` or `text`: no
/// flag, `--compact`, `--text`), the explanations in `lang` (`en`, `fr`, `bg`, `hr`, `nl`, `ar`)
/// and their numbers in `digits` (`latn`, the default, or `arab`: `--digits`).
#[cfg_attr(
    all(target_family = "wasm", target_os = "unknown"),
    wasm_bindgen::prelude::wasm_bindgen
)]
pub fn score(text: &str, format: &str, lang: &str, digits: Option<String>) -> Answer {
    let format = match format {
        "pretty" => Format::Pretty,
        "compact" => Format::Compact,
        "text" => Format::Text,
        other => {
            let message = format!("unknown format {other:?}: use pretty, compact or text");
            return bad_input(&belote_core::InputError::new("args", message));
        }
    };
    let Some(lang) = Lang::parse(lang) else {
        let message = format!("unknown language {lang:?}: use en, fr, bg, hr, nl or ar");
        return bad_input(&belote_core::InputError::new("args", message));
    };
    let digits = match digits.as_deref() {
        None => Digits::Latin,
        Some(code) => match Digits::parse(code) {
            Some(d) => d,
            None => {
                let message = format!("unknown digits {code:?}: use latn or arab");
                return bad_input(&belote_core::InputError::new("args", message));
            }
        },
    };
    match score_bytes_in(text.as_bytes(), "standard input", format, lang, digits) {
        // The sheet is text the writer made from strings: UTF-8 throughout.
        Ok(out) => Answer {
            code: 0,
            stdout: String::from_utf8_lossy(&out).into_owned(),
            stderr: String::new(),
        },
        Err(e) => bad_input(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_is_scored_as_the_command_prints_it() {
        let file = r#"{"variant":"classic","rounds":[{"taker":"A","contract":"hearts","points":{"A":102}}]}"#;
        let sheet = belote_core::score_str(file).unwrap();
        let pretty = score(file, "pretty", "en", None);
        assert_eq!(pretty.code, 0);
        assert_eq!(
            pretty.stdout,
            serde_json::to_string_pretty(&sheet).unwrap() + "\n"
        );
        assert_eq!(
            score(file, "compact", "en", None).stdout,
            serde_json::to_string(&sheet).unwrap() + "\n"
        );
        let text = score(file, "text", "fr", None).stdout;
        assert!(text.contains("102"), "{text}");
    }

    #[test]
    fn bad_input_is_one_json_line_and_exit_code_2() {
        let bad = score(r#"{"variant":"whist","rounds":[]}"#, "pretty", "en", None);
        assert_eq!(bad.code, 2);
        assert!(bad.stdout.is_empty());
        assert!(bad.stderr.ends_with("}\n") && bad.stderr.contains("\"at\":\"variant\""));
        assert_eq!(score("{}", "yaml", "en", None).code, 2);
        assert_eq!(score("{}", "pretty", "de", None).code, 2);
        assert_eq!(score("{}", "pretty", "ar", Some("thai".into())).code, 2);
    }

    /// Baloot in Arabic, its explanations in Arabic-Indic digits when asked (`--digits arab`).
    #[test]
    fn arabic_with_its_digits() {
        let file =
            r#"{"variant":"baloot","rounds":[{"taker":"A","contract":"sun","points":{"A":85}}]}"#;
        let latin = score(file, "compact", "ar", None);
        assert_eq!(latin.code, 0, "{}", latin.stderr);
        let arab = score(file, "compact", "ar", Some("arab".into()));
        assert_eq!(arab.code, 0, "{}", arab.stderr);
        let steps = |out: &str| -> String {
            let v: serde_json::Value = serde_json::from_str(out).unwrap();
            v["rounds"][0]["explanation"].to_string()
        };
        assert!(steps(&latin.stdout).contains("85"), "{}", latin.stdout);
        assert!(steps(&arab.stdout).contains("٨٥"), "{}", arab.stdout);
        assert!(
            arab.stdout.contains(r#""score":{"A":17,"B":9}"#),
            "JSON keeps ASCII numbers"
        );
    }
}
