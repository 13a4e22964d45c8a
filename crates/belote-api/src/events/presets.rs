//! The kinds of event an organiser starts from: each a real club's way, as a definition
//! without a name, date or entrants.

use serde::Serialize;
use serde_json::{json, Value};

/// A ready-made kind of event: its definition without a name, date or entrants.
#[derive(Debug, Clone, Serialize)]
pub struct Preset {
    /// `concours`, `klaverjasavond`, `bela_turnir`, `bulgarian`, `contree`, `baloot`, and the
    /// staged ones: `concours_pools`, `cup`, `swiss`, `melee`.
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
/// a win and 1 a draw, then the difference), a contrée concours (2 points a win, 1 a loss), and a
/// Baloot night (one sakka to 152 per table and round — a Saudi tournament plays one sakka a
/// tie — 2 points a win, then the difference; equal totals play another deal, so no draw).
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
        // A French concours in stages (FNASCE's shape): 2 pools dealt by lot, then the top two
        // of each to a main bracket and the others to a consolante, both with a third-place
        // match; 2 points a win and 1 a loss, then the difference and head-to-head.
        preset(
            "concours_pools",
            json!({
                "variant": "classic", "options": {"announces": false, "litige": "hold"},
                "format": {"deals": 12}, "entrants": "teams",
                "ranking": ["match_points", "difference", "head_to_head"],
                "match_points": {"win": 2, "draw": 1, "loss": 1},
                "stages": [
                    {"id": "pools", "kind": "pools", "pools": 2, "seeding": "lot"},
                    {"id": "finals", "kind": "knockout", "tie": "extra_deal", "brackets": [
                        {"id": "main", "from": {"places": [1, 2]}, "placing": "third"},
                        {"id": "consolante", "from": {"places": [3, null]}, "placing": "third"}]}],
                "prizes": {"places": 4, "booby": false}
            }),
        ),
        // A bela cup: a knockout of every team by lot, the top seeds' byes, one game to 1001 a
        // table, one more deal on a tie, a third-place match.
        preset(
            "cup",
            json!({
                "variant": "bela", "options": {},
                "format": {"deals": null}, "entrants": "teams",
                "stages": [
                    {"id": "cup", "kind": "knockout", "seeding": "lot", "tie": "extra_deal",
                     "brackets": [{"id": "cup", "placing": "third"}]}],
                "prizes": {"places": 4, "booby": false}
            }),
        ),
        // A Swiss (pétanque's way): 5 ranked rounds, equal teams ranked by the strength of
        // their opponents (Buchholz, then median Buchholz), then points.
        preset(
            "swiss",
            json!({
                "variant": "contree", "options": {},
                "format": {"rounds": 5, "deals": 12}, "entrants": "teams",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["match_points", "buchholz", "median_buchholz", "points"],
                "match_points": {"win": 2, "draw": 1, "loss": 0},
                "prizes": {"places": "all", "booby": false}
            }),
        ),
        // A mêlée: single players paired by lot at the first draw, then fixed pairs over 4
        // ranked rounds.
        preset(
            "melee",
            json!({
                "variant": "classic", "options": {"announces": false, "litige": "hold"},
                "format": {"rounds": 4, "deals": 12}, "entrants": "players", "partners": "once",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["match_points", "points"],
                "match_points": {"win": 2, "draw": 1, "loss": 0},
                "prizes": {"places": "all", "booby": false}
            }),
        ),
        preset(
            "baloot",
            json!({
                "variant": "baloot", "options": {},
                "format": {"rounds": 4, "deals": null}, "entrants": "teams",
                "draw": {"first": "random", "then": "ranked", "avoid_repeats": true},
                "ranking": ["match_points", "difference"],
                "match_points": {"win": 2, "draw": 1, "loss": 0},
                "prizes": {"places": 3, "booby": false}
            }),
        ),
    ]
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
                _ if def.get("stages").is_some() => {
                    def["teams"] = json!((1..=8)
                        .map(|k| json!({ "name": format!("Team {k}") }))
                        .collect::<Vec<_>>())
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
                "contree",
                "concours_pools",
                "cup",
                "swiss",
                "melee",
                "baloot"
            ]
        );
    }
}
