//! Who is who across clubs (HUB.md "Player identity"): names, the players they make (the
//! connected components of the graph whose edges are shared member ids and the admin's merges),
//! each player's display name, and the re-rating an identity change asks for. The admin's
//! actions (merge, split, erase, hide) and the clubs' member ids are in `admin_ops` and
//! `members`; this module keeps the graph and the derived `names.player` / `players` rows.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use belote_event::names::player_key;
use tokio_postgres::Transaction;

use crate::derive::Person;
use crate::error::{HubError, Result};
use crate::keys::random_code;
use crate::rating::{mark_dirty, Position};

/// How the writes that touch who is who are kept apart, until each transaction ends:
///
/// - an identity change (member ids, merges, splits, hiding, erasure, and a publication whose
///   new names link to member ids) holds the identity lock alone ([`lock_identity_alone`]);
/// - publications and withdrawals hold it together ([`lock_identity_read`]): the graph of who is
///   who stays still under them, and they keep apart from each other by the club's lock
///   ([`lock_club`], taken before: a club's names and member ids) and each player's lock
///   ([`lock_players`], taken in ascending order: the `players` rows, which clubs share).
///
/// Every writer takes these in the same order (publication, club, identity, players), then the
/// family's `dirty` row and the generation last, so none waits on another in a circle.
pub async fn lock_identity_alone(tx: &Transaction<'_>) -> Result<()> {
    crate::db::execute(
        tx,
        "SELECT pg_advisory_xact_lock(hashtextextended('belote_hub identity', 7))",
        &[],
    )
    .await?;
    Ok(())
}

/// The identity lock held together with other publications (see [`lock_identity_alone`]).
pub async fn lock_identity_read(tx: &Transaction<'_>) -> Result<()> {
    crate::db::execute(
        tx,
        "SELECT pg_advisory_xact_lock_shared(hashtextextended('belote_hub identity', 7))",
        &[],
    )
    .await?;
    Ok(())
}

/// A club's lock (see [`lock_identity_alone`]): its names and member ids change under it.
pub async fn lock_club(tx: &Transaction<'_>, club: &str) -> Result<()> {
    let key = format!("belote_hub club {club}");
    crate::db::execute(
        tx,
        "SELECT pg_advisory_xact_lock(hashtextextended($1, 7))",
        &[&key],
    )
    .await?;
    Ok(())
}

/// The locks of `players` (root name ids), in ascending order (see [`lock_identity_alone`]). The
/// two-key form keeps them apart from every other lock of the hub.
pub async fn lock_players(tx: &Transaction<'_>, players: &[i64]) -> Result<()> {
    let mut keys: Vec<i32> = players
        .iter()
        .map(|p| (p.rem_euclid(i32::MAX as i64)) as i32)
        .collect();
    keys.sort_unstable();
    keys.dedup();
    if keys.is_empty() {
        return Ok(());
    }
    crate::db::execute(
        tx,
        "SELECT pg_advisory_xact_lock(1886151033, k) FROM unnest($1::int4[]) AS k",
        &[&keys],
    )
    .await?;
    Ok(())
}

/// The ids of `people` (names of `club`), made for those seen for the first time. A new name
/// that the club has given a member id joins that member's player.
pub async fn upsert_names(tx: &Transaction<'_>, club: &str, people: &[Person]) -> Result<Vec<i64>> {
    let keys: Vec<&str> = people.iter().map(|p| p.key.as_str()).collect();
    for _attempt in 0..5 {
        let publics = (0..people.len())
            .map(|_| random_code(10).map(|c| format!("p-{c}")))
            .collect::<Result<Vec<_>>>()?;
        let written: Vec<&str> = people.iter().map(|p| p.written.as_str()).collect();
        let folds: Vec<&str> = people.iter().map(|p| p.fold.as_str()).collect();
        let inserted = crate::db::query(tx, "INSERT INTO belote_hub.names (public, club, key, written, fold, player) \
                 SELECT p, $1, k, w, f, 0 \
                 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS t(p, k, w, f, o) \
                 ORDER BY o \
                 ON CONFLICT DO NOTHING RETURNING id",
                &[&club, &publics, &keys, &written, &folds],
            )
            .await?;
        let new: Vec<i64> = inserted.iter().map(|r| r.get(0)).collect();
        if !new.is_empty() {
            crate::db::execute(
                tx,
                "UPDATE belote_hub.names SET player = id WHERE id = ANY($1)",
                &[&new],
            )
            .await?;
        }
        let rows = crate::db::query(
            tx,
            "SELECT key, id FROM belote_hub.names WHERE club = $1 AND key = ANY($2)",
            &[&club, &keys],
        )
        .await?;
        let found: HashMap<String, i64> = rows.iter().map(|r| (r.get(0), r.get(1))).collect();
        if found.len() == people.len() {
            if !new.is_empty() {
                let linked = crate::db::query(
                    tx,
                    "SELECT n.id FROM belote_hub.names n JOIN belote_hub.members m \
                         ON m.club = n.club AND m.key = n.key WHERE n.id = ANY($1)",
                    &[&new],
                )
                .await?;
                let linked: Vec<i64> = linked.iter().map(|r| r.get(0)).collect();
                if !linked.is_empty() {
                    relink(tx, &linked).await?;
                }
            }
            return Ok(people.iter().map(|p| found[&p.key]).collect());
        }
        // A public id drawn twice (one chance in 10^14): draw the missing ones again.
    }
    Err(HubError::Internal(
        "cannot give new names a public id".into(),
    ))
}

/// What a relink changed.
#[derive(Debug, Default)]
pub struct Relinked {
    /// Every name looked at (the components touched, before and after).
    pub names: Vec<i64>,
    /// Players before and after (root name ids) of those names.
    pub players: BTreeSet<i64>,
    /// Whether any name changed player.
    pub changed: bool,
}

fn find(parent: &mut HashMap<i64, i64>, x: i64) -> i64 {
    let mut root = x;
    while let Some(&p) = parent.get(&root) {
        if p == root {
            break;
        }
        root = p;
    }
    let mut y = x;
    while y != root {
        let next = parent[&y];
        parent.insert(y, root);
        y = next;
    }
    root
}

/// Works out again the players of the names connected (before or after a change of member
/// ids or merges) to `seeds`, and stores each name's player: the id of its component's
/// earliest-seen name (first-seen time, then id).
pub async fn relink(tx: &Transaction<'_>, seeds: &[i64]) -> Result<Relinked> {
    let mut seen: BTreeSet<i64> = seeds.iter().copied().collect();
    // The components the seeds were in before the change.
    let before = crate::db::query(
        tx,
        "SELECT id FROM belote_hub.names WHERE player IN \
             (SELECT player FROM belote_hub.names WHERE id = ANY($1))",
        &[&seeds],
    )
    .await?;
    seen.extend(before.iter().map(|r| r.get::<_, i64>(0)));
    let mut frontier: Vec<i64> = seen.iter().copied().collect();
    let mut edges: BTreeSet<(i64, i64)> = BTreeSet::new();
    while !frontier.is_empty() {
        let by_member = crate::db::query(
            tx,
            "SELECT n.id, o.id FROM belote_hub.names n \
                 JOIN belote_hub.members m ON m.club = n.club AND m.key = n.key \
                 JOIN belote_hub.members mo ON mo.member = m.member AND m.member <> '' \
                 JOIN belote_hub.names o ON o.club = mo.club AND o.key = mo.key \
                 WHERE n.id = ANY($1) AND o.id <> n.id",
            &[&frontier],
        )
        .await?;
        let merged = crate::db::query(
            tx,
            "SELECT a, b FROM belote_hub.merges WHERE a = ANY($1) OR b = ANY($1)",
            &[&frontier],
        )
        .await?;
        let mut next = Vec::new();
        for r in by_member.iter().chain(merged.iter()) {
            let (x, y): (i64, i64) = (r.get(0), r.get(1));
            edges.insert((x.min(y), x.max(y)));
            for z in [x, y] {
                if seen.insert(z) {
                    next.push(z);
                }
            }
        }
        frontier = next;
    }
    let names: Vec<i64> = seen.iter().copied().collect();
    let rows = crate::db::query(
        tx,
        "SELECT id, player, first_seen FROM belote_hub.names WHERE id = ANY($1)",
        &[&names],
    )
    .await?;
    let mut old: HashMap<i64, i64> = HashMap::new();
    let mut order: HashMap<i64, (chrono::DateTime<chrono::Utc>, i64)> = HashMap::new();
    for r in &rows {
        let id: i64 = r.get(0);
        old.insert(id, r.get(1));
        order.insert(id, (r.get(2), id));
    }
    let mut parent: HashMap<i64, i64> = names.iter().map(|&n| (n, n)).collect();
    for &(x, y) in &edges {
        let (rx, ry) = (find(&mut parent, x), find(&mut parent, y));
        if rx != ry {
            // The earlier-seen root stays root.
            if order[&rx] <= order[&ry] {
                parent.insert(ry, rx);
            } else {
                parent.insert(rx, ry);
            }
        }
    }
    let mut out = Relinked {
        names: names.clone(),
        ..Relinked::default()
    };
    let mut changed_ids = Vec::new();
    let mut changed_players = Vec::new();
    for &n in &names {
        let root = find(&mut parent, n);
        out.players.insert(root);
        if let Some(&p) = old.get(&n) {
            out.players.insert(p);
            if p != root {
                changed_ids.push(n);
                changed_players.push(root);
            }
        }
    }
    if !changed_ids.is_empty() {
        out.changed = true;
        crate::db::execute(
            tx,
            "UPDATE belote_hub.names n SET player = t.p \
             FROM unnest($1::int8[], $2::int8[]) AS t(id, p) WHERE n.id = t.id",
            &[&changed_ids, &changed_players],
        )
        .await?;
    }
    Ok(out)
}

/// The written form of each of `names`: as written at the club's latest event giving the
/// name a result (events in the ranking's order).
pub async fn refresh_written(tx: &Transaction<'_>, names: &[i64]) -> Result<()> {
    crate::db::execute(
        tx,
        "UPDATE belote_hub.names n SET written = s.written FROM ( \
           SELECT k.name, l.written FROM (SELECT DISTINCT unnest($1::int8[])) AS k(name) \
           CROSS JOIN LATERAL ( \
             SELECT r.written FROM belote_hub.results r WHERE r.name = k.name \
             ORDER BY r.date DESC, r.event DESC, r.club DESC LIMIT 1) l) s \
         WHERE n.id = s.name AND n.written <> s.written AND NOT n.erased",
        &[&names],
    )
    .await?;
    Ok(())
}

/// The `players` rows of `players` (root name ids) made again: the display name (the name
/// written at the player's latest event), hidden or erased. A player with no current result
/// has no row (on no public page).
pub async fn refresh_players(tx: &Transaction<'_>, players: &[i64]) -> Result<()> {
    if players.is_empty() {
        return Ok(());
    }
    let rows = crate::db::query(
        tx,
        "WITH latest AS ( \
               SELECT p.player, l.written FROM (SELECT DISTINCT unnest($1::int8[])) AS p(player) \
               CROSS JOIN LATERAL ( \
                 SELECT r.written FROM belote_hub.names n \
                 CROSS JOIN LATERAL ( \
                   SELECT written, date, event, club FROM belote_hub.results \
                   WHERE name = n.id ORDER BY date DESC, event DESC, club DESC LIMIT 1) r \
                 WHERE n.player = p.player \
                 ORDER BY r.date DESC, r.event DESC, r.club DESC, n.id LIMIT 1) l), \
             flags AS ( \
               SELECT h.player, bool_or(h.hidden) AS hidden, max(h.pseudonym) AS pseudonym, \
                 bool_or(h.erased) AS erased \
               FROM belote_hub.names h WHERE h.player = ANY($1) GROUP BY h.player) \
             SELECT l.player, l.written, root.public, f.hidden, f.pseudonym, f.erased \
             FROM latest l JOIN flags f ON f.player = l.player \
             JOIN belote_hub.names root ON root.id = l.player",
        &[&players],
    )
    .await?;
    let kept = crate::db::query(
        tx,
        "SELECT id, display_key FROM belote_hub.players WHERE id = ANY($1)",
        &[&players],
    )
    .await?;
    let kept: HashMap<i64, String> = kept.iter().map(|r| (r.get(0), r.get(1))).collect();
    crate::db::execute(
        tx,
        "DELETE FROM belote_hub.players WHERE id = ANY($1)",
        &[&players],
    )
    .await?;
    let mut ids = Vec::new();
    let mut publics = Vec::new();
    let mut displays = Vec::new();
    let mut keys = Vec::new();
    let mut hidden = Vec::new();
    let mut pseudonyms: Vec<Option<String>> = Vec::new();
    for r in &rows {
        let id: i64 = r.get(0);
        let written: String = r.get(1);
        let erased: bool = r.get::<_, Option<bool>>(5).unwrap_or(false);
        // An erased player keeps the place it had among equals: its key is not the
        // pseudonym's.
        let key = match (erased, kept.get(&id)) {
            (true, Some(k)) => k.clone(),
            _ => player_key(&written),
        };
        ids.push(id);
        publics.push(r.get::<_, String>(2));
        displays.push(written);
        keys.push(key);
        hidden.push(r.get::<_, Option<bool>>(3).unwrap_or(false));
        pseudonyms.push(r.get(4));
    }
    crate::db::execute(tx, "INSERT INTO belote_hub.players (id, public, display, display_key, hidden, pseudonym) \
         SELECT * FROM unnest($1::int8[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::text[])",
        &[&ids, &publics, &displays, &keys, &hidden, &pseudonyms],
    )
    .await?;
    Ok(())
}

/// The families' earliest positions among the events where `names` have a result: where an
/// identity change touching them must re-rate from.
pub async fn earliest_positions(
    tx: &Transaction<'_>,
    names: &[i64],
) -> Result<BTreeMap<String, Position>> {
    let rows = crate::db::query(
        tx,
        "SELECT DISTINCT ON (e.family) e.family, e.date, e.event, e.club \
             FROM belote_hub.results r JOIN belote_hub.events e ON e.publication = r.publication \
             WHERE r.name = ANY($1) ORDER BY e.family, e.date, e.event, e.club",
        &[&names],
    )
    .await?;
    Ok(rows
        .iter()
        .map(|r| (r.get(0), Position::at(r, 1)))
        .collect())
}

/// After a change of member ids or merges touching `seeds`: players worked out again, their
/// rows refreshed, their families marked for re-rating from the earliest event of the names
/// involved. Returns the relink.
pub async fn after_identity_change(tx: &Transaction<'_>, seeds: &[i64]) -> Result<Relinked> {
    let relinked = relink(tx, seeds).await?;
    if relinked.changed {
        let players: Vec<i64> = relinked.players.iter().copied().collect();
        refresh_players(tx, &players).await?;
        for (family, pos) in earliest_positions(tx, &relinked.names).await? {
            mark_dirty(tx, &family, &pos).await?;
        }
    }
    Ok(relinked)
}

/// Games where two seats are one player, among `names`' games: (publication, round, table,
/// the two names). Used to refuse a link or a merge that would seat one player twice.
pub async fn seated_twice(
    tx: &Transaction<'_>,
    names: &[i64],
) -> Result<Option<(i64, i32, i32, i64, i64)>> {
    let rows = crate::db::query(
        tx,
        "SELECT g.publication, g.round, g.tab, s1.id, s2.id \
             FROM belote_hub.games g \
             CROSS JOIN LATERAL (VALUES (g.a1), (g.a2), (g.b1), (g.b2)) AS x(seat) \
             CROSS JOIN LATERAL (VALUES (g.a1), (g.a2), (g.b1), (g.b2)) AS y(seat) \
             JOIN belote_hub.names s1 ON s1.id = x.seat \
             JOIN belote_hub.names s2 ON s2.id = y.seat \
             WHERE (g.a1 = ANY($1) OR g.a2 = ANY($1) OR g.b1 = ANY($1) OR g.b2 = ANY($1)) \
               AND s1.id < s2.id AND s1.player = s2.player \
             ORDER BY g.date, g.event, g.club, g.round, g.tab LIMIT 1",
        &[&names],
    )
    .await?;
    Ok(rows
        .first()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3), r.get(4))))
}

/// "Anna de Vries, who played against Bram Bakker at dedaele e-…, round 1, table 1": the
/// table where `x` and `y` sat, for a refusal.
pub async fn describe_table(
    tx: &Transaction<'_>,
    (publication, round, table, x, y): (i64, i32, i32, i64, i64),
) -> Result<String> {
    let row = crate::db::query_one(
        tx,
        "SELECT (SELECT written FROM belote_hub.names WHERE id = $2), \
                    (SELECT written FROM belote_hub.names WHERE id = $3), \
                    p.club, p.id FROM belote_hub.publications p WHERE p.pk = $1",
        &[&publication, &x, &y],
    )
    .await?;
    let (a, b, club, event): (String, String, String, String) =
        (row.get(0), row.get(1), row.get(2), row.get(3));
    Ok(format!(
        "{a}, who sat with {b} at {club} {event}, round {round}, table {table}"
    ))
}

/// Every name of player `player` (root id): (id, club, key, written).
pub async fn names_of(
    tx: &Transaction<'_>,
    player: i64,
) -> Result<Vec<(i64, String, String, String)>> {
    let rows = crate::db::query(
        tx,
        "SELECT id, club, key, written FROM belote_hub.names WHERE player = $1 ORDER BY club, key",
        &[&player],
    )
    .await?;
    Ok(rows
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
        .collect())
}

/// A new pseudonym, unique in the hub: "Anonymous 7F3A2C".
pub async fn new_pseudonym(tx: &Transaction<'_>) -> Result<String> {
    loop {
        let p = format!("Anonymous {}", random_code(6)?);
        let taken = crate::db::query_opt(
            tx,
            "SELECT 1 FROM belote_hub.names WHERE pseudonym = $1 \
                 UNION ALL SELECT 1 FROM belote_hub.erased WHERE pseudonym = $1 LIMIT 1",
            &[&p],
        )
        .await?;
        if taken.is_none() {
            return Ok(p);
        }
    }
}
