//! What an event shows of itself: a drawn round as `draw` prints it, its entrants, the names
//! and players of a table's sides, its line in the list of events.

use crate::event::{Event, Round, Table};
use crate::view::{DrawnTable, EntrantView, EventSummary, PairedTeam, RoundView, SideNames};

impl Event {
    /// The date round `round` is played on: its session's date in an event with `sessions`
    /// (docs/events.md "Sessions": its score sheets print it), else the event's date.
    pub fn round_date(&self, round: u32) -> String {
        let Some(sessions) = &self.def.sessions else {
            return self.def.date.clone();
        };
        let runs = crate::stage::progress::stages(self, &crate::stage::Given::default());
        let starts = crate::stage::sessions::starts(self, &runs);
        let k = crate::stage::sessions::session_of(&starts, round) as usize;
        sessions
            .get(k.wrapping_sub(1))
            .map_or_else(|| self.def.date.clone(), |s| s.date.clone())
    }

    /// A round as `draw` prints it.
    pub fn round_view(&self, round: &Round) -> RoundView {
        let staged = self.def.is_staged();
        let (stage, session) = if staged || self.def.sessions.is_some() {
            let runs = crate::stage::progress::stages(self, &crate::stage::Given::default());
            let starts = crate::stage::sessions::starts(self, &runs);
            (
                staged.then(|| {
                    self.def.stage_list()[self.stage_of_round(round.number)]
                        .id
                        .clone()
                }),
                self.def
                    .sessions
                    .is_some()
                    .then(|| crate::stage::sessions::session_of(&starts, round.number)),
            )
        } else {
            (None, None)
        };
        let teams = (self.def.is_melee() && round.number == 1).then(|| {
            self.pairs
                .iter()
                .zip(1..)
                .map(|(&players, team)| PairedTeam { team, players })
                .collect()
        });
        RoundView {
            event: self.id.clone(),
            round: round.number,
            stage,
            session,
            teams,
            tables: round
                .tables
                .iter()
                .map(|t| DrawnTable {
                    table: t.number,
                    code: t.code.clone(),
                    group: staged.then(|| t.group.clone()),
                    places: t.places,
                    a: t.a.clone(),
                    b: t.b.clone(),
                })
                .collect(),
            byes: round.byes.clone(),
        }
    }

    /// Every entrant in number order, as the organiser's screens list them.
    pub fn entrants(&self) -> Vec<EntrantView> {
        self.def
            .entrants
            .iter()
            .zip(1..)
            .map(|(e, n)| EntrantView {
                entrant: n,
                name: e.name.clone(),
                players: e.players.clone().unwrap_or_default(),
                withdrawn: self.is_withdrawn(n),
            })
            .collect()
    }

    pub fn names(&self, t: &Table) -> SideNames {
        if self.def.is_melee() {
            return SideNames {
                a: t.a.first().map(|&x| self.team_name(x)).unwrap_or_default(),
                b: t.b.first().map(|&x| self.team_name(x)).unwrap_or_default(),
            };
        }
        SideNames {
            a: self.def.side_name(&t.a),
            b: self.def.side_name(&t.b),
        }
    }

    /// A side's players by seat, as far as they are known (a mêlée team: its two players).
    pub fn seat_names(&self, side: &[u32]) -> Vec<String> {
        if self.def.is_melee() {
            return side
                .first()
                .and_then(|&t| self.pairs.get(t as usize - 1))
                .map(|&[p, q]| vec![self.def.name_of(p), self.def.name_of(q)])
                .unwrap_or_default();
        }
        self.def.seat_names(side)
    }

    pub fn summary(&self) -> EventSummary {
        let (rounds, stage) = if self.uses_stages() {
            let runs = crate::stage::progress::stages(self, &crate::stage::Given::default());
            (
                runs.iter().map(|r| r.rounds).sum(),
                self.def
                    .is_staged()
                    .then(|| self.def.stage_list()[self.current_stage()].id.clone()),
            )
        } else {
            (self.def.format.rounds, None)
        };
        EventSummary {
            event: self.id.clone(),
            name: self.def.name.clone(),
            date: self.def.date.clone(),
            variant: self.def.variant.as_str().to_string(),
            round: self.current_round(),
            rounds,
            stage,
        }
    }
}
