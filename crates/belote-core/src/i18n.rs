//! Explanations and legal-play reasons in the product's languages, so the app shows "why this
//! score" in the table's language from the same steps the engine recorded. Each language is
//! one file beside the others — `en`, `fr`, `bg`, `hr` (Bela's players) and `nl`
//! (Klaverjas's) — and one value implementing `Language`, whose exhaustive `match`es
//! over the steps and reasons make a missing sentence a compile error; this module holds
//! only [`Lang`] and the dispatch to them.

mod bg;
mod en;
mod fr;
mod hr;
mod nl;
pub(crate) mod piece;

use crate::explain::{Part, Step};
use crate::model::RoemItem;
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
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::Bg, Lang::Hr, Lang::Nl];

    pub fn parse(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "bg" => Some(Lang::Bg),
            "hr" => Some(Lang::Hr),
            "nl" => Some(Lang::Nl),
            _ => None,
        }
    }

    /// The language of a locale as a system or a browser names it — `nl-BE`, `hr_HR.UTF-8`,
    /// `FR` — by its primary subtag; `None` for a language the product does not speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_', '.', '@']).next().unwrap_or("");
        Lang::parse(&primary.to_ascii_lowercase())
    }

    /// The code a setting or a command line uses: `en`, `fr`, `bg`, `hr`, `nl`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Bg => "bg",
            Lang::Hr => "hr",
            Lang::Nl => "nl",
        }
    }
}

/// A language: how it writes each step of an explanation and each reason of the rules of
/// play, piece by piece into any sink (no `String` of its own), and the words the lists
/// every language writes alike ([`piece`]) take from it.
pub(crate) trait Language {
    /// One step's sentence.
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step) -> fmt::Result;
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
}

/// Writes one step's sentence in `lang` into `f`.
pub fn write_step<W: Write + ?Sized>(step: &Step, lang: Lang, f: &mut W) -> fmt::Result {
    match lang {
        Lang::En => En.step(f, step),
        Lang::Fr => fr::Fr.step(f, step),
        Lang::Bg => bg::Bg.step(f, step),
        Lang::Hr => hr::Hr.step(f, step),
        Lang::Nl => nl::Nl.step(f, step),
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
    }
}

/// One step in `lang`.
pub fn render(step: &Step, lang: Lang) -> String {
    let mut out = String::new();
    let _ = write_step(step, lang, &mut out);
    out
}

/// A whole explanation in `lang`.
pub fn render_all(steps: &[Step], lang: Lang) -> Vec<String> {
    steps.iter().map(|s| render(s, lang)).collect()
}

/// Why a play is legal or not (the rule of play's answer) in `lang`.
pub fn render_why(why: &Why, lang: Lang) -> String {
    let mut out = String::new();
    let _ = write_why(why, lang, &mut out);
    out
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
                    let lines = render_all(&r.explanation, lang);
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
        let fr = render_all(&sheet.rounds[0].explanation, Lang::Fr).join("\n");
        assert!(fr.contains("dedans"), "{fr}");
        let bg = render_all(&sheet.rounds[1].explanation, Lang::Bg).join("\n");
        assert!(bg.contains("капо"), "{bg}");
        let bela = score_str(RICH[1]).unwrap();
        let hr = render_all(&bela.rounds[2].explanation, Lang::Hr).join("\n");
        assert!(hr.contains("štiglja: A je uzeo sve štihove, +90"), "{hr}");
        assert!(hr.contains("četiri devetke (150)"), "{hr}");
        let hr = render_all(&bela.rounds[3].explanation, Lang::Hr).join("\n");
        assert!(hr.contains("dva belota: ovaj je prvi po redu igre"), "{hr}");
        let klaverjas = score_str(RICH[3]).unwrap();
        let nl = render_all(&klaverjas.rounds[0].explanation, Lang::Nl).join("\n");
        assert!(
            nl.contains("roem voor B: 50 (vierkaart) + 20 (stuk"),
            "{nl}"
        );
        assert!(nl.contains("spelende partij A 105 < B 147: nat"), "{nl}");
        let nl = render_all(&klaverjas.rounds[2].explanation, Lang::Nl).join("\n");
        assert!(nl.contains("geen 100"), "{nl}");
    }

    /// Every reason of the rules of play reads whole in every language.
    #[test]
    fn every_legal_reason_renders_in_every_language() {
        use crate::trick::Reason as R;
        let reasons = [
            R::Lead,
            R::FollowSuit,
            R::FollowAndBeat,
            R::FollowCannotBeat,
            R::TrumpLedOvertrump,
            R::TrumpLedAnyTrump,
            R::CannotFollowAnyCard,
            R::PartnerWinning,
            R::NoTrumpInHand,
            R::MustTrump,
            R::MustOvertrump,
            R::MustUndertrump,
            R::MayDiscard,
            R::FollowTrumped,
            R::VoidMustTrump,
            R::VoidMustOvertrump,
            R::NoUndertrumping,
            R::OnlyLowerTrumps,
            R::PartnerTrumpMustBeat,
        ];
        for reason in reasons {
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
