//! Club nights and tournaments (docs/events.md): a French concours of fixed pairs over 4 parties
//! ranked by total points, a Dutch klaverjas evening of individuals whose partners are drawn
//! every round, a bela league night on match points.
//!
//! Plain Rust beside the engine, without a database: the store keeps an event's facts (its
//! definition, the draws, every table's deals) and this crate derives the rest from them.
//! - [`definition`]: the event definition, read and checked key by key, defaults filled in;
//! - [`table`]: a table's deals as a match of the event's variant, scored by the engine;
//! - [`draw`]: byes and tables of a round (ranked, random from the seed, or in order);
//! - [`standings`]: standings with shared ranks, byes, and prizes;
//! - [`event`]: a whole event's facts and what is derived from them;
//! - [`scored`]: an event with every table scored once, which every view projects;
//! - [`view`]: the JSON shapes of docs/events.md as typed values;
//! - [`export`]: the event file, written and read back with every value checked;
//! - [`stage`]: stages — pools, brackets, a consolante, a mêlée's pairs, sessions — each a
//!   projection of the one scored event, with the seedings stored when a stage closes;
//! - [`staging`]: what a staged event keeps (its seedings) and reads (each table's result);
//! - [`rank`]: ranking a group by its criteria and tie-breaks (head-to-head, Buchholz, …);
//! - [`season`]: seasons over many events, derived from their standings and deals;
//! - [`names`]: who is who by name (the history's folding, which seasons use too);
//! - [`code`]: table codes and seeds from the system's cryptographic source.

pub mod code;
pub mod definition;
pub mod draw;
pub mod event;
mod event_change;
mod event_view;
pub mod export;
pub mod games;
pub mod names;
pub mod rank;
pub mod scored;
pub mod scores;
pub mod season;
pub mod stage;
pub mod staging;
pub mod standings;
pub mod table;
pub mod view;

pub use code::{is_code, random_code, random_seed};
pub use definition::{
    read_entrant, ByePoints, Criterion, Definition, DrawRules, Entrant, EntrantKind, Format,
    MatchPoints, Method, Places, Prizes,
};
pub use draw::{Drawn, History};
pub use event::{round_from, tables_words, DrawRefusal, Event, Round, Table};
pub use export::{from_export, to_export, EVENT_FORMAT, EVENT_VERSION, MAX_EVENT_BYTES};
pub use games::{side_seats, table_game, SideSeats, TableGame};
pub use scored::{ScoredEvent, ScoredTable, Scores};
pub use standings::Standing;
pub use table::{deal_error, deals_error_under, Appended, Outcome, TableRules, TableScore};
pub use view::{
    DrawnTable, EntrantView, EventSummary, EventView, PublicTable, RoundView, SideNames,
    SidePlayers, StandingsView, TableView,
};
