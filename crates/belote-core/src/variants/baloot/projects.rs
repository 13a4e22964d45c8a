//! Baloot's projects (مشاريع): what each is (a sira, a fifty, a hundred, four hundred) and
//! worth, what cards a hand can show at once, and the contest — only the team holding the
//! single best project scores projects, and then all of its own (BALOOT.md A.3).
//!
//! A project is given by its cards (FORMAT's sequence or carré object) or by its kind alone
//! (`"sira"`, as a score sheet writes it). A kind alone is enough to score it; the contest
//! between two equal kinds needs the cards (top card, suit, seat), and its absence is bad
//! input that says so.

use super::super::common::order_of_play;
use crate::card::{Card, Contract, Rank, Suit};
use crate::error::InputError;
use crate::explain::{DeclReason, ProjectNote, Step, Steps, Track};
use crate::model::{Declaration, ProjectKind, Round, Team};
use crate::parse::base::{err, At};

type Res<T> = Result<T, InputError>;

/// Whether the deal is a Sun (no trumps; `no_trumps` as the engine may hold it) rather than
/// a Hokum.
pub fn is_sun(contract: Contract) -> bool {
    !contract.has_trumps()
}

/// The ranks a four of a kind may have, strongest first: A (400 in Sun, 100 in Hokum), K, Q,
/// J, 10 (100). Four 9s, 8s or 7s are nothing.
pub const CARRE_RANKS: [Rank; 5] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten];

/// What a declaration is as a Baloot project in `contract`, or why it is none.
pub fn kind_of(d: &Declaration, contract: Contract) -> Result<ProjectKind, String> {
    let sun = is_sun(contract);
    match *d {
        Declaration::Sequence { length, .. } => match length {
            3 => Ok(ProjectKind::Sira),
            4 => Ok(ProjectKind::Fifty),
            5..=8 => Ok(ProjectKind::Hundred),
            n => Err(format!("a run of {n} cards is no project: 3 to 8")),
        },
        Declaration::Carre {
            rank: Rank::Ace, ..
        } if sun => Ok(ProjectKind::FourHundred),
        Declaration::Carre { rank, .. } if CARRE_RANKS.contains(&rank) => Ok(ProjectKind::Hundred),
        Declaration::Carre { rank, .. } => Err(format!(
            "four {}s are no project: only aces, kings, queens, jacks and tens count",
            rank.label()
        )),
        Declaration::Project {
            kind: ProjectKind::FourHundred,
        } if !sun => {
            Err("there is no four hundred in Hokum: four aces are a \"hundred\" there".to_string())
        }
        Declaration::Project { kind } => Ok(kind),
    }
}

/// Game points of a project: Sun 4, 10, 20, 40 (its abnat doubled, ÷ 10); Hokum 2, 5, 10.
pub fn game_points(kind: ProjectKind, sun: bool) -> i64 {
    match (kind, sun) {
        (ProjectKind::Sira, true) => 4,
        (ProjectKind::Fifty, true) => 10,
        (ProjectKind::Hundred, true) => 20,
        (ProjectKind::FourHundred, true) => 40,
        (ProjectKind::Sira, false) => 2,
        (ProjectKind::Fifty, false) => 5,
        (ProjectKind::Hundred | ProjectKind::FourHundred, false) => 10,
    }
}

/// A project's raw abnat, as they weigh in an abnat count: 20, 50, 100, 200.
pub fn raw_abnat(kind: ProjectKind) -> i64 {
    match kind {
        ProjectKind::Sira => 20,
        ProjectKind::Fifty => 50,
        ProjectKind::Hundred => 100,
        ProjectKind::FourHundred => 200,
    }
}

/// How many cards a project shows: a run its length, a four 4; a kind alone its fewest.
pub fn cards_shown(d: &Declaration) -> u32 {
    match *d {
        Declaration::Sequence { length, .. } => u32::from(length),
        Declaration::Carre { .. } => 4,
        Declaration::Project { kind } => u32::from(kind.fewest_cards()),
    }
}

/// A project as the explanation shows it.
pub fn note(d: &Declaration, kind: ProjectKind, sun: bool) -> ProjectNote {
    let (length, rank, suit) = match *d {
        Declaration::Sequence {
            length, top, suit, ..
        } => (Some(length), Some(top.label()), Some(suit.letter())),
        Declaration::Carre { rank, .. } => (None, Some(rank.label()), None),
        Declaration::Project { .. } => (None, None, None),
    };
    ProjectNote {
        kind,
        length,
        rank,
        suit,
        points: game_points(kind, sun),
    }
}

/// The path of a team's `j`-th project in the round at `at`.
fn item_at(at: At, team: Team, j: usize) -> String {
    format!("{at}.declarations.{team}[{j}]")
}

/// The checks of BALOOT.md B.5 on what the hands can show: at most two projects a player and
/// four a team, eight cards a player and sixteen a team, one set of aces, each card in one
/// project, and no four K or Q — nor a trump run through them — for the team that does not
/// hold the Baloot. The kinds are known to be projects of the contract (`kind_of`).
pub fn check_cards(round: &Round, at: At) -> Res<()> {
    let sun = is_sun(round.contract);
    let mut seen: Vec<(Card, Team, usize)> = Vec::new();
    let mut four_hundred: Option<(Team, usize)> = None;
    for team in Team::BOTH {
        let list = round.declarations_of(team);
        let mut per_seat = [(0u32, 0u32); 4];
        let mut team_cards = 0u32;
        for (j, d) in list.iter().enumerate() {
            let here = || item_at(at, team, j);
            if j >= 4 {
                return err(
                    here(),
                    format!("team {team} shows at most four projects, two a player"),
                );
            }
            let shown = cards_shown(d);
            if let Some(seat) = d.seat() {
                let (count, cards) = &mut per_seat[usize::from(seat % 4)];
                *count += 1;
                *cards += shown;
                if *count > 2 {
                    return err(here(), format!("seat {seat} shows at most two projects"));
                }
                if *cards > 8 {
                    return err(
                        here(),
                        format!("seat {seat}'s projects need {cards} cards, but a hand holds 8: a card serves one project"),
                    );
                }
            }
            team_cards += shown;
            if team_cards > 16 {
                return err(
                    here(),
                    format!("team {team}'s projects need at least {team_cards} cards, but its two hands hold 16"),
                );
            }
            let aces = match *d {
                Declaration::Project {
                    kind: ProjectKind::FourHundred,
                } => true,
                Declaration::Carre {
                    rank: Rank::Ace, ..
                } => sun,
                _ => false,
            };
            if aces {
                if four_hundred.is_some() {
                    return err(
                        here(),
                        "there is one four hundred at most: the four aces are shown once",
                    );
                }
                four_hundred = Some((team, j));
            }
            for card in d.cards() {
                if let Some(&(_, other, _)) = seen.iter().find(|(c, _, _)| *c == card) {
                    let why = if other == team {
                        format!("the {card} is in two of team {team}'s projects: a card serves one project")
                    } else {
                        format!("the {card} cannot be in both teams' projects")
                    };
                    return err(here(), why);
                }
                seen.push((card, team, j));
            }
        }
    }
    // The Baloot's K and Q of trumps are in the holder's hand: the other team shows neither.
    if let Some(holder) = Team::BOTH.into_iter().find(|t| round.belote_of(*t) > 0) {
        let other = holder.other();
        for (j, d) in round.declarations_of(other).iter().enumerate() {
            let takes_baloot_card = match *d {
                Declaration::Carre { rank, .. } => matches!(rank, Rank::King | Rank::Queen),
                Declaration::Sequence { suit, .. } => {
                    round.contract.trump() == Some(suit)
                        && d.cards()
                            .iter()
                            .any(|c| matches!(c.rank, Rank::King | Rank::Queen))
                }
                Declaration::Project { .. } => false,
            };
            if takes_baloot_card {
                return err(
                    item_at(at, other, j),
                    format!("team {holder} holds the Baloot (the trump K and Q in one hand), so team {other} cannot show this project"),
                );
            }
        }
    }
    Ok(())
}

/// A project's place in the contest, best last: its kind; between hundreds, a run before a
/// four; the top card (a four by its rank, A > K > Q > J > 10); a run in trumps when that is
/// asked. `None` beyond the kind when only the kind was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Key {
    kind: ProjectKind,
    /// `None`: the cards are unknown.
    shape: Option<(u8, u8, u8)>,
}

fn key(d: &Declaration, kind: ProjectKind, contract: Contract, trump_first: bool) -> Key {
    let shape = match *d {
        Declaration::Sequence { top, suit, .. } => {
            let trump = u8::from(trump_first && contract.trump() == Some(suit));
            Some((1, top.index(), trump))
        }
        Declaration::Carre { rank, .. } => Some((0, rank.index(), 0)),
        Declaration::Project { .. } => None,
    };
    Key { kind, shape }
}

/// Why the winner's key beats the loser's (both shapes known when the kinds are equal).
fn reason(winner: Key, loser: Key) -> DeclReason {
    match (winner.shape, loser.shape) {
        _ if winner.kind != loser.kind => DeclReason::HigherValue,
        (Some(w), Some(l)) if w.0 != l.0 => DeclReason::SequenceBeatsCarre,
        (Some(w), Some(l)) if w.1 != l.1 => {
            if w.0 == 0 {
                DeclReason::HigherCarre
            } else {
                DeclReason::HigherTop
            }
        }
        (Some(w), Some(l)) if w.2 != l.2 => DeclReason::Trump,
        _ => DeclReason::FirstInTurn,
    }
}

/// The projects that count after the contest.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counted {
    /// The team whose projects count, if any team showed one.
    pub team: Option<Team>,
    /// Their kinds, in the order given.
    pub kinds: Vec<ProjectKind>,
    /// Their game points and raw abnat.
    pub points: i64,
    pub abnat: i64,
}

impl Counted {
    /// Game points of `team`'s counted projects (0 for the other team).
    pub fn points_of(&self, team: Team) -> i64 {
        if self.team == Some(team) {
            self.points
        } else {
            0
        }
    }

    /// Raw abnat of `team`'s counted projects.
    pub fn abnat_of(&self, team: Team) -> i64 {
        if self.team == Some(team) {
            self.abnat
        } else {
            0
        }
    }
}

/// Records the projects each team showed and decides the contest: the team with the single
/// best project counts all of its own. Equal best projects go to a trump run when
/// `trump_first`, then to the one shown first in order of play; when the cards, the trump
/// suit, the dealer or the seats that would decide are missing, that is bad input.
pub fn contest(round: &Round, index: usize, trump_first: bool, steps: &mut Steps) -> Res<Counted> {
    let contract = round.contract;
    let sun = is_sun(contract);
    let kinds = |team: Team| -> Vec<(usize, &Declaration, ProjectKind)> {
        round
            .declarations_of(team)
            .iter()
            .enumerate()
            .filter_map(|(j, d)| kind_of(d, contract).ok().map(|k| (j, d, k)))
            .collect()
    };
    let listed = [kinds(Team::A), kinds(Team::B)];
    for team in Team::BOTH {
        let items = &listed[team.index()];
        if !items.is_empty() {
            steps.push(Step::Projects {
                team,
                items: items.iter().map(|&(_, d, k)| note(d, k, sun)).collect(),
            });
        }
    }
    let best_kind = |team: Team| listed[team.index()].iter().map(|&(_, _, k)| k).max();
    let (winner, why) = match (best_kind(Team::A), best_kind(Team::B)) {
        (None, None) => return Ok(Counted::default()),
        (Some(_), None) => (Team::A, DeclReason::Uncontested),
        (None, Some(_)) => (Team::B, DeclReason::Uncontested),
        (Some(ka), Some(kb)) if ka != kb => {
            let team = if ka > kb { Team::A } else { Team::B };
            (team, DeclReason::HigherValue)
        }
        (Some(kind), Some(_)) => equal_best(round, index, trump_first, &listed, kind)?,
    };
    let own = &listed[winner.index()];
    let counted = Counted {
        team: Some(winner),
        kinds: own.iter().map(|&(_, _, k)| k).collect(),
        points: own.iter().map(|&(_, _, k)| game_points(k, sun)).sum(),
        abnat: own.iter().map(|&(_, _, k)| raw_abnat(k)).sum(),
    };
    steps.push(Step::DeclarationsWon {
        team: winner,
        track: Track::Projects,
        reason: why,
        points: counted.points,
    });
    Ok(counted)
}

/// The contest when both teams' best projects are of one kind.
fn equal_best(
    round: &Round,
    index: usize,
    trump_first: bool,
    listed: &[Vec<(usize, &Declaration, ProjectKind)>; 2],
    kind: ProjectKind,
) -> Res<(Team, DeclReason)> {
    let contract = round.contract;
    let undecided = |what: &str| {
        InputError::new(
            format!("rounds[{index}].declarations"),
            format!(
                "both teams' best projects are a {}: {what}",
                kind.name().replace('_', " ")
            ),
        )
    };
    let of_kind = |team: Team| {
        listed[team.index()]
            .iter()
            .filter(move |&&(_, _, k)| k == kind)
            .copied()
    };
    if Team::BOTH
        .into_iter()
        .flat_map(of_kind)
        .any(|(_, d, _)| matches!(d, Declaration::Project { .. }))
    {
        return Err(undecided(
            "give them by their cards (a sequence or carré object, with its seat), so that the contest can be decided",
        ));
    }
    let best = |team: Team, trump: bool| {
        of_kind(team)
            .map(|(_, d, k)| key(d, k, contract, trump))
            .max()
            .unwrap_or(Key { kind, shape: None })
    };
    let (ka, kb) = (best(Team::A, false), best(Team::B, false));
    if ka != kb {
        let (team, w, l) = if ka > kb {
            (Team::A, ka, kb)
        } else {
            (Team::B, kb, ka)
        };
        return Ok((team, reason(w, l)));
    }
    // Equal best runs: a trump run first if asked (the trump suit must then be known).
    let runs_both = ka.shape.is_some_and(|s| s.0 == 1);
    if trump_first && runs_both {
        if contract == Contract::Hokum {
            return Err(InputError::new(
                format!("rounds[{index}].contract"),
                "equal best runs are decided by the trump run first (trump_sequence_first): give the trump suit as the contract, e.g. \"hearts\"",
            ));
        }
        let (ta, tb) = (best(Team::A, true), best(Team::B, true));
        if ta != tb {
            let team = if ta > tb { Team::A } else { Team::B };
            return Ok((team, DeclReason::Trump));
        }
    }
    // Still equal: the project shown first in order of play.
    let top = best(Team::A, trump_first && runs_both);
    let dealer = round.dealer.ok_or_else(|| {
        undecided("equal, they go by order of play: give the dealer's seat (\"dealer\") and each tied project's \"seat\"")
    })?;
    let mut first: Option<(u8, Team)> = None;
    for team in Team::BOTH {
        for (_, d, k) in of_kind(team) {
            if key(d, k, contract, trump_first && runs_both) != top {
                continue;
            }
            let seat = d.seat().ok_or_else(|| {
                undecided("equal, they go by order of play: give each tied project's \"seat\"")
            })?;
            let order = order_of_play(seat, dealer);
            if first.is_none_or(|(o, _)| order < o) {
                first = Some((order, team));
            }
        }
    }
    Ok((first.map_or(Team::A, |(_, t)| t), DeclReason::FirstInTurn))
}

/// Whether `team`'s counted projects hold a run of a hundred with the K and Q of `trump`.
pub fn hundred_holds_baloot(round: &Round, team: Team, trump: Suit) -> bool {
    round.declarations_of(team).iter().any(|d| {
        matches!(d, Declaration::Sequence { length: 5.., suit, .. } if *suit == trump)
            && [Rank::King, Rank::Queen]
                .iter()
                .all(|r| d.cards().contains(&Card::new(*r, trump)))
    })
}

/// Runs of a hundred in `team`'s list holding their own suit's K and Q (the trump suit not
/// being known), and the first `"hundred"` given by its kind alone.
pub fn hundreds_unclear(round: &Round, team: Team) -> (bool, Option<usize>) {
    let list = round.declarations_of(team);
    let run_with_kq = list.iter().any(|d| match *d {
        Declaration::Sequence {
            length: 5.., suit, ..
        } => [Rank::King, Rank::Queen]
            .iter()
            .all(|r| d.cards().contains(&Card::new(*r, suit))),
        _ => false,
    });
    let by_kind = list.iter().position(|d| {
        matches!(
            d,
            Declaration::Project {
                kind: ProjectKind::Hundred
            }
        )
    });
    (run_with_kq, by_kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(length: u8, top: Rank, suit: Suit) -> Declaration {
        Declaration::Sequence {
            length,
            top,
            suit,
            seat: None,
        }
    }

    fn four(rank: Rank) -> Declaration {
        Declaration::Carre { rank, seat: None }
    }

    #[test]
    fn kinds_and_values() {
        let sun = Contract::Sun;
        let hokum = Contract::Suit(Suit::Hearts);
        assert_eq!(kind_of(&four(Rank::Ace), sun), Ok(ProjectKind::FourHundred));
        assert_eq!(kind_of(&four(Rank::Ace), hokum), Ok(ProjectKind::Hundred));
        assert!(kind_of(&four(Rank::Nine), sun).is_err());
        assert_eq!(
            kind_of(&run(8, Rank::Ace, Suit::Spades), sun),
            Ok(ProjectKind::Hundred)
        );
        let four_hundred = Declaration::Project {
            kind: ProjectKind::FourHundred,
        };
        assert!(kind_of(&four_hundred, hokum).is_err());
        let sun_values: Vec<i64> = ProjectKind::ALL
            .iter()
            .map(|k| game_points(*k, true))
            .collect();
        assert_eq!(sun_values, [4, 10, 20, 40]);
        let hokum_values: Vec<i64> = ProjectKind::ALL[..3]
            .iter()
            .map(|k| game_points(*k, false))
            .collect();
        assert_eq!(hokum_values, [2, 5, 10]);
    }

    #[test]
    fn the_contest_order() {
        let c = Contract::Suit(Suit::Hearts);
        let k = |d: &Declaration| key(d, kind_of(d, c).unwrap(), c, true);
        // A run of a hundred beats four of a kind; fours by rank; length beyond the kind is nothing.
        assert!(k(&run(5, Rank::Queen, Suit::Spades)) > k(&four(Rank::Ace)));
        assert!(k(&four(Rank::King)) > k(&four(Rank::Queen)));
        assert!(k(&four(Rank::Jack)) > k(&four(Rank::Ten)));
        assert_eq!(
            k(&run(5, Rank::Ace, Suit::Spades)),
            k(&run(7, Rank::Ace, Suit::Spades))
        );
        assert!(k(&run(3, Rank::King, Suit::Hearts)) > k(&run(3, Rank::King, Suit::Spades)));
        assert!(k(&run(4, Rank::Ten, Suit::Clubs)) > k(&run(3, Rank::Ace, Suit::Clubs)));
    }
}
