//! `belote score` in the browser: a match file's score sheet as the command prints it —
//! exit code, standard output and standard error — written by the command's own writer
//! (`belote-sheet`).

use belote_core::Lang;
use belote_sheet::{score_bytes, Format};

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
/// flag, `--compact`, `--text`), the explanations in `lang` (`en`, `fr`, `bg`, `hr`, `nl`, `ar`).
#[cfg_attr(
    all(target_family = "wasm", target_os = "unknown"),
    wasm_bindgen::prelude::wasm_bindgen
)]
pub fn score(text: &str, format: &str, lang: &str) -> Answer {
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
    match score_bytes(text.as_bytes(), "standard input", format, lang) {
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
        let pretty = score(file, "pretty", "en");
        assert_eq!(pretty.code, 0);
        assert_eq!(
            pretty.stdout,
            serde_json::to_string_pretty(&sheet).unwrap() + "\n"
        );
        assert_eq!(
            score(file, "compact", "en").stdout,
            serde_json::to_string(&sheet).unwrap() + "\n"
        );
        let text = score(file, "text", "fr").stdout;
        assert!(text.contains("102"), "{text}");
    }

    #[test]
    fn bad_input_is_one_json_line_and_exit_code_2() {
        let bad = score(r#"{"variant":"whist","rounds":[]}"#, "pretty", "en");
        assert_eq!(bad.code, 2);
        assert!(bad.stdout.is_empty());
        assert!(bad.stderr.ends_with("}\n") && bad.stderr.contains("\"at\":\"variant\""));
        assert_eq!(score("{}", "yaml", "en").code, 2);
        assert_eq!(score("{}", "pretty", "de").code, 2);
    }
}
