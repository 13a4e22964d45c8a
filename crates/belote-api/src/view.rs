//! What the UI receives for a match: the stored facts, the engine's score sheet with each
//! round's explanation in the table's language, and the state of the table (whose deal, what
//! is left to play, the rules in force) — all from one scoring of the match.

use belote_core::{
    render_all_in, Digits, Lang, RoundResult, ScoreSheet, Sides, TableState, Team, TeamPoints,
    Verdict, Winner,
};
use belote_store::{Applied, ChangeKind, LastChange, MatchRecord, ScoredMatch};
use serde::Serialize;
use serde_json::Value;

/// The language a view is written in, and the digits of its numbers: a language code or a
/// locale as the UI sends it (`ar`, `nl-BE`), where BCP 47's extension for the numbering
/// system asks for Arabic-Indic digits (`ar-u-nu-arab`: see [`Digits`]); English, in Western
/// digits, when it names no language the product speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Locale {
    pub lang: Lang,
    pub digits: Digits,
}

impl Locale {
    /// The locale of a command's `lang` argument (see [`Locale`]).
    pub fn of(code: Option<&str>) -> Locale {
        let Some(code) = code else {
            return Locale::default();
        };
        Locale {
            lang: Lang::from_locale(code).unwrap_or_default(),
            digits: numbering(code).unwrap_or_default(),
        }
    }
}

impl From<Lang> for Locale {
    fn from(lang: Lang) -> Locale {
        Locale {
            lang,
            digits: Digits::default(),
        }
    }
}

/// The numbering system a BCP 47 tag asks for with its Unicode extension (`-u-nu-arab`,
/// `-u-ca-gregory-nu-latn`), when it asks for one the product writes.
fn numbering(tag: &str) -> Option<Digits> {
    let subtags: Vec<String> = tag.split(['-', '_']).map(str::to_ascii_lowercase).collect();
    let u = subtags.iter().position(|s| s == "u")?;
    // The extension's keys are two characters long, each followed by its values.
    let mut key = "";
    for subtag in subtags[u + 1..].iter().take_while(|s| s.len() > 1) {
        if subtag.len() == 2 {
            key = subtag;
        } else if key == "nu" {
            return Digits::parse(subtag);
        }
    }
    None
}

/// A round scored, as every screen shows it: its score, verdict and pot, and why, written in
/// the screen's language with the sides' names. A round of a match, of a past match reviewed,
/// or one previewed before it is saved. In a match of several games (Baloot's sakkas), the
/// game it belongs to and, for the round that ended one, who won it.
#[derive(Debug, Clone, Serialize)]
pub struct ExplainedRound {
    pub score: TeamPoints,
    pub verdict: Verdict,
    pub pot: i64,
    pub explanation: Vec<String>,
    /// The game (sakka) the round belongs to, from 1; left out but in a match of several.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakka: Option<u32>,
    /// The team that won the game this round ended; left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakka_winner: Option<Team>,
}

impl ExplainedRound {
    /// Round `r` of a score sheet, explained in `locale` with the sides called `names`.
    pub fn of(r: &RoundResult, locale: Locale, names: &Names) -> ExplainedRound {
        ExplainedRound {
            score: r.score,
            verdict: r.verdict,
            pot: r.pot,
            explanation: render_all_in(&r.explanation, locale.lang, locale.digits, names.sides()),
            sakka: r.sakka,
            sakka_winner: r.sakka_winner,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct RoundView {
    #[serde(flatten)]
    pub round: ExplainedRound,
    /// Running totals after this round.
    pub totals: TeamPoints,
    /// Seat of the dealer of this round.
    pub dealer: u8,
    /// The round as entered (a match file's round object).
    pub fact: Value,
}

/// What the UI calls a match's two sides — `{"A": "Nous", "B": "Eux"}`: each team's name, or
/// for a team without one the language's default name for it ([`Lang::default_sides`]), the
/// same names its explanations give the sides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Names {
    #[serde(rename = "A")]
    pub a: String,
    #[serde(rename = "B")]
    pub b: String,
}

impl From<Sides<'_>> for Names {
    fn from(sides: Sides<'_>) -> Names {
        Names {
            a: sides.a.to_string(),
            b: sides.b.to_string(),
        }
    }
}

impl Names {
    /// The sides' names of `record` in `lang`.
    pub fn of(record: &MatchRecord, lang: Lang) -> Names {
        let own = Sides::new(&record.teams.a.name, &record.teams.b.name);
        Names::from(own.or(lang.default_sides()))
    }

    /// The names as the explanations write them.
    pub fn sides(&self) -> Sides<'_> {
        Sides::new(&self.a, &self.b)
    }
}

/// A match as the UI shows it: its record, its rounds scored and explained, and the state of
/// its table (whose deal, totals, what is left to play, the house rules in force and what roem
/// is worth under them: see [`TableState`]), flattened into the same object.
#[derive(Debug, Clone, Serialize)]
pub struct MatchView {
    pub record: MatchRecord,
    /// The sides' names, as the scoreboard and the explanations call them.
    pub names: Names,
    pub rounds: Vec<RoundView>,
    #[serde(flatten)]
    pub table: TableState,
    /// What Undo on the scoreboard would revert — `{kind, index}`, index the round's for a
    /// change to one round — or `null` when there is nothing it would undo (the match's
    /// creation is never undone from its scoreboard).
    pub last_change: Option<LastChange>,
}

impl MatchView {
    /// The view of a match read from the history.
    pub fn of(scored: ScoredMatch, lang: Locale) -> MatchView {
        let ScoredMatch {
            record,
            sheet,
            table,
            last_change,
        } = scored;
        MatchView::build(record, &sheet, table, lang, last_change)
    }

    /// The view of a match right after a change to its rounds, from the change's own result.
    pub fn applied(applied: Applied, lang: Locale) -> MatchView {
        MatchView::build(
            applied.record,
            &applied.sheet,
            applied.table,
            lang,
            Some(applied.change),
        )
    }

    fn build(
        record: MatchRecord,
        sheet: &ScoreSheet,
        table: TableState,
        lang: Locale,
        last_change: Option<LastChange>,
    ) -> MatchView {
        let names = Names::of(&record, lang.lang);
        let rounds = sheet
            .rounds
            .iter()
            .zip(&table.by_round)
            .enumerate()
            .map(|(i, (r, at))| RoundView {
                round: ExplainedRound::of(r, lang, &names),
                totals: at.totals,
                dealer: at.dealer,
                fact: record.rounds.get(i).cloned().unwrap_or(Value::Null),
            })
            .collect();
        MatchView {
            record,
            names,
            rounds,
            table,
            last_change: last_change.filter(|c| c.kind != ChangeKind::Create),
        }
    }
}

/// A round scored before it is saved: its score and explanation, and the match's totals and
/// winner with it (and in a match of several games, the games each team has won with it).
#[derive(Debug, Clone, Serialize)]
pub struct Preview {
    #[serde(flatten)]
    pub round: ExplainedRound,
    pub totals: TeamPoints,
    pub winner: Option<Winner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakkas: Option<TeamPoints>,
}

impl Preview {
    /// Row `at` of `sheet` before it is saved, explained in `lang` with the sides called
    /// `names`: a match's round or an event table's deal.
    pub fn of(sheet: &ScoreSheet, at: usize, lang: Locale, names: &Names) -> Preview {
        Preview {
            round: ExplainedRound::of(&sheet.rounds[at], lang, names),
            totals: sheet.totals,
            winner: sheet.winner,
            sakkas: sheet.sakkas,
        }
    }
}

/// Puts `row` in place of row `index` when there is one, after the last otherwise (a row
/// previewed); answers where it is.
pub fn place(rows: &mut Vec<Value>, index: Option<usize>, row: Value) -> usize {
    match index {
        Some(i) if i < rows.len() => {
            rows[i] = row;
            i
        }
        _ => {
            rows.push(row);
            rows.len() - 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language_and_may_ask_for_arabic_indic_digits() {
        let of = |code| Locale::of(Some(code));
        assert_eq!(Locale::of(None), Locale::default());
        assert_eq!(of("ar"), Locale::from(Lang::Ar));
        assert_eq!(of("ar-SA").lang, Lang::Ar);
        assert_eq!(of("ar-u-nu-arab").digits, Digits::Arabic);
        assert_eq!(of("ar-SA-u-ca-gregory-nu-arab").digits, Digits::Arabic);
        assert_eq!(of("ar-u-nu-arab-ca-gregory").digits, Digits::Arabic);
        assert_eq!(
            of("ar-u-ca-nu").digits,
            Digits::Latin,
            "a calendar called nu, no digits"
        );
        assert_eq!(of("ar-u-nu-latn").digits, Digits::Latin);
        assert_eq!(
            of("ar-u-nu-thai").digits,
            Digits::Latin,
            "one the product does not write"
        );
        assert_eq!(
            of("ar-x-nu-arab").digits,
            Digits::Latin,
            "a private use, not the extension"
        );
        assert_eq!(
            of("fr-u-nu-arab"),
            Locale {
                lang: Lang::Fr,
                digits: Digits::Arabic
            }
        );
        assert_eq!(of("xx"), Locale::default());
    }
}
