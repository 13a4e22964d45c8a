//! `belote score` in the browser: a match file's score sheet as the command prints it —
//! exit code, standard output and standard error — written by the command's own writer
//! (`belote-sheet`).

use belote_core::{Digits, Lang};
use belote_sheet::{score_bytes_in, Format};

/// What `belote score - FLAGS` answers for a match file given on its standard input. (The
/// WebAssembly module answers the same three things, its sheet as a JavaScript string made as
/// the sheet is written: `crate::web`.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// 0, or 2 for bad input (docs/commands.md).
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// Bad input as the command reports it on standard error: one JSON line.
pub(crate) fn error_line(e: &belote_core::InputError) -> String {
    format!("{}\n", e.to_json())
}

/// The flags of `belote score` as the module takes them: the format (`pretty`, `compact` or
/// `text`: no flag, `--compact`, `--text`), the explanations' language (`en`, `fr`, `bg`,
/// `hr`, `nl`, `ar`) and their digits (`latn`, the default, or `arab`: `--digits`); an
/// unknown one is bad input at `args`.
pub(crate) fn flags(
    format: &str,
    lang: &str,
    digits: Option<&str>,
) -> Result<(Format, Lang, Digits), belote_core::InputError> {
    let bad = |message: String| belote_core::InputError::new("args", message);
    let format = match format {
        "pretty" => Format::Pretty,
        "compact" => Format::Compact,
        "text" => Format::Text,
        other => {
            return Err(bad(format!(
                "unknown format {other:?}: use pretty, compact or text"
            )))
        }
    };
    let Some(lang) = Lang::parse(lang) else {
        return Err(bad(format!(
            "unknown language {lang:?}: use en, fr, bg, hr, nl or ar"
        )));
    };
    let digits = match digits {
        None => Digits::Latin,
        Some(code) => Digits::parse(code)
            .ok_or_else(|| bad(format!("unknown digits {code:?}: use latn or arab")))?,
    };
    Ok((format, lang, digits))
}

/// The score sheet of the match file `text` in `format`, the explanations in `lang` and their
/// numbers in `digits` (see [`flags`]).
pub fn score(text: &str, format: &str, lang: &str, digits: Option<String>) -> Answer {
    let bad_input = |e: &belote_core::InputError| Answer {
        code: 2,
        stdout: String::new(),
        stderr: error_line(e),
    };
    let (format, lang, digits) = match flags(format, lang, digits.as_deref()) {
        Ok(flags) => flags,
        Err(e) => return bad_input(&e),
    };
    match score_bytes_in(text.as_bytes(), STDIN, format, lang, digits) {
        // The sheet is text the writer made from strings: UTF-8 throughout.
        Ok(out) => Answer {
            code: 0,
            stdout: String::from_utf8(out)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
            stderr: String::new(),
        },
        Err(e) => bad_input(&e),
    }
}

/// What the input is called in an error, as the command calls `-`.
pub(crate) const STDIN: &str = "standard input";

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
