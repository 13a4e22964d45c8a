//! What the hub keeps of a published event besides its file: the event's line, its people
//! (named persons, each once), their results, and every complete table as a game — all read
//! from the event scored once by the app's own crate (`belote_event::ScoredEvent`), never a
//! second scoring route. Pure: no database.

use belote_core::Family;
use belote_event::names::{fold_name, is_unnamed, player_key};
use belote_event::{table_game, EntrantKind, Event, Outcome, ScoredEvent};
use serde_json::{json, Value};

/// A named person of the event: as first written there, with where it is written.
#[derive(Debug, Clone, PartialEq)]
pub struct Person {
    pub key: String,
    pub written: String,
    pub fold: String,
}

/// A person's result at the event (the entrant they belong to, its standings row).
#[derive(Debug, Clone, PartialEq)]
pub struct PersonResult {
    pub person: usize,
    pub entrant: u32,
    pub entrant_name: String,
    pub rank: u32,
    pub of: u32,
    pub points: i64,
    pub played: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// A complete table: its seats (persons, `None` for an unnamed seat) and who won.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRow {
    pub round: u32,
    pub table: u32,
    /// A's two seats, then B's.
    pub seats: [Option<usize>; 4],
    /// 1: side A won, 2: side B won, 0: a draw.
    pub outcome: i16,
}

/// A warning of a receipt: `{"at", "message"}`.
pub fn warning(at: impl Into<String>, message: impl Into<String>) -> Value {
    json!({ "at": at.into(), "message": message.into() })
}

/// Everything derived from one version of an event.
#[derive(Debug, Clone)]
pub struct Derived {
    pub name: String,
    pub date: String,
    pub variant: String,
    pub family: Family,
    pub entrants: i32,
    pub fold: String,
    pub people: Vec<Person>,
    pub results: Vec<PersonResult>,
    pub games: Vec<GameRow>,
    pub warnings: Vec<Value>,
}

/// Where each named seat of `event`'s definition is written, with its name: the players of an
/// event of players, the registered players of each team.
pub fn named_places(event: &Event) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (i, e) in event.def.entrants.iter().enumerate() {
        match event.def.kind {
            EntrantKind::Players => out.push((format!("definition.players[{i}]"), e.name.clone())),
            EntrantKind::Teams => {
                for (j, p) in e.players.iter().flatten().enumerate() {
                    out.push((format!("definition.teams[{i}].players[{j}]"), p.clone()));
                }
            }
        }
    }
    out
}

struct People {
    list: Vec<Person>,
    index: std::collections::HashMap<String, usize>,
}

impl People {
    /// The person called `name`, `None` for an unnamed seat.
    fn of(&mut self, name: &str) -> Option<usize> {
        if is_unnamed(name) {
            return None;
        }
        let key = player_key(name);
        if let Some(&i) = self.index.get(&key) {
            return Some(i);
        }
        self.list.push(Person {
            key: key.clone(),
            written: name.trim().to_string(),
            fold: fold_name(name),
        });
        self.index.insert(key, self.list.len() - 1);
        Some(self.list.len() - 1)
    }
}

/// The persons of a standings row: a team's registered players, a player, or a mêlée pair's
/// two players.
pub fn standing_people(event: &Event, s: &belote_event::Standing) -> Vec<String> {
    if let Some(players) = &s.players {
        return players.iter().map(|&p| event.def.name_of(p)).collect();
    }
    let Some(entrant) = event.def.entrant(s.entrant) else {
        return Vec::new();
    };
    match event.def.kind {
        EntrantKind::Players => vec![entrant.name.clone()],
        EntrantKind::Teams => entrant.players.clone().unwrap_or_default(),
    }
}

/// The people, results and games of `scored` (a final event).
pub fn derive(scored: &ScoredEvent) -> Derived {
    let event = &scored.event;
    let def = &event.def;
    let mut warnings = Vec::new();
    let mut people = People {
        list: Vec::new(),
        index: Default::default(),
    };
    for (i, e) in def.entrants.iter().enumerate() {
        match def.kind {
            EntrantKind::Players => {
                if is_unnamed(&e.name) {
                    warnings.push(warning(
                        format!("definition.players[{i}]"),
                        format!(
                            "{:?} is an unnamed seat's name: nobody is rated for it",
                            e.name
                        ),
                    ));
                }
                people.of(&e.name);
            }
            EntrantKind::Teams => match &e.players {
                None => warnings.push(warning(
                    format!("definition.teams[{i}].players"),
                    "a team registered without its players' names: nobody is rated for it",
                )),
                Some(players) => {
                    for (j, p) in players.iter().enumerate() {
                        if is_unnamed(p) {
                            warnings.push(warning(
                                format!("definition.teams[{i}].players[{j}]"),
                                format!("{p:?} is an unnamed seat's name: nobody is rated for it"),
                            ));
                        }
                        people.of(p);
                    }
                }
            },
        }
    }
    // Results: every entrant with a table or a bye, in standings order; a person listed with
    // two entrants keeps the first.
    let standings = scored.standings();
    let of = u32::try_from(standings.len()).unwrap_or(u32::MAX);
    let mut results: Vec<PersonResult> = Vec::new();
    for s in standings {
        if s.played + s.byes == 0 {
            continue;
        }
        let names = standing_people(event, s);
        for name in &names {
            let Some(person) = people.of(name) else {
                continue;
            };
            if results.iter().any(|r| r.person == person) {
                continue;
            }
            results.push(PersonResult {
                person,
                entrant: s.entrant,
                entrant_name: s.name.clone(),
                rank: s.rank,
                of,
                points: s.points,
                played: s.played,
                wins: s.wins,
                draws: s.draws,
                losses: s.losses,
            });
        }
    }
    let mut games = Vec::new();
    for round in &event.rounds {
        for table in &round.tables {
            let Some(score) = scored.scores.table(round.number, table.number) else {
                continue;
            };
            let Some(game) = table_game(event, round.number, table, score) else {
                continue;
            };
            let mut seat = |name: &str| people.of(name);
            let seats = [
                seat(&game.a.players[0]),
                seat(&game.a.players[1]),
                seat(&game.b.players[0]),
                seat(&game.b.players[1]),
            ];
            games.push(GameRow {
                round: round.number,
                table: table.number,
                seats,
                outcome: match game.outcome {
                    Outcome::A => 1,
                    Outcome::B => 2,
                    Outcome::Draw => 0,
                },
            });
        }
    }
    Derived {
        name: def.name.clone(),
        date: def.date.clone(),
        variant: def.variant.as_str().to_string(),
        family: def.variant.family(),
        entrants: i32::try_from(def.entrants.len()).unwrap_or(i32::MAX),
        fold: fold_name(&def.name),
        people: people.list,
        results,
        games,
        warnings,
    }
}

/// Whether `event` is final (EVENTS.md Seasons): every round drawn, every table of the last
/// one complete. Otherwise the refusal's `at` and message (HUB.md: `rounds`, "3 of 4 rounds
/// drawn", or the first incomplete table of the last round).
pub fn not_final(scored: &ScoredEvent) -> Option<(String, String)> {
    let event = &scored.event;
    if event.uses_stages() {
        // An event in stages has no `format.rounds`: it is final when its last stage is over.
        return (!scored.finished()).then(|| {
            (
                "rounds".to_string(),
                "the event is not final: its last stage is not over".to_string(),
            )
        });
    }
    let rounds = event.def.format.rounds as usize;
    if event.rounds.len() < rounds {
        return Some((
            "rounds".into(),
            format!(
                "the event is not final: {} of {rounds} rounds drawn",
                event.rounds.len()
            ),
        ));
    }
    let i = event.rounds.len().checked_sub(1)?;
    let last = &event.rounds[i];
    for (j, table) in last.tables.iter().enumerate() {
        let complete = scored
            .scores
            .table(last.number, table.number)
            .is_some_and(|s| s.complete);
        if !complete {
            return Some((
                format!("rounds[{i}].tables[{j}].deals"),
                format!(
                    "the event is not final: table {} of round {} is not complete",
                    table.number, last.number
                ),
            ));
        }
    }
    None
}
