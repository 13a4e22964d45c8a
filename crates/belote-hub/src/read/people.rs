//! Players, the federation ranking and search (HUB.md "Reading"). The ranking of a family is
//! read whole once per change (`ranked`) and every page, player and club view is a slice of it.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::Arc;

use belote_event::EntrantKind;

use belote_event::names::fold_name;
use serde_json::{json, Value};
use tokio_postgres::GenericClient;

use super::event::{hidden_at, Mask};
use super::{club_row, Page, FAMILIES};
use crate::error::{HubError, Result};
use crate::rating::round2;

/// One row of a family's ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct RankRow {
    pub player: i64,
    pub public: String,
    /// The display name, or the pseudonym of a hidden or erased player.
    pub name: String,
    pub key: String,
    pub rating: f64,
    pub uncertainty: f64,
    pub conservative: f64,
    pub games: i32,
    pub won: i32,
    pub lost: i32,
    pub drawn: i32,
    pub events: i32,
    pub clubs: Vec<String>,
    pub last_event: Value,
}

/// A family's ranking, in rank order, with its counts.
#[derive(Debug, Clone, Default)]
pub struct Ranked {
    pub rows: Vec<RankRow>,
    pub events: i64,
    pub games: i64,
    pub pending: bool,
}

/// Reads a family's ranking and orders it: conservative (rounded) high to low, games high to
/// low, the display name's key, the player id.
pub async fn ranked<C: GenericClient>(db: &C, family: &str) -> Result<Arc<Ranked>> {
    let rows = db
        .query(
            "SELECT r.player, p.public, CASE WHEN p.hidden THEN p.pseudonym ELSE p.display END, \
               p.display_key, r.mu, r.sigma, r.games, r.won, \
               r.lost, r.drawn, r.events, r.clubs, e.club, e.event, e.date \
             FROM belote_hub.ranking r \
             JOIN belote_hub.players p ON p.id = r.player \
             JOIN belote_hub.events e ON e.publication = r.last_publication \
             WHERE r.family = $1",
            &[&family],
        )
        .await?;
    let mut out: Vec<RankRow> = rows
        .iter()
        .map(|r| {
            let mu: f64 = r.get(4);
            let sigma: f64 = r.get(5);
            RankRow {
                player: r.get(0),
                public: r.get(1),
                name: r.get::<_, Option<String>>(2).unwrap_or_default(),
                key: r.get(3),
                rating: round2(mu),
                uncertainty: round2(sigma),
                conservative: round2(mu - 3.0 * sigma),
                games: r.get(6),
                won: r.get(7),
                lost: r.get(8),
                drawn: r.get(9),
                events: r.get(10),
                clubs: r.get(11),
                last_event: json!({ "club": r.get::<_, String>(12), "event": r.get::<_, String>(13),
                                    "date": r.get::<_, String>(14) }),
            }
        })
        .collect();
    out.sort_by(|a, b| {
        b.conservative
            .total_cmp(&a.conservative)
            .then_with(|| b.games.cmp(&a.games))
            .then_with(|| a.key.cmp(&b.key))
            .then_with(|| a.public.cmp(&b.public))
    });
    let counts = db
        .query_one(
            "SELECT (SELECT count(*) FROM belote_hub.events WHERE family = $1), \
                    (SELECT count(*) FROM belote_hub.games WHERE family = $1), \
                    EXISTS (SELECT 1 FROM belote_hub.dirty WHERE family = $1)",
            &[&family],
        )
        .await?;
    Ok(Arc::new(Ranked {
        rows: out,
        events: counts.get(0),
        games: counts.get(1),
        pending: counts.get(2),
    }))
}

/// The rating system as every ranking states it.
pub fn system() -> Value {
    let s = belote_core_rating_system();
    json!({
        "name": s.0, "library": "skillratings 0.29", "initial_rating": 25,
        "initial_uncertainty": round2(s.1), "beta": round2(s.2),
        "ranked_by": "rating - 3 × uncertainty",
        "order": "event date, event id, club, round, table",
    })
}

fn belote_core_rating_system() -> (&'static str, f64, f64) {
    let first = skillratings::weng_lin::WengLinRating::new();
    let config = skillratings::weng_lin::WengLinConfig::new();
    (
        "Weng-Lin (OpenSkill), Bradley-Terry model, two teams",
        first.uncertainty,
        config.beta,
    )
}

/// Checks a family's name (404 at `family`).
pub fn family(name: &str) -> Result<&'static str> {
    FAMILIES.into_iter().find(|f| *f == name).ok_or_else(|| {
        HubError::not_found(
            "family",
            format!("{name:?} is not a family: use {}", FAMILIES.join(", ")),
        )
    })
}

/// `GET /api/v1/ranking/FAMILY[?club=CLUB]`.
pub fn ranking_json(family: &str, ranked: &Ranked, club: Option<&str>, page: Page) -> Value {
    let kept: Vec<(usize, &RankRow)> = ranked
        .rows
        .iter()
        .enumerate()
        .filter(|(_, r)| club.is_none_or(|c| r.clubs.iter().any(|x| x == c)))
        .collect();
    let players: Vec<Value> = kept
        .iter()
        .skip(page.offset as usize)
        .take(page.limit as usize)
        .map(|(i, r)| {
            json!({
                "rank": i + 1, "player": r.public, "name": r.name, "clubs": r.clubs,
                "rating": r.rating, "uncertainty": r.uncertainty, "conservative": r.conservative,
                "games": r.games, "won": r.won, "lost": r.lost, "drawn": r.drawn, "events": r.events,
                "last_event": r.last_event,
            })
        })
        .collect();
    json!({
        "family": family, "pending": ranked.pending, "system": system(),
        "events": ranked.events, "games": ranked.games, "total": kept.len(),
        "offset": page.offset, "limit": page.limit, "players": players,
    })
}

/// What a player id names: the player's own id, another id that redirects to it (merged),
/// or nothing.
pub enum Found {
    Player(i64),
    Redirect(String),
}

/// Finds the player of public id `public` (404 at `player`).
pub async fn find_player<C: GenericClient>(db: &C, public: &str) -> Result<Found> {
    let row = db
        .query_opt(
            "SELECT n.id, n.player, p.public, EXISTS (SELECT 1 FROM belote_hub.players x WHERE x.id = n.player) \
             FROM belote_hub.names n JOIN belote_hub.names p ON p.id = n.player WHERE n.public = $1",
            &[&public],
        )
        .await?;
    match row {
        Some(r) if r.get::<_, bool>(3) => {
            let (id, player): (i64, i64) = (r.get(0), r.get(1));
            if id == player {
                Ok(Found::Player(player))
            } else {
                Ok(Found::Redirect(r.get(2)))
            }
        }
        _ => Err(HubError::not_found(
            "player",
            format!("no player {public:?} at this hub"),
        )),
    }
}

/// `GET /api/v1/players/PLAYER`, the player found; `ranks` gives each family's ranking.
pub async fn player<C: GenericClient>(
    db: &C,
    player: i64,
    ranks: &[(&str, Arc<Ranked>)],
    page: Page,
) -> Result<Value> {
    let p = db
        .query_one(
            "SELECT public, display, hidden, pseudonym, \
               EXISTS (SELECT 1 FROM belote_hub.names e WHERE e.player = $1 AND e.erased) \
             FROM belote_hub.players WHERE id = $1",
            &[&player],
        )
        .await?;
    let masked: bool = p.get::<_, bool>(2) || p.get::<_, bool>(4);
    let pseudonym: Option<String> = p.get(3);
    let shown = |name: String| -> String {
        if masked {
            pseudonym.clone().unwrap_or(name)
        } else {
            name
        }
    };
    let names = db
        .query(
            "SELECT DISTINCT n.club, n.written FROM belote_hub.names n \
             JOIN belote_hub.results r ON r.name = n.id WHERE n.player = $1 ORDER BY n.club, n.written",
            &[&player],
        )
        .await?;
    let names: Vec<Value> = names
        .iter()
        .map(|r| json!({ "club": r.get::<_, String>(0), "name": shown(r.get(1)) }))
        .collect();
    let mut ratings = serde_json::Map::new();
    for (family, ranked) in ranks {
        let Some((i, row)) = ranked
            .rows
            .iter()
            .enumerate()
            .find(|(_, r)| r.player == player)
        else {
            continue;
        };
        let history = db
            .query(
                "SELECT club, event, date, mu, sigma FROM belote_hub.ratings \
                 WHERE family = $1 AND player = $2 ORDER BY date, event, club",
                &[family, &player],
            )
            .await?;
        let history: Vec<Value> = history
            .iter()
            .map(|r| {
                json!({ "club": r.get::<_, String>(0), "event": r.get::<_, String>(1),
                        "date": r.get::<_, String>(2), "rating": round2(r.get(3)),
                        "uncertainty": round2(r.get(4)) })
            })
            .collect();
        ratings.insert(
            (*family).to_string(),
            json!({
                "rank": i + 1, "rating": row.rating, "uncertainty": row.uncertainty,
                "conservative": row.conservative, "games": row.games, "won": row.won,
                "lost": row.lost, "drawn": row.drawn, "history": history,
            }),
        );
    }
    let total: i64 = db
        .query_one(
            "SELECT count(DISTINCT r.publication) FROM belote_hub.results r \
             JOIN belote_hub.names n ON n.id = r.name WHERE n.player = $1",
            &[&player],
        )
        .await?
        .get(0);
    let events = db
        .query(
            "SELECT DISTINCT ON (e.date, e.event, e.club) e.club, e.event, e.name, e.date, e.variant, \
               r.entrant_name, r.rank, r.of, r.points, r.played, r.wins, r.draws, r.losses, e.kind \
             FROM belote_hub.results r JOIN belote_hub.names n ON n.id = r.name \
             JOIN belote_hub.events e ON e.publication = r.publication \
             WHERE n.player = $1 \
             ORDER BY e.date DESC, e.event DESC, e.club DESC, r.rank, n.id OFFSET $2 LIMIT $3",
            &[&player, &page.offset, &page.limit],
        )
        .await?;
    // An entrant of players names its people ("Anna & Bram"): each hidden one is masked, the
    // player's own names too when they are hidden or erased.
    let mut masks: HashMap<String, Mask> = HashMap::new();
    for r in &events {
        let club: String = r.get(0);
        if let Entry::Vacant(slot) = masks.entry(club.clone()) {
            let mut m = hidden_at(db, &club).await?;
            if let (true, Some(pseudonym)) = (masked, &pseudonym) {
                let own = db
                    .query(
                        "SELECT key FROM belote_hub.names WHERE player = $1 AND club = $2",
                        &[&player, &club],
                    )
                    .await?;
                for o in &own {
                    m.insert(o.get(0), pseudonym.clone());
                }
            }
            slot.insert(Mask(m));
        }
    }
    let events: Vec<Value> = events
        .iter()
        .map(|r| {
            let entrant: String = r.get(5);
            let kind: String = r.get(13);
            let club: String = r.get(0);
            let entrant = match (kind.as_str(), masks.get(&club)) {
                ("players", Some(m)) => m.side(EntrantKind::Players, &entrant),
                _ => entrant,
            };
            json!({
                "club": club, "event": r.get::<_, String>(1),
                "name": r.get::<_, String>(2), "date": r.get::<_, String>(3),
                "variant": r.get::<_, String>(4),
                "entrant": entrant,
                "rank": r.get::<_, i32>(6), "of": r.get::<_, i32>(7), "points": r.get::<_, i64>(8),
                "played": r.get::<_, i32>(9), "wins": r.get::<_, i32>(10),
                "draws": r.get::<_, i32>(11), "losses": r.get::<_, i32>(12),
            })
        })
        .collect();
    let display: String = p.get(1);
    Ok(json!({
        "player": p.get::<_, String>(0), "name": shown(display), "names": names,
        "ratings": ratings, "events": events, "total": total, "offset": page.offset,
        "limit": page.limit,
    }))
}

/// `LIKE` pattern of a folded query: its wildcards escaped.
fn like(q: &str) -> String {
    let mut s = String::from("%");
    for c in q.chars() {
        if matches!(c, '%' | '_' | '\\') {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('%');
    s
}

/// The query folded as the app folds names, 1–100 characters (400 at `q`).
pub fn folded_query(q: &str) -> Result<String> {
    let f = fold_name(q);
    let n = f.chars().count();
    if n == 0 || n > 100 {
        return Err(HubError::bad_request(
            "q",
            "the query must be 1 to 100 characters once folded",
        ));
    }
    Ok(f)
}

/// `GET /api/v1/search?q=Q`.
pub async fn search<C: GenericClient>(db: &C, q: &str) -> Result<Value> {
    let f = folded_query(q)?;
    let pattern = like(&f);
    let rows = db
        .query(
            "SELECT p.public, p.display, p.id \
             FROM belote_hub.players p WHERE NOT p.hidden AND p.id IN ( \
               SELECT n.player FROM belote_hub.names n WHERE n.fold LIKE $1 AND NOT n.erased \
                 AND EXISTS (SELECT 1 FROM belote_hub.results r WHERE r.name = n.id))",
            &[&pattern],
        )
        .await?;
    let mut players: Vec<(u8, String, String, String, i64)> = rows
        .iter()
        .map(|r| {
            let name: String = r.get(1);
            let folded = fold_name(&name);
            let group = if folded == f {
                0
            } else if folded.starts_with(&f) {
                1
            } else {
                2
            };
            (group, folded, r.get(0), name, r.get(2))
        })
        .collect();
    players.sort_by(|a, b| (a.0, &a.1, &a.2).cmp(&(b.0, &b.1, &b.2)));
    players.truncate(50);
    // The clubs of the 50 shown only.
    let ids: Vec<i64> = players.iter().map(|p| p.4).collect();
    let clubs_of: std::collections::HashMap<i64, Vec<String>> = db
        .query(
            "SELECT m.player, array_agg(DISTINCT m.club ORDER BY m.club) FROM belote_hub.names m \
             WHERE m.player = ANY($1) AND EXISTS (SELECT 1 FROM belote_hub.results r WHERE r.name = m.id) \
             GROUP BY m.player",
            &[&ids],
        )
        .await?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    let players: Vec<Value> = players
        .into_iter()
        .map(|(_, _, id, name, pk)| {
            let clubs = clubs_of.get(&pk).cloned().unwrap_or_default();
            json!({ "player": id, "name": name, "clubs": clubs })
        })
        .collect();
    let clubs = db
        .query(
            "SELECT club, name FROM belote_hub.clubs WHERE fold LIKE $1 OR club LIKE $1 ORDER BY club LIMIT 50",
            &[&pattern],
        )
        .await?;
    let clubs: Vec<Value> = clubs
        .iter()
        .map(|r| json!({ "club": r.get::<_, String>(0), "name": r.get::<_, String>(1) }))
        .collect();
    let events = db
        .query(
            "SELECT club, event, name, date FROM belote_hub.events WHERE fold LIKE $1 \
             ORDER BY date DESC, event DESC, club DESC LIMIT 50",
            &[&pattern],
        )
        .await?;
    let events: Vec<Value> = events
        .iter()
        .map(|r| {
            json!({ "club": r.get::<_, String>(0), "event": r.get::<_, String>(1),
                    "name": r.get::<_, String>(2), "date": r.get::<_, String>(3) })
        })
        .collect();
    Ok(json!({ "query": q, "players": players, "clubs": clubs, "events": events }))
}

/// `GET /api/v1/clubs/CLUB/members` (the club's key or an admin's).
pub async fn members<C: GenericClient>(db: &C, club: &str) -> Result<Value> {
    club_row(db, club).await?;
    let rows = db
        .query(
            "SELECT coalesce(n.written, m.key), m.member, p.public FROM belote_hub.members m \
             LEFT JOIN belote_hub.names n ON n.club = m.club AND n.key = m.key \
             LEFT JOIN belote_hub.names p ON p.id = n.player \
             WHERE m.club = $1 ORDER BY m.key",
            &[&club],
        )
        .await?;
    let list: Vec<Value> = rows
        .iter()
        .map(|r| {
            let member: String = r.get(1);
            // A name a split detached from its member id (identity_ops::DETACHED): null.
            let member = (!member.is_empty()).then_some(member);
            json!({ "name": r.get::<_, String>(0), "member": member,
                    "player": r.get::<_, Option<String>>(2) })
        })
        .collect();
    Ok(json!({ "club": club, "members": list }))
}
