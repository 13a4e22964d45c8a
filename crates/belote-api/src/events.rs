//! The organiser's commands: events made from presets, their entrants (late ones, withdrawals),
//! each round's draw, every table's deals entered with the same round entry as a match (each
//! deal explained with the table's side names), live standings and prizes, and corrections of
//! an earlier round. Also "open the tables to phones" ([`crate::phones`]) as commands.
//!
//! An event's screen is one answer ([`EventScreen`]): the definition, every round's tables
//! with their totals, the standings, and what the next step may be — derived from the stored
//! facts at each call, so a correction anywhere shows everywhere at once.
//!
//! A deal of the current round is written the way a phone writes it (an append with the next
//! number, a replacement of one deal, an undo of the last), so that a phone and the organiser
//! never overwrite each other's deals; a deal of an earlier round (closed to phones) is a
//! correction of that table's deals. While the tables are open to phones, every change of the
//! events goes to the phones' server's one writer, in turn with the phones' writes.

use std::sync::atomic::{AtomicU64, Ordering};

use belote_core::{Lang, Variant};
use belote_event::{DrawRefusal, EntrantView, ScoredEvent, ScoredTable, Standing};
use belote_store::{MatchRecord, MatchState, PhoneWrite, ScoredMatch, Store, TeamInfo, Teams};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::commands::lang;
use crate::dispatch::{args, json};
use crate::error::{ApiError, ApiResult, ErrorKind};
use crate::view::{place, MatchView, Names, Preview};
use crate::Api;

/// A ready-made kind of event: its definition without a name, date or entrants.
#[derive(Debug, Clone, Serialize)]
pub struct Preset {
    /// `concours`, `klaverjasavond`, `bela_turnir`, `bulgarian`, `contree`.
    pub id: &'static str,
    /// EVENTS.md keys: variant, options, format, entrants, draw, ranking, match_points,
    /// prizes.
    pub definition: Value,
}

/// The events the organiser starts from. Each is a real club's way: a French concours (classic
/// belote without announcements but belote, 4 parties of 12 deals, ranked on total points,
/// every team a prize; the litige as the event chooses), a Dutch klaverjas evening
/// (individuals drawn with new partners every round, 4 × 12, the Formule van 4 and a booby
/// prize), a bela tournament and a Bulgarian belot one (a game to the target per table, 2 points
/// a win and 1 a draw, then the difference), and a contrée concours (2 points a win, 1 a loss).
pub fn presets() -> Vec<Preset> {
    let preset = |id, definition| Preset { id, definition };
    vec![
        preset(
            "concours",
            json!({
                "variant": "classic", "options": {"announces": false, "litige": "hold"},
                "format": {"rounds": 4, "deals": 12}, "entrants": "teams",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["points", "difference"], "prizes": {"places": "all", "booby": false}
            }),
        ),
        preset(
            "klaverjasavond",
            json!({
                "variant": "klaverjas", "options": {},
                "format": {"rounds": 4, "deals": 12}, "entrants": "players",
                "draw": {"first": "random", "then": "random", "avoid_repeats": true},
                "ranking": ["points"], "prizes": {"places": "formule_van_4", "booby": true}
            }),
        ),
        preset(
            "bela_turnir",
            json!({
                "variant": "bela", "options": {},
                "format": {"rounds": 4, "deals": null}, "entrants": "teams",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["match_points", "difference"],
                "match_points": {"win": 2, "draw": 1, "loss": 0},
                "prizes": {"places": 3, "booby": false}
            }),
        ),
        preset(
            "bulgarian",
            json!({
                "variant": "bulgarian", "options": {"target": 151},
                "format": {"rounds": 4, "deals": null}, "entrants": "teams",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["match_points", "difference"],
                "match_points": {"win": 2, "draw": 1, "loss": 0},
                "prizes": {"places": 3, "booby": false}
            }),
        ),
        preset(
            "contree",
            json!({
                "variant": "contree", "options": {},
                "format": {"rounds": 4, "deals": 12}, "entrants": "teams",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["match_points", "difference"],
                "match_points": {"win": 2, "draw": 1, "loss": 1},
                "prizes": {"places": "all", "booby": false}
            }),
        ),
    ]
}

/// A table of a round as the plan and the organiser's screen show it.
#[derive(Debug, Clone, Serialize)]
pub struct PlanTable {
    pub table: u32,
    pub code: String,
    #[serde(rename = "A")]
    pub a: Vec<u32>,
    #[serde(rename = "B")]
    pub b: Vec<u32>,
    pub names: belote_event::SideNames,
    pub deals: usize,
    pub complete: bool,
    pub totals: belote_core::TeamPoints,
}

/// A drawn round: its tables and who sits out.
#[derive(Debug, Clone, Serialize)]
pub struct PlanRound {
    pub round: u32,
    pub tables: Vec<PlanTable>,
    pub byes: Vec<u32>,
}

/// An event as the organiser's screens show it, derived from its facts as they are now: named,
/// typed fields, so that no screen reads the event's definition itself.
#[derive(Debug, Clone, Serialize)]
pub struct EventScreen {
    pub event: String,
    pub name: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub variant: Variant,
    /// Who plays: `teams` or `players`.
    pub kind: &'static str,
    /// Deals a table, or `null` for one game to the variant's target.
    pub deals: Option<u32>,
    /// Whether the ranking counts match points (the standings show them then).
    pub uses_match_points: bool,
    /// Whether the last-ranked entrant gets a booby prize.
    pub booby: bool,
    /// Every entrant in number order, late ones included (entrant `k` is `entrants[k - 1]`).
    pub entrants: Vec<EntrantView>,
    /// Withdrawn entrants.
    pub withdrawn: Vec<u32>,
    /// The current round (0 before the first draw) and the event's number of rounds.
    pub round: u32,
    pub rounds: u32,
    /// Every drawn round, the first first.
    pub draws: Vec<PlanRound>,
    pub standings: Vec<Standing>,
    /// Why the next round cannot be drawn now (`null`: it can), as a sentence.
    pub draw_refused: Option<String>,
    /// The same, typed: `{"why": "open_tables", "round", "tables"}` or
    /// `{"why": "all_drawn", "rounds"}` (`null`: it can be drawn).
    pub draw_refusal: Option<DrawRefusal>,
    /// Why the current round cannot be drawn again (`null`: it can).
    pub redraw_refused: Option<String>,
    /// Every round drawn and every table complete.
    pub finished: bool,
}

/// Where an event table is: its event, round and number, its code, and whether its round is the
/// event's current one (a table of an earlier round is corrected, not played).
#[derive(Debug, Clone, Serialize)]
pub struct TableAt {
    pub event: String,
    pub round: u32,
    pub table: u32,
    pub code: String,
    pub current: bool,
    pub complete: bool,
}

/// An event table as the app shows a match (its deals scored and explained with the sides'
/// names, whose deal it is, the rules in force), and where it is.
#[derive(Debug, Clone, Serialize)]
pub struct TableMatch {
    #[serde(flatten)]
    pub view: MatchView,
    pub event_table: TableAt,
}

/// A side named `name` with its players by seat (`seats`, as far as they are known; an unknown
/// seat is called by the side's name).
fn side_players(name: &str, seats: &[String]) -> TeamInfo {
    let seat = |i: usize| seats.get(i).cloned().unwrap_or_else(|| name.to_string());
    TeamInfo {
        name: name.to_string(),
        players: [seat(0), seat(1)],
    }
}

/// A table as the app's match views read a match: a record under the table's code whose teams
/// are the table's sides (named as the event names them), with the table's score sheet and
/// state as its one scoring gave them — the phone page's table and the organiser's. Nothing is
/// scored here.
pub fn table_match(t: ScoredTable) -> ScoredMatch {
    let ScoredTable {
        created,
        table,
        names,
        players,
        variant,
        options,
        score,
        ..
    } = t;
    let record = MatchRecord {
        id: table.code,
        created,
        finished: None,
        state: if score.complete {
            MatchState::Finished
        } else {
            MatchState::InPlay
        },
        teams: Teams {
            a: side_players(&names.a, &players.a),
            b: side_players(&names.b, &players.b),
        },
        first_dealer: 0,
        variant,
        options,
        rounds: table.deals,
        target: match score.state.length {
            belote_core::rules::GameLength::Target(t) => t,
            belote_core::rules::GameLength::Deals(_) => 0,
        },
        totals: score.sheet.totals,
        pot: score.sheet.pot,
        winner: score.sheet.winner,
    };
    ScoredMatch {
        record,
        sheet: score.sheet,
        table: score.state,
        last_change: None,
    }
}

/// A table with its score as the app shows a match, its explanations in `lang`, and where it
/// is.
pub fn table_screen_of(t: ScoredTable, lang: Lang) -> TableMatch {
    let at = TableAt {
        event: t.event.clone(),
        round: t.round,
        table: t.table.number,
        code: t.table.code.clone(),
        current: t.current,
        complete: t.score.complete,
    };
    TableMatch {
        view: MatchView::of(table_match(t), lang),
        event_table: at,
    }
}

/// The score of deal `at` of a table scored with it (a preview): its score and explanation in
/// `lang` with the table's side names, and the totals after it.
pub fn preview_of(t: &ScoredTable, at: usize, lang: Lang) -> Preview {
    let names = Names {
        a: t.names.a.clone(),
        b: t.names.b.clone(),
    };
    Preview::of(&t.score.sheet, at, lang, &names)
}

/// An id for one of the organiser's writes to a table (the phones' op log keeps it):
/// unique to this process and this moment.
fn new_op() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("app-{nanos:x}-{n}")
}

fn screen(store: &Store, id: &str) -> ApiResult<EventScreen> {
    screen_of(&*store.scored_event(id)?)
}

/// `event`'s screen: a projection of the event scored once.
pub(crate) fn screen_of(scored: &ScoredEvent) -> ApiResult<EventScreen> {
    let event = &scored.event;
    let mut draws = Vec::with_capacity(event.rounds.len());
    for r in &event.rounds {
        let mut tables = Vec::with_capacity(r.tables.len());
        for t in &r.tables {
            let s = scored
                .scores
                .table(r.number, t.number)
                .ok_or_else(|| ApiError::storage("the event's tables are not all scored"))?;
            tables.push(PlanTable {
                table: t.number,
                code: t.code.clone(),
                a: t.a.clone(),
                b: t.b.clone(),
                names: event.names(t),
                deals: s.deals,
                complete: s.complete,
                totals: s.totals,
            });
        }
        draws.push(PlanRound {
            round: r.number,
            tables,
            byes: r.byes.clone(),
        });
    }
    let def = &event.def;
    let refusal = scored.draw_refusal();
    Ok(EventScreen {
        event: event.id.clone(),
        name: def.name.clone(),
        date: def.date.clone(),
        variant: def.variant,
        kind: def.kind.as_str(),
        deals: def.format.deals,
        uses_match_points: def.uses_match_points(),
        booby: def.prizes.booby,
        entrants: event.entrants(),
        withdrawn: event.withdrawn.clone(),
        round: event.current_round(),
        rounds: event.def.format.rounds,
        draws,
        standings: scored.standings().to_vec(),
        draw_refused: refusal.as_ref().map(DrawRefusal::message),
        draw_refusal: refusal,
        redraw_refused: event.check_redraw().err().map(|e| e.message),
        finished: scored.finished(),
    })
}

/// Table `table` of round `round` with its deals, as a match view in `lang`.
fn table_screen(
    store: &Store,
    id: &str,
    round: u32,
    table: u32,
    lang: Lang,
) -> ApiResult<TableMatch> {
    let t = store.scored_event(id)?.table(round, table)?;
    Ok(table_screen_of(t, lang))
}

/// A change the organiser makes to a table's deals.
#[derive(Debug, Clone)]
enum TableChange {
    /// Adds a deal after the last.
    Append(Value),
    /// Replaces deal `index` (from 0).
    Replace(usize, Value),
    /// Removes the last deal.
    Undo,
}

impl TableChange {
    /// Applies the change to table `table` of round `round`: in the current round the way a
    /// phone writes (an append with the next number, a replacement, an undo — so a phone and
    /// the organiser never overwrite each other's deals), in an earlier round (closed to
    /// phones) as a correction of the table's deals.
    fn apply(self, store: &mut Store, id: &str, round: u32, table: u32) -> ApiResult<ScoredTable> {
        let scored = store.scored_event(id)?;
        let t = scored.event.table(round, table)?;
        if let TableChange::Replace(index, _) = &self {
            if *index >= t.deals.len() {
                return Err(ApiError::new(
                    ErrorKind::NotFound,
                    format!(
                        "table {table} of round {round} has {} deal(s): there is no deal {}",
                        t.deals.len(),
                        index + 1
                    ),
                ));
            }
        }
        if round == scored.event.current_round() {
            let (code, op) = (t.code.clone(), new_op());
            let write = match self {
                TableChange::Append(deal) => PhoneWrite::Append {
                    code,
                    op,
                    number: t.deals.len() + 1,
                    deal,
                },
                TableChange::Replace(index, deal) => PhoneWrite::Replace {
                    code,
                    op,
                    number: index + 1,
                    deal,
                },
                TableChange::Undo => PhoneWrite::Undo { code, op },
            };
            return Ok(store.table_write(&write)?);
        }
        let mut deals = t.deals.clone();
        match self {
            TableChange::Append(deal) => deals.push(deal),
            TableChange::Replace(index, deal) => deals[index] = deal,
            TableChange::Undo => {
                deals.pop();
            }
        }
        Ok(store.set_table_deals_scored(id, round, table, deals)?)
    }
}

impl Api {
    pub fn event_presets(&self) -> Vec<Preset> {
        presets()
    }

    /// Creates an event from its definition (EVENTS.md; bad input at its key, nothing
    /// stored) and answers its screen.
    pub fn create_event(&self, definition: &Value) -> ApiResult<EventScreen> {
        let definition = definition.clone();
        let id = self.write_events(None, move |s| Ok(s.create_event(&definition)?))?;
        screen(&*self.store()?, &id)
    }

    /// Every event, oldest first.
    pub fn list_events(&self) -> ApiResult<Vec<belote_event::EventSummary>> {
        Ok(self.store()?.list_events()?)
    }

    pub fn get_event(&self, event: &str) -> ApiResult<EventScreen> {
        let store = self.store()?;
        screen(&store, event)
    }

    /// Draws the next round (refused, naming the open tables, while one is not complete).
    pub fn draw_round(&self, event: &str) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.draw_round(&id)?))?;
        screen(&*self.store()?, event)
    }

    /// Draws the current round again, while none of its tables has a deal.
    pub fn redraw_round(&self, event: &str) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.redraw_round(&id)?))?;
        screen(&*self.store()?, event)
    }

    /// A late entrant (`{"name", "players"?}`, or `{"name"}` for a player): the next number,
    /// drawn from the next round on.
    pub fn add_entrant(&self, event: &str, entrant: &Value) -> ApiResult<EventScreen> {
        let (id, entrant) = (event.to_string(), entrant.clone());
        self.write_events(Some(event), move |s| Ok(s.add_entrant(&id, &entrant)?))?;
        screen(&*self.store()?, event)
    }

    /// Withdraws an entrant: it keeps its results and is not drawn again.
    pub fn withdraw_entrant(&self, event: &str, entrant: u32) -> ApiResult<EventScreen> {
        let id = event.to_string();
        self.write_events(Some(event), move |s| Ok(s.withdraw_entrant(&id, entrant)?))?;
        screen(&*self.store()?, event)
    }

    /// A table as the app shows a match, its explanations in `lang` naming its sides.
    pub fn event_table(
        &self,
        event: &str,
        round: u32,
        table: u32,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let store = self.store()?;
        table_screen(&store, event, round, table, self::lang(lang))
    }

    /// Scores `deal` as the next deal of the table, or in place of deal `index` (from 0),
    /// without saving: its score and explanation, and the table's totals after it.
    pub fn event_table_preview(
        &self,
        event: &str,
        round: u32,
        table: u32,
        index: Option<usize>,
        deal: Value,
        lang: Option<&str>,
    ) -> ApiResult<Preview> {
        let store = self.store()?;
        let scored = store.scored_event(event)?;
        let t = scored.event.table(round, table)?;
        let mut deals = t.deals.clone();
        let at = place(&mut deals, index, deal);
        // The event's rules: a deal beyond the table's count, or after its game, is refused.
        let score = scored.rules.score(&deals[..=at])?;
        let previewed = ScoredTable::of(&scored.event, round, t, score);
        Ok(preview_of(&previewed, at, self::lang(lang)))
    }

    /// Adds `deal` as the table's next deal; durable before this returns.
    pub fn event_table_append(
        &self,
        event: &str,
        round: u32,
        table: u32,
        deal: &Value,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let change = TableChange::Append(deal.clone());
        self.change_table(event, round, table, change, lang)
    }

    /// Replaces deal `index` (from 0) of the table: a correction, in any round; the later deals
    /// and the standings follow.
    pub fn event_table_edit(
        &self,
        event: &str,
        round: u32,
        table: u32,
        index: usize,
        deal: &Value,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let change = TableChange::Replace(index, deal.clone());
        self.change_table(event, round, table, change, lang)
    }

    /// Removes the last deal of a table of the current round (an earlier round's tables stay
    /// complete: their deals are corrected, not removed).
    pub fn event_table_undo(
        &self,
        event: &str,
        round: u32,
        table: u32,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        self.change_table(event, round, table, TableChange::Undo, lang)
    }

    /// Changes a table's deals with the store that writes the events (the phones' server's one
    /// writer while the tables are open); the table as the change left it, scored once.
    fn change_table(
        &self,
        event: &str,
        round: u32,
        table: u32,
        change: TableChange,
        lang: Option<&str>,
    ) -> ApiResult<TableMatch> {
        let id = event.to_string();
        let written = self.write_events(Some(event), move |store| {
            change.apply(store, &id, round, table)
        })?;
        Ok(table_screen_of(written, self::lang(lang)))
    }

    /// Runs `change` with the store that writes the events: while the tables are open to
    /// phones, the server's one writer ([`crate::phones::Phones::write`]), else the app's own.
    pub fn write_events<T: Send + 'static>(
        &self,
        event: Option<&str>,
        change: impl FnOnce(&mut Store) -> ApiResult<T> + Send + 'static,
    ) -> ApiResult<T> {
        match self.phones.get() {
            Some(phones) => phones.write(self, event, change),
            None => change(&mut *self.store()?),
        }
    }

    /// The table phones' server, when this host has one.
    fn phones(&self) -> ApiResult<&crate::phones::Phones> {
        self.phones.get().ok_or_else(|| {
            ApiError::unavailable("this app cannot open the tables to phones (no server)")
        })
    }

    /// Opens the tables of `event` to phones (see [`crate::phones::Phones::open`]).
    pub fn phones_open(
        &self,
        event: &str,
        bind: Option<&str>,
    ) -> ApiResult<crate::phones::PhonesStatus> {
        self.phones()?.open(self, event, bind)
    }

    pub fn phones_close(&self) -> ApiResult<crate::phones::PhonesStatus> {
        self.phones()?.close(self)
    }

    pub fn phones_status(&self) -> ApiResult<crate::phones::PhonesStatus> {
        self.phones()?.status(self)
    }
}

#[derive(Deserialize)]
struct Definition {
    definition: Value,
}

#[derive(Deserialize)]
struct EventId {
    event: String,
}

#[derive(Deserialize)]
struct NewEntrant {
    event: String,
    entrant: Value,
}

#[derive(Deserialize)]
struct Withdrawal {
    event: String,
    entrant: u32,
}

#[derive(Deserialize)]
struct TableArgs {
    event: String,
    round: u32,
    table: u32,
    index: Option<usize>,
    deal: Option<Value>,
    lang: Option<String>,
}

impl TableArgs {
    fn deal(&mut self, cmd: &str) -> ApiResult<Value> {
        self.deal.take().ok_or_else(|| ApiError {
            kind: ErrorKind::Input,
            message: format!("invalid arguments for {cmd}: missing field `deal`"),
            at: Some("args".to_string()),
            about: None,
        })
    }

    fn index(&self, cmd: &str) -> ApiResult<usize> {
        self.index.ok_or_else(|| ApiError {
            kind: ErrorKind::Input,
            message: format!("invalid arguments for {cmd}: missing field `index`"),
            at: Some("args".to_string()),
            about: None,
        })
    }
}

#[derive(Deserialize)]
struct PhonesOpen {
    event: String,
    bind: Option<String>,
}

impl Api {
    /// The organiser's commands by name ([`Api::dispatch`]); `None` for another name.
    pub(crate) fn dispatch_event(&self, cmd: &str, a: Value) -> Option<ApiResult<Value>> {
        let answer = match cmd {
            "event_presets" => json(Ok(self.event_presets())),
            "create_event" => {
                args::<Definition>(cmd, a).and_then(|a| json(self.create_event(&a.definition)))
            }
            "list_events" => json(self.list_events()),
            "get_event" => args::<EventId>(cmd, a).and_then(|a| json(self.get_event(&a.event))),
            "draw_round" => args::<EventId>(cmd, a).and_then(|a| json(self.draw_round(&a.event))),
            "redraw_round" => {
                args::<EventId>(cmd, a).and_then(|a| json(self.redraw_round(&a.event)))
            }
            "add_entrant" => args::<NewEntrant>(cmd, a)
                .and_then(|a| json(self.add_entrant(&a.event, &a.entrant))),
            "withdraw_entrant" => args::<Withdrawal>(cmd, a)
                .and_then(|a| json(self.withdraw_entrant(&a.event, a.entrant))),
            "event_table" => args::<TableArgs>(cmd, a).and_then(|a| {
                json(self.event_table(&a.event, a.round, a.table, a.lang.as_deref()))
            }),
            "event_table_preview" => args::<TableArgs>(cmd, a).and_then(|mut a| {
                let deal = a.deal(cmd)?;
                json(self.event_table_preview(
                    &a.event,
                    a.round,
                    a.table,
                    a.index,
                    deal,
                    a.lang.as_deref(),
                ))
            }),
            "event_table_append" => args::<TableArgs>(cmd, a).and_then(|mut a| {
                let deal = a.deal(cmd)?;
                json(self.event_table_append(&a.event, a.round, a.table, &deal, a.lang.as_deref()))
            }),
            "event_table_edit" => args::<TableArgs>(cmd, a).and_then(|mut a| {
                let deal = a.deal(cmd)?;
                let index = a.index(cmd)?;
                json(self.event_table_edit(
                    &a.event,
                    a.round,
                    a.table,
                    index,
                    &deal,
                    a.lang.as_deref(),
                ))
            }),
            "event_table_undo" => args::<TableArgs>(cmd, a).and_then(|a| {
                json(self.event_table_undo(&a.event, a.round, a.table, a.lang.as_deref()))
            }),
            "phones_open" => args::<PhonesOpen>(cmd, a)
                .and_then(|a| json(self.phones_open(&a.event, a.bind.as_deref()))),
            "phones_close" => json(self.phones_close()),
            "phones_status" => json(self.phones_status()),
            _ => return None,
        };
        Some(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every preset is a definition the events accept once it has a name and entrants.
    #[test]
    fn every_preset_makes_an_event() {
        for p in presets() {
            let mut def = p.definition.clone();
            def["name"] = json!(format!("{} night", p.id));
            match def["entrants"].as_str() {
                Some("players") => {
                    def["players"] = json!(["Ana", "Bram", "Cor", "Dirk", "Els", "Fien", "Gijs"])
                }
                _ => def["teams"] = json!([{"name": "Les Cochons"}, {"name": "Duo 2"}]),
            }
            let parsed = belote_event::Definition::parse(&def, "2026-12-05");
            assert!(parsed.is_ok(), "{}: {:?}", p.id, parsed.err());
        }
        let ids: Vec<&str> = presets().iter().map(|p| p.id).collect();
        assert_eq!(
            ids,
            [
                "concours",
                "klaverjasavond",
                "bela_turnir",
                "bulgarian",
                "contree"
            ]
        );
    }

    #[test]
    fn ops_are_unique_and_short_enough() {
        let (a, b) = (new_op(), new_op());
        assert_ne!(a, b);
        assert!(a.len() <= 64 && b.len() <= 64);
    }
}
