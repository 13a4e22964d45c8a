//! The score sheet written piece by piece as the rounds are scored — byte for byte what
//! serializing the whole `ScoreSheet` at once prints: pretty JSON (`serde_json`'s pretty
//! printer, two-space indent), one-line JSON (`--compact`), or the text sheet (`--text`,
//! made safe for a terminal).
//!
//! Both JSON forms are written by one writer, by hand, each explanation step rendered
//! straight into the output: they differ only in the punctuation between the values (a
//! [`Layout`]). A round — most of the output — is the hot loop of `belote score`. The tests
//! check it against `serde_json` (here, and over every case of the core's tables in
//! `tests.rs`).

use crate::terminal;
use belote_core::bytes::Bytes;
use belote_core::explanation::Sentence;
use belote_core::i18n::{write_step_in, Sides};
use belote_core::{Digits, Lang, RoundResult, Step, TeamPoints, TextSheet, Variant, Winner};
use std::fmt;
use std::io::{self, Write};

/// How the sheet is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Pretty-printed JSON, the default.
    Pretty,
    /// JSON on one line.
    Compact,
    /// The readable text sheet.
    Text,
}

/// The punctuation of a JSON score sheet around its values, as `serde_json` prints it: each
/// piece is what comes between two values (or before the first, after the last).
struct Layout {
    /// Up to the variant's value.
    head: &'static str,
    /// After the variant, up to the rounds.
    rounds: &'static str,
    /// Before a round: the first, the others.
    round: [&'static str; 2],
    /// The round's own keys, up to its team A score, team B score, verdict, pot, explanation.
    score_a: &'static str,
    score_b: &'static str,
    verdict: &'static str,
    pot: &'static str,
    /// A match of several games (sakkas): up to the round's game and the team that won it.
    sakka: &'static str,
    sakka_winner: &'static str,
    explanation: &'static str,
    /// Before a step's sentence (up to its opening quote): the first, the others.
    step: [&'static str; 2],
    /// After the last step's closing quote, or after `[` when there is none; ends the round.
    steps_end: [&'static str; 2],
    /// After the last round, or after `[` when there is none.
    rounds_end: [&'static str; 2],
    /// The totals, pot and winner, up to each value; then the end of the sheet.
    total_a: &'static str,
    total_b: &'static str,
    total_pot: &'static str,
    /// A match of several games: up to the games each team won, and after them.
    sakkas_a: &'static str,
    sakkas_b: &'static str,
    sakkas_end: &'static str,
    winner: &'static str,
    tail: &'static str,
}

const PRETTY: Layout = Layout {
    head: "{\n  \"variant\": ",
    rounds: ",\n  \"rounds\": [",
    round: ["\n    ", ",\n    "],
    score_a: "{\n      \"score\": {\n        \"A\": ",
    score_b: ",\n        \"B\": ",
    verdict: "\n      },\n      \"verdict\": \"",
    pot: "\",\n      \"pot\": ",
    sakka: ",\n      \"sakka\": ",
    sakka_winner: ",\n      \"sakka_winner\": \"",
    explanation: ",\n      \"explanation\": [",
    step: ["\n        \"", ",\n        \""],
    steps_end: ["\n      ]\n    }", "]\n    }"],
    rounds_end: ["\n  ]", "]"],
    total_a: ",\n  \"totals\": {\n    \"A\": ",
    total_b: ",\n    \"B\": ",
    total_pot: "\n  },\n  \"pot\": ",
    sakkas_a: ",\n  \"sakkas\": {\n    \"A\": ",
    sakkas_b: ",\n    \"B\": ",
    sakkas_end: "\n  }",
    winner: ",\n  \"winner\": ",
    tail: "\n}\n",
};

const COMPACT: Layout = Layout {
    head: "{\"variant\":",
    rounds: ",\"rounds\":[",
    round: ["", ","],
    score_a: "{\"score\":{\"A\":",
    score_b: ",\"B\":",
    verdict: "},\"verdict\":\"",
    pot: "\",\"pot\":",
    sakka: ",\"sakka\":",
    sakka_winner: ",\"sakka_winner\":\"",
    explanation: ",\"explanation\":[",
    step: ["\"", ",\""],
    steps_end: ["]}", "]}"],
    rounds_end: ["]", "]"],
    total_a: ",\"totals\":{\"A\":",
    total_b: ",\"B\":",
    total_pot: "},\"pot\":",
    sakkas_a: ",\"sakkas\":{\"A\":",
    sakkas_b: ",\"B\":",
    sakkas_end: "}",
    winner: ",\"winner\":",
    tail: "}\n",
};

/// Bytes gathered before they are handed to the output.
const CHUNK: usize = 1 << 16;

/// Writes one score sheet to `out`: [`begin`](SheetWriter::begin), each round,
/// [`end`](SheetWriter::end) (which hands the last bytes over).
pub struct SheetWriter<W: Write> {
    out: W,
    /// The bytes not yet handed to `out`.
    buf: Bytes,
    /// The JSON punctuation; `None` for the text sheet.
    layout: Option<&'static Layout>,
    /// The language of the explanations and of the text sheet's frame, and the explanations'
    /// digits.
    lang: Lang,
    digits: Digits,
    rounds: usize,
    text: TextSheet<'static>,
    /// Reused for each piece of text.
    line: String,
}

impl<W: Write> SheetWriter<W> {
    pub fn new(out: W, format: Format, lang: Lang) -> Self {
        SheetWriter {
            out,
            buf: Bytes::with_capacity(CHUNK + 4096),
            layout: match format {
                Format::Pretty => Some(&PRETTY),
                Format::Compact => Some(&COMPACT),
                Format::Text => None,
            },
            lang,
            digits: Digits::Latin,
            rounds: 0,
            text: TextSheet::in_lang(lang, "A", "B"),
            line: String::new(),
        }
    }

    /// The explanations' numbers in `digits` (Arabic's choice).
    pub fn with_digits(mut self, digits: Digits) -> Self {
        self.digits = digits;
        self
    }

    #[cfg(test)]
    pub fn into_inner(self) -> W {
        self.out
    }

    /// An empty round result to score into, its explanation in the sheet's language.
    pub fn new_result(&self) -> RoundResult {
        let mut result = RoundResult::new();
        result.explanation.set_lang(self.lang);
        result.explanation.set_digits(self.digits);
        result
    }

    /// Hands the gathered bytes to the output once there are enough of them (`all`: now).
    fn hand_over(&mut self, all: bool) -> io::Result<()> {
        if all || self.buf.len() >= CHUNK {
            self.out.write_all(self.buf.as_slice())?;
            self.buf.clear();
        }
        Ok(())
    }

    /// Text goes to a terminal: nothing reaches it as a control character.
    fn write_text(&mut self) {
        let text = terminal::lines(&self.line);
        self.buf.put(text.as_bytes());
    }

    pub fn begin(&mut self, variant: Variant) -> io::Result<()> {
        let Some(layout) = self.layout else {
            self.line.clear();
            let _ = self.text.head(&mut self.line, variant);
            self.write_text();
            return Ok(());
        };
        let buf = &mut self.buf;
        buf.put(layout.head.as_bytes());
        serde_json::to_writer(&mut *buf, &variant)?;
        buf.put(layout.rounds.as_bytes());
        Ok(())
    }

    pub fn round(&mut self, round: &RoundResult) -> io::Result<()> {
        let first = self.rounds == 0;
        self.rounds += 1;
        let Some(layout) = self.layout else {
            self.line.clear();
            let _ = self.text.round(&mut self.line, round);
            self.write_text();
            return self.hand_over(false);
        };
        let buf = &mut self.buf;
        let put = |buf: &mut Bytes, s: &str| buf.put(s.as_bytes());
        put(buf, layout.round[usize::from(!first)]);
        put(buf, layout.score_a);
        number(buf, round.score.a);
        put(buf, layout.score_b);
        number(buf, round.score.b);
        put(buf, layout.verdict);
        put(buf, round.verdict.as_str());
        put(buf, layout.pot);
        number(buf, round.pot);
        if let Some(k) = round.sakka {
            put(buf, layout.sakka);
            number(buf, i64::from(k));
        }
        if let Some(team) = round.sakka_winner {
            put(buf, layout.sakka_winner);
            put(buf, team.as_str());
            buf.push(b'"');
        }
        put(buf, layout.explanation);
        let (lang, digits) = (round.explanation.lang(), round.explanation.digits());
        for (i, step) in round.explanation.iter().enumerate() {
            put(buf, layout.step[usize::from(i > 0)]);
            json_text(buf, step, lang, digits)?;
            buf.push(b'"');
        }
        put(
            buf,
            layout.steps_end[usize::from(round.explanation.is_empty())],
        );
        self.hand_over(false)
    }

    pub fn end(
        &mut self,
        totals: TeamPoints,
        pot: i64,
        sakkas: Option<TeamPoints>,
        winner: Option<Winner>,
    ) -> io::Result<()> {
        let Some(layout) = self.layout else {
            self.line.clear();
            let _ = self.text.tail(&mut self.line, totals, pot, sakkas, winner);
            self.write_text();
            return self.hand_over(true);
        };
        let buf = &mut self.buf;
        let put = |buf: &mut Bytes, s: &str| buf.put(s.as_bytes());
        put(buf, layout.rounds_end[usize::from(self.rounds == 0)]);
        put(buf, layout.total_a);
        number(buf, totals.a);
        put(buf, layout.total_b);
        number(buf, totals.b);
        put(buf, layout.total_pot);
        number(buf, pot);
        if let Some(won) = sakkas {
            put(buf, layout.sakkas_a);
            number(buf, won.a);
            put(buf, layout.sakkas_b);
            number(buf, won.b);
            put(buf, layout.sakkas_end);
        }
        put(buf, layout.winner);
        serde_json::to_writer(&mut *buf, &winner)?;
        put(buf, layout.tail);
        self.hand_over(true)
    }
}

/// Writes a number as JSON does.
fn number(buf: &mut Bytes, n: i64) {
    belote_core::decimal::with_decimal(n, |text| buf.put(text.as_bytes()));
}

/// A step's sentence in `lang` as the text of a JSON string, escaped as `serde_json` escapes
/// it: written straight into `buf`, piece by piece, in any language, then looked over once
/// (all of it, which the compiler vectorizes) for a character JSON escapes — the engine's
/// sentences have none, and if one ever does, the sentence is written again through
/// `serde_json`.
fn json_text(buf: &mut Bytes, step: &Step, lang: Lang, digits: Digits) -> io::Result<()> {
    struct Raw<'a>(&'a mut Bytes);
    impl fmt::Write for Raw<'_> {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            self.0.put(s.as_bytes());
            Ok(())
        }
    }
    let start = buf.len();
    let _ = write_step_in(step, lang, digits, Sides::LETTERS, &mut Raw(buf));
    if escapes(&buf.as_slice()[start..]) {
        buf.truncate(start);
        let sentence = Sentence { step, lang, digits };
        let quoted = serde_json::to_vec(&sentence.to_string()).map_err(io::Error::from)?;
        buf.put(&quoted[1..quoted.len() - 1]);
    }
    Ok(())
}

/// Whether `bytes` have a byte JSON escapes in a string (below 0x20, `"` or `\\`): eight
/// at a time, as the native build's vector instructions do (the WebAssembly module has
/// none), the rest one by one.
fn escapes(bytes: &[u8]) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // The high bit of each byte of `w` that is zero, and maybe of bytes after one that is.
    let zero = |w: u64| w.wrapping_sub(ONES) & !w & HIGH;
    let mut words = bytes.chunks_exact(8);
    let mut found = 0;
    for word in &mut words {
        let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
        // Below 0x20: the byte minus 0x20 borrows and its own high bit is clear.
        let low = w.wrapping_sub(0x20 * ONES) & !w & HIGH;
        found |= low | zero(w ^ (u64::from(b'"') * ONES)) | zero(w ^ (u64::from(b'\\') * ONES));
    }
    found != 0
        || words
            .remainder()
            .iter()
            .any(|&b| b < 0x20 || b == b'"' || b == b'\\')
}

#[cfg(test)]
mod tests {
    use super::*;
    use belote_core::{score_str, ScoreSheet};

    #[test]
    fn escapes_are_found_wherever_they_are() {
        let slow = |bytes: &[u8]| bytes.iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\');
        let mut text: Vec<u8> =
            b"card points: A 116, B 46 - carr\xc3\xa9 \xc3\x97 2 ~ (belote)".to_vec();
        assert!(!escapes(&text));
        for at in 0..text.len() {
            for b in (0..=255u8).step_by(1) {
                let was = text[at];
                text[at] = b;
                for start in 0..9.min(text.len()) {
                    assert_eq!(
                        escapes(&text[start..]),
                        slow(&text[start..]),
                        "{b:#x} at {at}"
                    );
                }
                text[at] = was;
            }
        }
    }

    fn pieces(sheet: &ScoreSheet, format: Format) -> String {
        let mut w = SheetWriter::new(Vec::new(), format, Lang::En);
        w.begin(sheet.variant).unwrap();
        for r in &sheet.rounds {
            w.round(r).unwrap();
        }
        w.end(sheet.totals, sheet.pot, sheet.sakkas, sheet.winner)
            .unwrap();
        String::from_utf8(w.into_inner()).unwrap()
    }

    #[test]
    fn the_sheet_written_in_pieces_is_the_whole_sheet_serialized() {
        for file in [
            r#"{"variant": "classic", "rounds": []}"#,
            r#"{"variant": "classic", "options": {"target": 300}, "rounds": [
                {"taker": "A", "contract": "hearts", "points": {"A": 102}},
                {"taker": "B", "contract": "spades", "points": {"A": 81, "B": 81}},
                {"taker": "A", "contract": "clubs", "points": {"A": 90}, "belote": {"A": 1}}]}"#,
            r#"{"variant": "contree", "rounds": [{"taker": "B", "contract": "hearts", "bid": 80, "points": {"B": 100}, "double": "double"}]}"#,
            r#"{"variant": "baloot", "options": {"sakkas": 3}, "rounds": [
                {"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}},
                {"taker": "B", "contract": "sun", "points": {"B": 85}, "declarations": {"B": ["sira"]}},
                {"taker": "B", "contract": "spades", "double": "gahwa", "points": {"B": 100}},
                {"taker": "A", "contract": "clubs", "double": "gahwa", "points": {"A": 82}}]}"#,
            r#"{"variant": "baloot", "rounds": [{"taker": "A", "contract": "hokum", "score": {"A": 9, "B": 7}}]}"#,
        ] {
            let sheet = score_str(file).unwrap();
            assert_eq!(
                pieces(&sheet, Format::Pretty),
                serde_json::to_string_pretty(&sheet).unwrap() + "\n"
            );
            assert_eq!(
                pieces(&sheet, Format::Compact),
                serde_json::to_string(&sheet).unwrap() + "\n"
            );
            assert_eq!(pieces(&sheet, Format::Text), sheet.to_text());
        }
    }
}
