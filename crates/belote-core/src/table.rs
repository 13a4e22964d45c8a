//! The state of a table: what players at a match need to know besides the scores — whose deal
//! each round was and whose deal is next, the running totals, how far each team is from the
//! target or how many deals are left, whether the game is over and who won, the house rules in
//! force (every option, defaults filled in), what each roem is worth under them and whether
//! declarations are played. Built once from a match and its score sheet, so every screen and
//! every client reads the rules from here and never works them out again.

use crate::engine::{score_match, ScoreSheet};
use crate::error::InputError;
use crate::model::{Match, RoemItem, Round, TeamPoints, Winner};
use crate::options::Options;
use crate::parse::parse_match;
use crate::rules::{Fact, GameLength};
use crate::variant::Variant;
use crate::variants::game;
use serde::Serialize;
use serde_json::{Map, Value};

/// One round as the table saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RoundState {
    /// Seat (0–3) of the round's dealer.
    pub dealer: u8,
    /// Running totals after this round (the pot excluded); in a match of several games
    /// (Baloot's sakkas), of the game the round belongs to.
    pub totals: TeamPoints,
}

/// A roem item and what it is worth under the match's options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RoemValue {
    /// Its name in a match file: `run3`, `stuk`, `four_J`.
    pub item: &'static str,
    pub points: i64,
}

/// The state of a table: a match (its facts and options, and its first dealer) read with its
/// score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableState {
    pub variant: Variant,
    /// Each round's dealer and the running totals after it.
    pub by_round: Vec<RoundState>,
    pub totals: TeamPoints,
    /// Points held in the pot (a tie waiting for the next round's winner).
    pub pot: i64,
    pub winner: Option<Winner>,
    /// Whether the engine has ended the game (no round can follow).
    pub over: bool,
    /// Seat of the next round's dealer.
    pub next_dealer: u8,
    /// What ends the game under the match's options: `{"target": n}` or `{"deals": n}`.
    pub length: GameLength,
    /// Points each team still needs to reach the target (0 once reached).
    pub to_target: TeamPoints,
    /// Deals still to play in a game of a number of deals; `None` in a game to a target.
    pub deals_left: Option<i64>,
    /// Every house rule of the match with its value, defaults filled in.
    pub options: Map<String, Value>,
    /// The roem a round may list, with its points under these options (items that are no
    /// roem under them left out); empty in a variant without roem.
    pub roem: Vec<RoemValue>,
    /// Whether declarations are played: the variant records them and the house rules allow
    /// them (a contract may still rule them out).
    pub declarations: bool,
    /// In a match of several games (Baloot's sakkas): the games each team has won so far
    /// (`totals` are then those of the game being played); left out otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sakkas: Option<TeamPoints>,
}

impl TableState {
    /// The state of the table of match `m`, first dealt by seat `first_dealer`, whose score
    /// sheet is `sheet` (`score_match(m)`).
    pub fn new(m: &Match, first_dealer: u8, sheet: &ScoreSheet) -> TableState {
        TableState::of(&m.options, &m.rounds, first_dealer, sheet)
    }

    /// The state of a table whose `rounds`, played under `options` (of their variant) and
    /// first dealt by seat `first_dealer`, were scored into `sheet`: the same as
    /// [`TableState::new`] for a match of those rounds, for a caller that scored them round by
    /// round itself (an event's table).
    pub fn of(
        options: &Options,
        rounds: &[Round],
        first_dealer: u8,
        sheet: &ScoreSheet,
    ) -> TableState {
        let variant = options.variant();
        let game = game(variant);
        let facts = game.facts();
        let mut running = TeamPoints::default();
        let mut sakka = None;
        let by_round: Vec<RoundState> = sheet
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| {
                if r.sakka != sakka {
                    // The next game of a match of several starts at 0 : 0.
                    running = TeamPoints::default();
                    sakka = r.sakka;
                }
                running.a += r.score.a;
                running.b += r.score.b;
                // The round's own dealer if given, else the deal passes one seat in the order
                // of play each round from the first dealer.
                let dealer = rounds
                    .get(i)
                    .and_then(|round| round.dealer)
                    .unwrap_or(((usize::from(first_dealer) + i) % 4) as u8)
                    % 4;
                RoundState {
                    dealer,
                    totals: running,
                }
            })
            .collect();
        let next_dealer = match by_round.last() {
            Some(last) => (last.dealer + 1) % 4,
            None => first_dealer % 4,
        };
        let length = game.length(options);
        let target = options.target();
        let deals_left = match length {
            GameLength::Deals(n) => Some((n - by_round.len() as i64).max(0)),
            GameLength::Target(_) => None,
        };
        let roem = if facts.records(Fact::Roem) {
            RoemItem::ALL
                .iter()
                .filter_map(|&item| {
                    let points = game.roem_value(item, options)?;
                    Some(RoemValue {
                        item: item.name(),
                        points,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let declarations = facts.records(Fact::Declarations)
            && facts
                .declarations_option
                .is_none_or(|key| options.flag(key));
        TableState {
            variant,
            by_round,
            totals: sheet.totals,
            pot: sheet.pot,
            winner: sheet.winner,
            over: sheet.winner.is_some(),
            next_dealer,
            length,
            to_target: TeamPoints::new(
                (target - sheet.totals.a).max(0),
                (target - sheet.totals.b).max(0),
            ),
            deals_left,
            options: options.to_json(),
            roem,
            declarations,
            sakkas: sheet.sakkas,
        }
    }
}

/// Reads and scores a match file (docs/match-files.md), first dealt by `first_dealer`: its score sheet
/// and the state of its table, from one scoring.
pub fn score_table(
    match_file: &Value,
    first_dealer: u8,
) -> Result<(ScoreSheet, TableState), InputError> {
    let m = parse_match(match_file)?;
    let sheet = score_match(&m)?;
    let table = TableState::new(&m, first_dealer, &sheet);
    Ok((sheet, table))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn table(file: Value, first_dealer: u8) -> TableState {
        score_table(&file, first_dealer).unwrap().1
    }

    #[test]
    fn the_deal_passes_round_the_table_unless_a_round_names_its_dealer() {
        let t = table(
            json!({"variant": "classic", "rounds": [
                {"taker": "A", "contract": "hearts", "points": {"A": 102}},
                {"taker": "B", "contract": "spades", "points": {"B": 90}, "dealer": 0},
                {"taker": "A", "contract": "clubs", "points": {"A": 100}},
            ]}),
            3,
        );
        let dealers: Vec<u8> = t.by_round.iter().map(|r| r.dealer).collect();
        assert_eq!(dealers, [3, 0, 1]);
        assert_eq!(t.next_dealer, 2);
        assert_eq!(t.by_round[0].totals, TeamPoints::new(102, 60));
        assert_eq!(t.by_round[1].totals, TeamPoints::new(174, 150));
        assert_eq!(t.totals, t.by_round[2].totals);
        assert_eq!(t.to_target, TeamPoints::new(501 - 274, 501 - 212));
        assert_eq!(t.length, GameLength::Target(501));
        assert_eq!(t.deals_left, None);
        assert!(!t.over);
        let empty = table(json!({"variant": "bulgarian", "rounds": []}), 2);
        assert_eq!(empty.next_dealer, 2);
        assert_eq!(empty.to_target, TeamPoints::new(151, 151));
    }

    #[test]
    fn a_game_won_is_over_with_nothing_left_to_reach() {
        let t = table(
            json!({"variant": "classic", "options": {"target": 200}, "rounds": [
                {"taker": "A", "contract": "hearts", "capot": "A"},
            ]}),
            0,
        );
        assert!(t.over);
        assert_eq!(t.winner, Some(Winner::A));
        assert_eq!(t.to_target, TeamPoints::new(0, 200));
    }

    #[test]
    fn klaverjas_counts_deals_left_and_values_roem_under_its_options() {
        let t = table(
            json!({"variant": "klaverjas", "options": {"system": "rotterdam"}, "rounds": [
                {"taker": "A", "contract": "hearts", "points": {"A": 85}},
            ]}),
            0,
        );
        assert_eq!(t.length, GameLength::Deals(16));
        assert_eq!(t.deals_left, Some(15));
        // Rotterdam: every four of a kind is 100, and the default follows the system.
        assert_eq!(t.options["system"], json!("rotterdam"));
        assert_eq!(t.options["four_of_a_kind"], json!("all_100"));
        let four_j = t.roem.iter().find(|r| r.item == "four_J").unwrap();
        assert_eq!(four_j.points, 100);
        let amsterdam = table(json!({"variant": "klaverjas", "rounds": []}), 0);
        let four_j = amsterdam.roem.iter().find(|r| r.item == "four_J").unwrap();
        assert_eq!(four_j.points, 200);
        assert!(!t.declarations, "klaverjas has roem, not declarations");
    }

    #[test]
    fn declarations_follow_the_house_rule_that_allows_them() {
        let on = table(json!({"variant": "classic", "rounds": []}), 0);
        assert!(on.declarations);
        assert!(on.roem.is_empty());
        assert_eq!(
            game(Variant::Classic).facts().declarations_option,
            Some("announces")
        );
        let off = table(
            json!({"variant": "classic", "options": {"announces": false}, "rounds": []}),
            0,
        );
        assert!(!off.declarations);
    }

    #[test]
    fn a_match_of_sakkas_counts_each_sakka_from_zero() {
        let t = table(
            json!({"variant": "baloot", "options": {"sakkas": 3}, "rounds": [
                {"taker": "A", "contract": "hearts", "double": "gahwa", "points": {"A": 90}},
                {"taker": "B", "contract": "sun", "points": {"B": 85}},
            ]}),
            0,
        );
        assert_eq!(t.by_round[0].totals, TeamPoints::new(152, 0));
        assert_eq!(t.by_round[1].totals, TeamPoints::new(9, 17));
        assert_eq!(t.totals, TeamPoints::new(9, 17));
        assert_eq!(t.to_target, TeamPoints::new(143, 135));
        assert_eq!(t.sakkas, Some(TeamPoints::new(1, 0)));
        assert!(!t.over);
        let v = serde_json::to_value(&t).unwrap();
        assert_eq!(v["sakkas"], json!({"A": 1, "B": 0}));
        let one = table(json!({"variant": "baloot", "rounds": []}), 0);
        let v = serde_json::to_value(&one).unwrap();
        assert!(
            v.get("sakkas").is_none(),
            "a single sakka says nothing of sakkas"
        );
    }

    #[test]
    fn it_serializes_for_the_app() {
        let t = table(json!({"variant": "classic", "rounds": []}), 1);
        let v = serde_json::to_value(&t).unwrap();
        assert_eq!(v["length"], json!({"target": 501}));
        assert_eq!(v["to_target"], json!({"A": 501, "B": 501}));
        assert_eq!(v["deals_left"], Value::Null);
        assert_eq!(v["next_dealer"], 1);
        assert_eq!(v["options"]["target"], 501);
    }
}
