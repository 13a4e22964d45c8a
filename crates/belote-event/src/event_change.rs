//! The organiser's changes to an event's entrants and a knockout's corrections: a late
//! entrant (refused in pools, in a knockout and once a mêlée is paired), a withdrawal (a
//! mêlée's team withdraws with both its players), and the rule that a knockout result that
//! decided a drawn match stays.

use belote_core::InputError;
use serde_json::Value;

use crate::event::Event;
use crate::table::{TableRules, TableScore};

impl Event {
    /// A knockout table's correction may not change who went through once a later round of
    /// its stage is drawn.
    pub(crate) fn check_knockout_correction(
        &self,
        round: u32,
        table: u32,
        score: &TableScore,
        tie: crate::definition::Tie,
        rules: &TableRules,
    ) -> Result<(), InputError> {
        let k = self.stage_of_round(round);
        let later = self.current_round() > round && self.stage_of_round(self.current_round()) == k;
        if !later {
            return Ok(());
        }
        let winner = |a: i64, b: i64, complete: bool| -> Option<bool> {
            complete.then(|| a > b || (a == b && tie == crate::definition::Tie::Seed))
        };
        let before = rules.score(&self.table(round, table)?.deals)?;
        let was = winner(before.totals.a, before.totals.b, before.complete);
        let now = winner(score.totals.a, score.totals.b, score.complete);
        if was != now {
            return Err(InputError::new(
                "rounds",
                format!(
                    "table {table} of round {round} decided a match whose next round is drawn: \
                     a correction may not change who went through"
                ),
            ));
        }
        Ok(())
    }

    /// Adds a late entrant (`{"name", "players"?}` or `{"name"}`): it gets the next number.
    pub fn add_entrant(&mut self, v: &Value) -> Result<u32, InputError> {
        if self.uses_stages() {
            self.check_add()?;
        }
        let e = crate::definition::read_entrant(v, self.def.kind, &self.def.entrants)?;
        let mut def = self.def.clone();
        def.entrants.push(e);
        if self.uses_stages() && self.seedings.is_empty() {
            // The stages are counted from the registered entrants again.
            def.check_counts()?;
        }
        self.def = def;
        let n = self.def.entrants.len() as u32;
        // A late entrant of a rounds stage joins it from its next round, last in seed order.
        if let Some(crate::staging::Seeding {
            seeded: crate::staging::Seeded::Entrants(list),
            ..
        }) = self.seedings.last_mut()
        {
            list.push(n);
        }
        Ok(n)
    }

    /// Whether a late entrant may join a staged event now: before round 1, or while the
    /// current stage is a rounds stage (not once a mêlée's partners are drawn).
    fn check_add(&self) -> Result<(), InputError> {
        if self.def.is_melee() && !self.pairs.is_empty() {
            return Err(InputError::new(
                "stage",
                "the mêlée's partners are drawn: a late player cannot join the pairs",
            ));
        }
        if self.seedings.is_empty() {
            return Ok(());
        }
        let stages = self.def.stage_list();
        let stage = &stages[self.current_stage()];
        match stage.kind {
            crate::definition::StageKind::Rounds(_) => Ok(()),
            _ => Err(InputError::new(
                "stage",
                format!(
                    "stage {} is {}: a late entrant joins only before round 1 or in a rounds stage",
                    stage.id,
                    stage.kind.as_str()
                ),
            )),
        }
    }

    /// Withdraws an entrant; returns `false` when it had withdrawn already.
    pub fn withdraw(&mut self, entrant: u32) -> Result<bool, InputError> {
        // A mêlée's team, once paired, withdraws with both its players.
        if self.def.is_melee() && !self.pairs.is_empty() {
            let Some(&[p, q]) = self.pairs.get((entrant as usize).wrapping_sub(1)) else {
                return Err(InputError::new(
                    "entrant",
                    format!(
                        "this event has no team {entrant}: its teams are numbered 1 to {}",
                        self.pairs.len()
                    ),
                ));
            };
            if self.is_withdrawn(p) && self.is_withdrawn(q) {
                return Ok(false);
            }
            for x in [p, q] {
                if !self.is_withdrawn(x) {
                    self.withdrawn.push(x);
                }
            }
            self.withdrawn.sort_unstable();
            return Ok(true);
        }
        if self.def.entrant(entrant).is_none() {
            return Err(InputError::new(
                "entrant",
                format!(
                    "this event has no entrant {entrant}: its entrants are numbered 1 to {}",
                    self.def.entrants.len()
                ),
            ));
        }
        if self.is_withdrawn(entrant) {
            return Ok(false);
        }
        self.withdrawn.push(entrant);
        self.withdrawn.sort_unstable();
        Ok(true)
    }
}
