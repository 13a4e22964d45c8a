//! The organiser's changes to a season definition (`belote season add`, `remove`, `absent`),
//! each checked first.

use belote_core::InputError;
use serde_json::json;

use super::definition::{Absence, SeasonDefinition, MAX_SEASON_ITEMS};
use super::read::{absence_name, bad, check_joins, Res};
use crate::definition::EntrantKind;
use crate::names::player_key;

impl SeasonDefinition {
    /// The position of event `id` in the season, or bad input at `event`.
    fn position(&self, id: &str) -> Res<usize> {
        self.events.iter().position(|e| e == id).ok_or_else(|| {
            InputError::new(
                "event",
                format!("{id:?} is not an event of the season {:?}", self.name),
            )
        })
    }

    /// Appends event `id`, an event of `kind` (`belote season add`): bad input at `event`
    /// when it is in the season already, of players in a season of teams, or one too many
    /// for `of` or the periods.
    pub fn add_event(&mut self, id: &str, kind: EntrantKind) -> Res<()> {
        if let Some(i) = self.events.iter().position(|e| e == id) {
            return bad(
                "event",
                format!(
                    "{id:?} is already event {} of the season {:?}",
                    i + 1,
                    self.name
                ),
            );
        }
        if self.events.len() >= MAX_SEASON_ITEMS {
            return bad(
                "event",
                format!("a season holds at most {MAX_SEASON_ITEMS} events"),
            );
        }
        check_joins(&self.ranking, kind, self.events.len() + 1, id, "event")?;
        self.events.push(id.to_string());
        Ok(())
    }

    /// Removes event `id` and its absences (`belote season remove`): the later events move up
    /// a place. Bad input at `event` when it is not in the season.
    pub fn remove_event(&mut self, id: &str) -> Res<()> {
        let i = self.position(id)?;
        self.events.remove(i);
        self.absences.retain(|a| a.event != id);
        Ok(())
    }

    /// Marks (`absent`) or unmarks an excused absence of `name` at event `id` (`belote season
    /// absent [--remove]`); returns whether anything changed (twice, or removing one that is
    /// not there, changes nothing). Bad input at `event` for an event not in the season, at
    /// `name` for an empty name.
    pub fn set_absence(&mut self, id: &str, name: &str, absent: bool) -> Res<bool> {
        self.position(id)?;
        let name = absence_name(&json!(name), "name")?;
        let key = player_key(&name);
        let found = self
            .absences
            .iter()
            .position(|a| a.event == id && player_key(&a.name) == key);
        match (found, absent) {
            (Some(_), true) | (None, false) => Ok(false),
            (None, true) => {
                if self.absences.len() >= MAX_SEASON_ITEMS {
                    return bad(
                        "name",
                        format!("a season holds at most {MAX_SEASON_ITEMS} absences"),
                    );
                }
                self.absences.push(Absence {
                    event: id.to_string(),
                    name,
                });
                Ok(true)
            }
            (Some(i), false) => {
                self.absences.remove(i);
                Ok(true)
            }
        }
    }
}
