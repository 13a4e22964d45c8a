//! The product's languages: explanations, legal-play reasons and the game's words, so the app
//! shows "why this score" in the table's language from the same steps the engine recorded, and
//! names every thing of the game as the explanations do. Each language is one folder beside the
//! others — `en`, `fr`, `bg`, `hr` (Bela's players), `nl` (Klaverjas's) and `ar` (Baloot's,
//! right to left) — and one value implementing `Language` (sentences) and [`Words`](words)
//! (names), whose exhaustive `match`es make a missing sentence or word a compile error; this
//! module holds only [`Lang`], [`Digits`] and the dispatch to them.
//!
//! Adding a language: its folder here (copy `en/` — `mod.rs` its sentences, `words.rs` its
//! words — and translate every string), its member in [`Lang`] with its code, and its line in
//! each `match lang` below — the compiler points at each; the UI adds its screens' catalogue
//! (`ui/js/lang/`).

mod ar;
mod bg;
mod en;
mod fr;
mod hr;
mod nl;
pub(crate) mod piece;
pub mod words;

use crate::explain::{Part, ProjectNote, Step};
use crate::model::{RoemItem, Team};
use crate::trick::Why;
use piece::Decl;
use serde::{Deserialize, Serialize};
use std::fmt::{self, Write};

pub(crate) use en::En;

/// The languages of the product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    Bg,
    /// Croatian, for Bela's players.
    Hr,
    /// Dutch, for Klaverjas's players.
    Nl,
    /// Arabic, for Saudi Baloot's players; written right to left.
    Ar,
}

/// How a language that has a choice writes its numbers: Arabic in Western digits (0–9, the
/// default: the score sheet's numbers and its JSON are in them) or in Arabic-Indic ones
/// (٠–٩). Every other language writes Western digits whatever this says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Digits {
    /// 0–9 (CLDR's `latn`).
    #[default]
    Latin,
    /// ٠–٩ (CLDR's `arab`).
    Arabic,
}

impl Digits {
    pub const ALL: [Digits; 2] = [Digits::Latin, Digits::Arabic];

    /// The name a setting or a command line uses: `latn` or `arab`, as CLDR names them.
    pub fn code(self) -> &'static str {
        match self {
            Digits::Latin => "latn",
            Digits::Arabic => "arab",
        }
    }

    pub fn parse(s: &str) -> Option<Digits> {
        Digits::ALL.into_iter().find(|d| d.code() == s)
    }
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Fr, Lang::Bg, Lang::Hr, Lang::Nl, Lang::Ar];

    pub fn parse(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "bg" => Some(Lang::Bg),
            "hr" => Some(Lang::Hr),
            "nl" => Some(Lang::Nl),
            "ar" => Some(Lang::Ar),
            _ => None,
        }
    }

    /// The language of a locale as a system or a browser names it — `nl-BE`, `hr_HR.UTF-8`,
    /// `FR` — by its primary subtag; `None` for a language the product does not speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_', '.', '@']).next().unwrap_or("");
        Lang::parse(&primary.to_ascii_lowercase())
    }

    /// The code a setting or a command line uses: `en`, `fr`, `bg`, `hr`, `nl`, `ar`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Bg => "bg",
            Lang::Hr => "hr",
            Lang::Nl => "nl",
            Lang::Ar => "ar",
        }
    }

    /// Whether the language is written right to left.
    pub fn rtl(self) -> bool {
        match self {
            Lang::Ar => true,
            Lang::En | Lang::Fr | Lang::Bg | Lang::Hr | Lang::Nl => false,
        }
    }

    /// What a side is called in this language when it has no name of its own — `Us` and
    /// `Them`, `Nous` and `Eux` — as a new match's teams are named and every explanation of a
    /// match whose team has no name calls it.
    pub fn default_sides(self) -> Sides<'static> {
        let side = |team| match self {
            Lang::En => En.default_side(team),
            Lang::Fr => fr::Fr.default_side(team),
            Lang::Bg => bg::Bg.default_side(team),
            Lang::Hr => hr::Hr.default_side(team),
            Lang::Nl => nl::Nl.default_side(team),
            Lang::Ar => ar::Ar {
                digits: Digits::Latin,
            }
            .default_side(team),
        };
        Sides {
            a: side(Team::A),
            b: side(Team::B),
        }
    }
}

/// What the sentences call the two sides: `A` and `B` in `belote score`'s output, the names
/// the players know them by in the app — the match's team names ("Nous", "Eux") or an event
/// table's ("Les Cochons", "Duo 2").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sides<'a> {
    pub a: &'a str,
    pub b: &'a str,
}

impl Sides<'static> {
    /// `A` and `B`, as `belote score` writes them.
    pub const LETTERS: Sides<'static> = Sides { a: "A", b: "B" };
}

impl<'a> Sides<'a> {
    pub fn new(a: &'a str, b: &'a str) -> Sides<'a> {
        Sides { a, b }
    }

    /// The name of `team`'s side.
    #[inline(always)]
    pub fn name(&self, team: Team) -> &'a str {
        match team {
            Team::A => self.a,
            Team::B => self.b,
        }
    }

    /// Each side's own name, or where it has none (empty or blank), the other's default.
    pub fn or(self, defaults: Sides<'a>) -> Sides<'a> {
        let pick = |own: &'a str, default: &'a str| {
            if own.trim().is_empty() {
                default
            } else {
                own
            }
        };
        Sides {
            a: pick(self.a, defaults.a),
            b: pick(self.b, defaults.b),
        }
    }
}

impl Default for Sides<'static> {
    fn default() -> Self {
        Sides::LETTERS
    }
}

/// A language: how it writes each step of an explanation and each reason of the rules of
/// play, piece by piece into any sink (no `String` of its own), and the words the lists
/// every language writes alike ([`piece`]) take from it.
pub(crate) trait Language {
    /// One step's sentence, each side called by its name in `sides`.
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result;
    /// A side's name when it has none of its own: "Us", "Them".
    fn default_side(&self, team: Team) -> &'static str;
    /// Why these cards are the legal ones.
    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result;
    /// A part of a team's score, in a sum: "card points".
    fn part(&self, part: Part) -> &'static str;
    /// A declaration, before its points: "tierce to the K of hearts".
    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result;
    /// A Bela zvanje, before its points: "four kings"; a belot (which has none) whole.
    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result;
    /// A Klaverjas roem item: "stuk, trump K and Q".
    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result;
    /// A Baloot project, before its points: "sira", "hundred: four kings".
    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result;
}

/// The game's words in `lang`.
pub(crate) fn words(lang: Lang) -> &'static dyn words::Words {
    match lang {
        Lang::En => &En,
        Lang::Fr => &fr::Fr,
        Lang::Bg => &bg::Bg,
        Lang::Hr => &hr::Hr,
        Lang::Nl => &nl::Nl,
        Lang::Ar => &AR,
    }
}

/// The notes on the games (house rules' summaries, rules in brief) in `lang`.
pub(crate) fn notes(lang: Lang) -> &'static dyn words::Notes {
    match lang {
        Lang::En => &En,
        Lang::Fr => &fr::Fr,
        Lang::Bg => &bg::Bg,
        Lang::Hr => &hr::Hr,
        Lang::Nl => &nl::Nl,
        Lang::Ar => &AR,
    }
}

/// Arabic with its default digits, for its words (which hold no numbers but the text sheet's
/// pot, written in Western digits like the sheet's columns).
static AR: ar::Ar = ar::Ar {
    digits: Digits::Latin,
};

/// Writes one step's sentence in `lang` into `f`, the sides called as `sides` says.
pub fn write_step<W: Write + ?Sized>(
    step: &Step,
    lang: Lang,
    sides: Sides<'_>,
    f: &mut W,
) -> fmt::Result {
    write_step_in(step, lang, Digits::Latin, sides, f)
}

/// Writes one step's sentence in `lang`, its numbers in `digits`, into `f`.
pub fn write_step_in<W: Write + ?Sized>(
    step: &Step,
    lang: Lang,
    digits: Digits,
    sides: Sides<'_>,
    f: &mut W,
) -> fmt::Result {
    match lang {
        Lang::En => En.step(f, step, sides),
        Lang::Fr => fr::Fr.step(f, step, sides),
        Lang::Bg => bg::Bg.step(f, step, sides),
        Lang::Hr => hr::Hr.step(f, step, sides),
        Lang::Nl => nl::Nl.step(f, step, sides),
        Lang::Ar => ar::Ar { digits }.step(f, step, sides),
    }
}

/// Writes why a play is legal or not (the rule of play's answer) in `lang` into `f`.
pub fn write_why<W: Write + ?Sized>(why: &Why, lang: Lang, f: &mut W) -> fmt::Result {
    match lang {
        Lang::En => En.why(f, why),
        Lang::Fr => fr::Fr.why(f, why),
        Lang::Bg => bg::Bg.why(f, why),
        Lang::Hr => hr::Hr.why(f, why),
        Lang::Nl => nl::Nl.why(f, why),
        Lang::Ar => ar::Ar {
            digits: Digits::Latin,
        }
        .why(f, why),
    }
}

/// One step in `lang`, the sides called as `sides` says.
pub fn render(step: &Step, lang: Lang, sides: Sides<'_>) -> String {
    let mut out = String::new();
    let _ = write_step(step, lang, sides, &mut out);
    out
}

/// A whole explanation in `lang`, the sides called as `sides` says (`Sides::LETTERS`: `A` and
/// `B`, as `belote score` writes them).
pub fn render_all(steps: &[Step], lang: Lang, sides: Sides<'_>) -> Vec<String> {
    steps.iter().map(|s| render(s, lang, sides)).collect()
}

/// A whole explanation in `lang` with its numbers in `digits`.
pub fn render_all_in(steps: &[Step], lang: Lang, digits: Digits, sides: Sides<'_>) -> Vec<String> {
    steps
        .iter()
        .map(|s| {
            let mut out = String::new();
            let _ = write_step_in(s, lang, digits, sides, &mut out);
            out
        })
        .collect()
}

/// Why a play is legal or not (the rule of play's answer) in `lang`.
pub fn render_why(why: &Why, lang: Lang) -> String {
    let mut out = String::new();
    let _ = write_why(why, lang, &mut out);
    out
}

/// How a list's last two items are joined: "J, 9, A, 10, K and Q", "a, b or c".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joint {
    And,
    Or,
}

/// `items` as a list is written in `lang`: in English "J, 9, A, 10, K and Q", in French
/// "as, roi et dame", in Arabic "أ، ب وج".
pub fn list(lang: Lang, items: &[&str], joint: Joint) -> String {
    let (between, last) = words(lang).list_joints(joint);
    crate::listing::join(items, between, last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Card, Rank, Suit};
    use crate::score_str;

    /// Rounds that between them record every kind of step of every variant.
    const RICH: &[&str] = &[
        r#"{"variant":"classic","rounds":[
          {"taker":"A","contract":"hearts","points":{"A":81},"belote":{"B":1}},
          {"taker":"B","contract":"spades","capot":"A","declarations":{"A":[{"type":"carre","rank":"J"}]}}]}"#,
        r#"{"variant":"bela","options":{"litige":"hold","belote_on_inside":"holder","target":2000},"rounds":[
          {"taker":"A","contract":"hearts","points":{"A":86},"belote":{"A":1},"declarations":{
            "A":[{"type":"sequence","length":3,"top":"9","suit":"C"}],
            "B":[{"type":"sequence","length":4,"top":"A","suit":"S"},{"type":"sequence","length":6,"top":"K","suit":"D"}]}},
          {"taker":"A","contract":"hearts","points":{"A":71},"declarations":{"A":[{"type":"sequence","length":3,"top":"K","suit":"S"}]}},
          {"taker":"B","contract":"spades","capot":"A","belote":{"B":1},"declarations":{"B":[{"type":"carre","rank":"9"}]}},
          {"taker":"A","contract":"clubs","dealer":0,"declarations":{
            "A":[{"type":"sequence","length":8,"top":"A","suit":"H","seat":0}],
            "B":[{"type":"sequence","length":8,"top":"A","suit":"D","seat":1}]}}]}"#,
        r#"{"variant":"bela","options":{"capot_declarations":"void"},"rounds":[
          {"taker":"A","contract":"hearts","capot":"B","declarations":{"A":[{"type":"sequence","length":3,"top":"K","suit":"S"}]}},
          {"taker":"A","contract":"hearts","points":{"A":100},"declarations":{
            "A":[{"type":"carre","rank":"A"}],"B":[{"type":"carre","rank":"K"}]}}]}"#,
        r#"{"variant":"klaverjas","options":{"defenders_pit":false,"deals":3},"rounds":[
          {"taker":"A","contract":"hearts","points":{"A":85},"roem":{"A":20,"B":["run4","stuk"]}},
          {"taker":"B","contract":"spades","capot":"B","roem":{"B":["run3","four_J","four_T"]}},
          {"taker":"A","contract":"clubs","capot":"B"}]}"#,
    ];

    #[test]
    fn every_step_of_a_rich_match_renders_in_every_language() {
        for file in RICH {
            let sheet = score_str(file).unwrap();
            for r in &sheet.rounds {
                for lang in Lang::ALL {
                    let lines = render_all(&r.explanation, lang, Sides::LETTERS);
                    assert_eq!(lines.len(), r.explanation.len());
                    for line in &lines {
                        assert!(!line.is_empty());
                        assert!(
                            !line.contains('{') && !line.contains('}'),
                            "{lang:?}: a placeholder is left in {line:?}"
                        );
                    }
                }
            }
        }
        let sheet = score_str(RICH[0]).unwrap();
        let fr = render_all(&sheet.rounds[0].explanation, Lang::Fr, Sides::LETTERS).join("\n");
        assert!(fr.contains("dedans"), "{fr}");
        let bg = render_all(&sheet.rounds[1].explanation, Lang::Bg, Sides::LETTERS).join("\n");
        assert!(bg.contains("капо"), "{bg}");
        let bela = score_str(RICH[1]).unwrap();
        let hr = render_all(&bela.rounds[2].explanation, Lang::Hr, Sides::LETTERS).join("\n");
        assert!(hr.contains("štiglja: A je uzeo sve štihove, +90"), "{hr}");
        assert!(hr.contains("četiri devetke (150)"), "{hr}");
        let hr = render_all(&bela.rounds[3].explanation, Lang::Hr, Sides::LETTERS).join("\n");
        assert!(hr.contains("dva belota: ovaj je prvi po redu igre"), "{hr}");
        let klaverjas = score_str(RICH[3]).unwrap();
        let nl = render_all(&klaverjas.rounds[0].explanation, Lang::Nl, Sides::LETTERS).join("\n");
        assert!(
            nl.contains("roem voor B: 50 (vierkaart) + 20 (stuk"),
            "{nl}"
        );
        assert!(nl.contains("spelende partij A 105 < B 147: nat"), "{nl}");
        let nl = render_all(&klaverjas.rounds[2].explanation, Lang::Nl, Sides::LETTERS).join("\n");
        assert!(nl.contains("geen 100"), "{nl}");
    }

    /// The sides are called by the names given, in every sentence and every language; with
    /// `A` and `B` the sentences are `belote score`'s.
    #[test]
    fn explanations_name_the_sides() {
        let (us, them) = ("Les Cochons", "Duo 2");
        for file in RICH {
            let sheet = score_str(file).unwrap();
            for r in &sheet.rounds {
                for lang in Lang::ALL {
                    let letters = render_all(&r.explanation, lang, Sides::LETTERS);
                    let named = render_all(&r.explanation, lang, Sides::new(us, them));
                    let english: Vec<String> =
                        r.explanation.iter().map(|s| s.to_string()).collect();
                    if lang == Lang::En {
                        assert_eq!(letters, english);
                    }
                    for (n, l) in named.iter().zip(&letters) {
                        assert_eq!(&n.replace(us, "A").replace(them, "B"), l);
                    }
                }
            }
        }
        let sheet = score_str(
            r#"{"variant":"classic","rounds":[{"taker":"A","contract":"hearts","points":{"A":102}}]}"#,
        )
        .unwrap();
        let steps = &sheet.rounds[0].explanation;
        let nous = Lang::Fr.default_sides();
        let fr = render_all(steps, Lang::Fr, nous).join("\n");
        assert!(fr.contains("points de cartes : Nous 102, Eux 60"), "{fr}");
        assert!(
            fr.contains("preneurs Nous 102 > défense Eux 60 : contrat rempli"),
            "{fr}"
        );
        let en = render_all(steps, Lang::En, Sides::new(us, them)).join("\n");
        assert!(
            en.contains("takers Les Cochons 102 > defenders Duo 2 60: made"),
            "{en}"
        );
        assert!(!en.contains(" A ") && !en.contains(" B "), "{en}");
    }

    #[test]
    fn every_language_has_its_own_names_for_sides_without_one() {
        let names: Vec<Sides> = Lang::ALL.iter().map(|l| l.default_sides()).collect();
        assert_eq!(Lang::En.default_sides(), Sides::new("Us", "Them"));
        assert_eq!(Lang::Fr.default_sides(), Sides::new("Nous", "Eux"));
        for (lang, n) in Lang::ALL.iter().zip(&names) {
            assert!(!n.a.is_empty() && !n.b.is_empty() && n.a != n.b, "{lang:?}");
        }
        let d = Lang::Nl.default_sides();
        assert_eq!(Sides::new("", "  ").or(d), d);
        assert_eq!(Sides::new("Ana", "").or(d), Sides::new("Ana", "Zij"));
    }

    /// Every reason of the rules of play reads whole in every language.
    #[test]
    fn every_legal_reason_renders_in_every_language() {
        for reason in crate::trick::Reason::ALL {
            let why = Why {
                reason,
                led: Some(Suit::Hearts),
                best: Some(Card::new(Rank::Jack, Suit::Spades)),
            };
            let mut seen = std::collections::HashSet::new();
            for lang in Lang::ALL {
                let text = render_why(&why, lang);
                assert!(!text.is_empty() && !text.contains('{'), "{lang:?} {text}");
                assert!(seen.insert(text), "{lang:?} repeats another language");
            }
        }
    }

    #[test]
    fn languages_read_back_from_their_codes() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::from_locale("nl-BE"), Some(Lang::Nl));
        assert_eq!(Lang::from_locale("hr_HR.UTF-8"), Some(Lang::Hr));
        assert_eq!(Lang::from_locale("FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("de-DE"), None);
        assert_eq!(Lang::from_locale(""), None);
    }
}
