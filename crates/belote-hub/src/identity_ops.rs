//! The changes of identity (HUB.md "Member ids", "Admin endpoints", "Player identity"): a
//! club's member ids, the admin's merge, split, erasure and hiding, each in one transaction,
//! each written in the identity record, each re-rating the families it touches from the
//! earliest event of the names involved.

use std::collections::HashSet;

use belote_event::names::{fold_name, is_unnamed, player_key};
use serde_json::{json, Value};
use tokio_postgres::{Client, GenericClient, Transaction};

use crate::error::{HubError, Result};
use crate::identity::{
    after_identity_change, lock_identity_alone, names_of, new_pseudonym, refresh_players,
};
use crate::intake::{erasure_secret, name_hmac, set_at};
use crate::rating::bump;
use crate::read::people::{find_player, Found};

/// Writes a line of the identity record.
async fn record(
    tx: &Transaction<'_>,
    action: &str,
    player: &str,
    names: &Value,
    note: Option<&str>,
    key_id: &str,
) -> Result<()> {
    tx.execute(
        "INSERT INTO belote_hub.identity_log (action, player, names, note, key_id) VALUES ($1, $2, $3, $4, $5)",
        &[&action, &player, names, &note, &key_id],
    )
    .await?;
    Ok(())
}

/// A player's public id from its root name id.
async fn public_of<C: GenericClient>(db: &C, player: i64) -> Result<String> {
    Ok(db
        .query_one(
            "SELECT public FROM belote_hub.names WHERE id = $1",
            &[&player],
        )
        .await?
        .get(0))
}

/// The member id of a name a split detached from its member id: the club sees `"member":
/// null` for it (HUB.md "Player identity"). Never a member id (those have 1–32 characters),
/// so it links nothing: every join on member ids leaves it out.
pub const DETACHED: &str = "";

/// A member id's form: 1–32 of `A-Z a-z 0-9 . _ -`, ASCII letters upper-cased.
pub fn member_id(s: &str) -> Option<String> {
    let ok = !s.is_empty()
        && s.len() <= 32
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
    ok.then(|| s.to_ascii_uppercase())
}

/// `PUT /api/v1/clubs/CLUB/members`.
pub async fn put_members(
    client: &mut Client,
    club: &str,
    body: &Value,
    key_id: &str,
) -> Result<Value> {
    let Some(list) = body.get("members").and_then(Value::as_array) else {
        return Err(HubError::bad_request("members", "`members` must be a list"));
    };
    if list.len() > 1000 {
        return Err(HubError::bad_request(
            "members",
            "at most 1000 entries a request",
        ));
    }
    let mut entries: Vec<(String, String, Option<String>)> = Vec::new();
    let mut keys = HashSet::new();
    for (i, e) in list.iter().enumerate() {
        let at = format!("members[{i}]");
        let Some(o) = e.as_object() else {
            return Err(HubError::bad_request(
                at,
                "an entry is {\"name\", \"member\"}",
            ));
        };
        let Some(name) = o.get("name").and_then(Value::as_str) else {
            return Err(HubError::bad_request(
                format!("{at}.name"),
                "`name` must be a string",
            ));
        };
        let member = match o.get("member") {
            Some(Value::Null) => None,
            Some(Value::String(m)) => Some(member_id(m).ok_or_else(|| {
                HubError::unprocessable(
                    format!("{at}.member"),
                    format!("{m:?} is not a member id: 1 to 32 characters of A-Z a-z 0-9 . _ -"),
                )
            })?),
            _ => {
                return Err(HubError::bad_request(
                    format!("{at}.member"),
                    "`member` must be a string or null",
                ))
            }
        };
        let trimmed = name.trim();
        if trimmed.is_empty() || trimmed.chars().count() > 200 || is_unnamed(trimmed) {
            return Err(HubError::unprocessable(
                format!("{at}.name"),
                format!(
                    "{name:?} is not a person's name (1 to 200 characters, not an unnamed seat's)"
                ),
            ));
        }
        let key = player_key(trimmed);
        if !keys.insert(key.clone()) {
            return Err(HubError::unprocessable(
                at,
                format!("{trimmed:?} is given twice"),
            ));
        }
        entries.push((trimmed.to_string(), key, member));
    }
    let tx = client.transaction().await?;
    crate::identity::lock_club(&tx, club).await?;
    lock_identity_alone(&tx).await?;
    let (mut set, mut removed, mut unchanged) = (0, 0, 0);
    let mut seeds = Vec::new();
    let mut changed_at: Vec<(usize, i64)> = Vec::new();
    for (i, (name, key, member)) in entries.iter().enumerate() {
        let existing: Option<String> = tx
            .query_opt(
                "SELECT member FROM belote_hub.members WHERE club = $1 AND key = $2",
                &[&club, key],
            )
            .await?
            .map(|r| r.get::<_, String>(0))
            .filter(|m| m != DETACHED);
        if existing == *member {
            unchanged += 1;
            continue;
        }
        let id = ensure_name(&tx, club, name, key).await?;
        match member {
            Some(m) => {
                tx.execute(
                    "INSERT INTO belote_hub.members (club, key, member) VALUES ($1, $2, $3) \
                     ON CONFLICT (club, key) DO UPDATE SET member = EXCLUDED.member",
                    &[&club, key, m],
                )
                .await?;
                set += 1;
            }
            None => {
                tx.execute(
                    "DELETE FROM belote_hub.members WHERE club = $1 AND key = $2",
                    &[&club, key],
                )
                .await?;
                removed += 1;
            }
        }
        seeds.push(id);
        changed_at.push((i, id));
    }
    if !seeds.is_empty() {
        let relinked = after_identity_change(&tx, &seeds).await?;
        if let Some(t) = crate::identity::seated_twice(&tx, &relinked.names).await? {
            let (x, y) = (t.3, t.4);
            let i = changed_at
                .iter()
                .find(|(_, id)| *id == x || *id == y)
                .or(changed_at.first())
                .map_or(0, |c| c.0);
            let member = entries[i].2.clone().unwrap_or_default();
            let described = crate::identity::describe_table(&tx, t).await?;
            return Err(HubError::conflict(
                format!("members[{i}].member"),
                format!("{member} is {described}: one player cannot sit twice at a table"),
            ));
        }
        for (i, id) in &changed_at {
            let (name, _, member) = &entries[*i];
            let player: i64 = tx
                .query_one("SELECT player FROM belote_hub.names WHERE id = $1", &[id])
                .await?
                .get(0);
            let public = public_of(&tx, player).await?;
            let action = if member.is_some() { "link" } else { "unlink" };
            record(
                &tx,
                action,
                &public,
                &json!([{ "club": club, "name": name }]),
                None,
                key_id,
            )
            .await?;
        }
        bump(&tx).await?;
    }
    tx.commit().await?;
    Ok(json!({ "club": club, "set": set, "removed": removed, "unchanged": unchanged }))
}

/// The id of name (club, key), made when the club names it for the first time.
async fn ensure_name(tx: &Transaction<'_>, club: &str, name: &str, key: &str) -> Result<i64> {
    let person = crate::derive::Person {
        key: key.to_string(),
        written: name.to_string(),
        fold: fold_name(name),
    };
    Ok(crate::identity::upsert_names(tx, club, &[person]).await?[0])
}

/// The root id of a public player id (404 at `at`); erased players refused (409 at `erased_at`).
async fn root(tx: &Transaction<'_>, public: &str, at: &str, erased_at: &str) -> Result<i64> {
    let id = match find_player(tx, public)
        .await
        .map_err(|_| HubError::not_found(at, format!("no player {public:?} at this hub")))?
    {
        Found::Player(p) => p,
        Found::Redirect(to) => match find_player(tx, &to).await? {
            Found::Player(p) => p,
            Found::Redirect(_) => {
                return Err(HubError::Internal("a redirect to a redirect".into()))
            }
        },
    };
    let erased: bool = tx
        .query_one(
            "SELECT bool_or(erased) FROM belote_hub.names WHERE player = $1",
            &[&id],
        )
        .await?
        .get::<_, Option<bool>>(0)
        .unwrap_or(false);
    if erased {
        return Err(HubError::conflict(
            erased_at,
            format!("{public} was erased: an erased player cannot be merged, split or hidden"),
        ));
    }
    Ok(id)
}

fn names_json(names: &[(i64, String, String, String)]) -> Value {
    json!(names
        .iter()
        .map(|(_, club, _, written)| json!({ "club": club, "name": written }))
        .collect::<Vec<_>>())
}

/// `POST /api/v1/admin/players/merge`.
pub async fn merge(client: &mut Client, body: &Value, key_id: &str) -> Result<Value> {
    let Some(list) = body.get("players").and_then(Value::as_array) else {
        return Err(HubError::bad_request(
            "players",
            "`players` must be a list of two player ids",
        ));
    };
    let ids: Vec<&str> = list.iter().filter_map(Value::as_str).collect();
    if list.len() != 2 || ids.len() != 2 {
        return Err(HubError::bad_request(
            "players",
            "`players` must be a list of two player ids",
        ));
    }
    let note = body.get("note").and_then(Value::as_str);
    let tx = client.transaction().await?;
    lock_identity_alone(&tx).await?;
    let p = root(&tx, ids[0], "players[0]", "players").await?;
    let q = root(&tx, ids[1], "players[1]", "players").await?;
    if p == q {
        return Err(HubError::unprocessable(
            "players",
            "these ids are one player already",
        ));
    }
    let (np, nq) = (names_of(&tx, p).await?, names_of(&tx, q).await?);
    let pn: Vec<i64> = np.iter().map(|n| n.0).collect();
    let qn: Vec<i64> = nq.iter().map(|n| n.0).collect();
    let together = tx
        .query_opt(
            "SELECT 1 FROM belote_hub.games g WHERE \
               (g.a1 = ANY($1) OR g.a2 = ANY($1) OR g.b1 = ANY($1) OR g.b2 = ANY($1)) AND \
               (g.a1 = ANY($2) OR g.a2 = ANY($2) OR g.b1 = ANY($2) OR g.b2 = ANY($2)) LIMIT 1",
            &[&pn, &qn],
        )
        .await?;
    if together.is_some() {
        return Err(HubError::conflict(
            "players",
            format!(
                "{} and {} sat at one table: they are two people",
                ids[0], ids[1]
            ),
        ));
    }
    tx.execute(
        "INSERT INTO belote_hub.merges (a, b) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        &[&p.min(q), &p.max(q)],
    )
    .await?;
    let relinked = after_identity_change(&tx, &[p, q]).await?;
    let kept: i64 = tx
        .query_one("SELECT player FROM belote_hub.names WHERE id = $1", &[&p])
        .await?
        .get(0);
    let other = if kept == p { q } else { p };
    let kept_public = public_of(&tx, kept).await?;
    let other_public = public_of(&tx, other).await?;
    let all = names_of(&tx, kept).await?;
    record(&tx, "merge", &kept_public, &names_json(&all), note, key_id).await?;
    let _ = relinked;
    bump(&tx).await?;
    tx.commit().await?;
    Ok(json!({ "player": kept_public, "merged": other_public, "names": names_json(&all) }))
}

/// `POST /api/v1/admin/players/P/split`.
pub async fn split(client: &mut Client, public: &str, body: &Value, key_id: &str) -> Result<Value> {
    let Some(list) = body.get("names").and_then(Value::as_array) else {
        return Err(HubError::bad_request(
            "names",
            "`names` must be a list of {\"club\", \"name\"}",
        ));
    };
    let note = body.get("note").and_then(Value::as_str);
    let tx = client.transaction().await?;
    lock_identity_alone(&tx).await?;
    let p = root(&tx, public, "player", "player").await?;
    let all = names_of(&tx, p).await?;
    let mut split_ids = Vec::new();
    for (i, e) in list.iter().enumerate() {
        let (Some(club), Some(name)) = (
            e.get("club").and_then(Value::as_str),
            e.get("name").and_then(Value::as_str),
        ) else {
            return Err(HubError::bad_request(
                format!("names[{i}]"),
                "an entry is {\"club\", \"name\"}",
            ));
        };
        let key = player_key(name);
        let Some(n) = all.iter().find(|n| n.1 == club && n.2 == key) else {
            return Err(HubError::unprocessable(
                format!("names[{i}]"),
                format!("{name:?} at {club} is not a name of {public}"),
            ));
        };
        if !split_ids.contains(&n.0) {
            split_ids.push(n.0);
        }
    }
    if split_ids.is_empty() || split_ids.len() == all.len() {
        return Err(HubError::unprocessable(
            "names",
            format!("a split leaves {public} some of its names and takes at least one"),
        ));
    }
    tx.execute(
        "DELETE FROM belote_hub.merges WHERE (a = ANY($1)) <> (b = ANY($1)) AND (a = ANY($2) OR b = ANY($2))",
        &[&split_ids, &all.iter().map(|n| n.0).collect::<Vec<_>>()],
    )
    .await?;
    // Which split names a member id held together, before it is detached from them.
    let by_member = tx
        .query(
            "SELECT m.member, n.id FROM belote_hub.names n JOIN belote_hub.members m \
             ON m.club = n.club AND m.key = n.key WHERE n.id = ANY($1) AND m.member <> $2 \
             ORDER BY m.member, n.id",
            &[&split_ids, &DETACHED],
        )
        .await?;
    let kept_merges = tx
        .query(
            "SELECT a, b FROM belote_hub.merges WHERE a = ANY($1) AND b = ANY($1)",
            &[&split_ids],
        )
        .await?;
    // Detached, not forgotten: the club sees `"member": null` for these names (HUB.md).
    tx.execute(
        "UPDATE belote_hub.members m SET member = $2 FROM belote_hub.names n \
         WHERE n.id = ANY($1) AND m.club = n.club AND m.key = n.key",
        &[&split_ids, &DETACHED],
    )
    .await?;
    // HUB.md: where the split names were held together only by that member id, a merge
    // between them is recorded, so they stay one player; names the split takes that nothing
    // but the rest held together become players of their own.
    let mut parent: std::collections::HashMap<i64, i64> =
        split_ids.iter().map(|&n| (n, n)).collect();
    fn top(parent: &std::collections::HashMap<i64, i64>, mut x: i64) -> i64 {
        while parent[&x] != x {
            x = parent[&x];
        }
        x
    }
    for r in &kept_merges {
        let (a, b) = (top(&parent, r.get(0)), top(&parent, r.get(1)));
        parent.insert(a.max(b), a.min(b));
    }
    let mut last: Option<(String, i64)> = None;
    for r in &by_member {
        let (member, id): (String, i64) = (r.get(0), r.get(1));
        if let Some((m, prev)) = &last {
            if *m == member {
                let (a, b) = (top(&parent, *prev), top(&parent, id));
                if a != b {
                    tx.execute(
                        "INSERT INTO belote_hub.merges (a, b) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                        &[&prev.min(&id), &prev.max(&id)],
                    )
                    .await?;
                    parent.insert(a.max(b), a.min(b));
                }
            }
        }
        last = Some((member, id));
    }
    let seeds: Vec<i64> = all.iter().map(|n| n.0).collect();
    after_identity_change(&tx, &seeds).await?;
    let new: i64 = tx
        .query_one(
            "SELECT player FROM belote_hub.names WHERE id = $1",
            &[&split_ids[0]],
        )
        .await?
        .get(0);
    let new_public = public_of(&tx, new).await?;
    let moved = names_of(&tx, new).await?;
    record(&tx, "split", &new_public, &names_json(&moved), note, key_id).await?;
    bump(&tx).await?;
    tx.commit().await?;
    Ok(json!({ "player": new_public, "from": public, "names": names_json(&moved) }))
}

/// `POST /api/v1/admin/players/P/hide` `{"hidden": bool}`.
pub async fn hide(client: &mut Client, public: &str, body: &Value, key_id: &str) -> Result<Value> {
    let Some(hidden) = body.get("hidden").and_then(Value::as_bool) else {
        return Err(HubError::bad_request(
            "hidden",
            "`hidden` must be true or false",
        ));
    };
    let tx = client.transaction().await?;
    lock_identity_alone(&tx).await?;
    let p = root(&tx, public, "player", "player").await?;
    let has: Option<String> = tx
        .query_one(
            "SELECT max(pseudonym) FROM belote_hub.names WHERE player = $1",
            &[&p],
        )
        .await?
        .get(0);
    // Shown again, the player drops the pseudonym: nothing marks them any more (search finds
    // them, every page shows their names); hiding them again draws a new one.
    let pseudonym = match (hidden, has) {
        (false, _) => None,
        (true, Some(p)) => Some(p),
        (true, None) => Some(new_pseudonym(&tx).await?),
    };
    tx.execute(
        "UPDATE belote_hub.names SET hidden = $2, pseudonym = $3 WHERE player = $1",
        &[&p, &hidden, &pseudonym],
    )
    .await?;
    refresh_players(&tx, &[p]).await?;
    let names = names_of(&tx, p).await?;
    record(
        &tx,
        if hidden { "hide" } else { "unhide" },
        public,
        &names_json(&names),
        body.get("note").and_then(Value::as_str),
        key_id,
    )
    .await?;
    bump(&tx).await?;
    tx.commit().await?;
    Ok(json!({ "player": public, "hidden": hidden }))
}

/// Replaces, in a stored file, every place one of `keys` is written (entrant names, team
/// players, season absences) and every string of `also`, by `pseudonym`. Whether it changed.
fn rewrite(v: &mut Value, keys: &HashSet<String>, also: &[String], pseudonym: &str) -> bool {
    let mut places: Vec<String> = Vec::new();
    let def = v.get("definition").cloned().unwrap_or(Value::Null);
    let is_name = |s: &Value| s.as_str().is_some_and(|s| keys.contains(&player_key(s)));
    let is_also = |s: &Value| {
        s.as_str()
            .is_some_and(|s| also.iter().any(|a| a.trim() == s.trim()))
    };
    if let Some(players) = def.get("players").and_then(Value::as_array) {
        for (i, p) in players.iter().enumerate() {
            if is_name(p) || is_also(p) {
                places.push(format!("definition.players[{i}]"));
            }
        }
    }
    if let Some(teams) = def.get("teams").and_then(Value::as_array) {
        for (i, t) in teams.iter().enumerate() {
            if t.get("name").is_some_and(is_also) {
                places.push(format!("definition.teams[{i}].name"));
            }
            for (j, p) in t
                .get("players")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .enumerate()
            {
                if is_name(p) || is_also(p) {
                    places.push(format!("definition.teams[{i}].players[{j}]"));
                }
            }
        }
    }
    if let Some(abs) = def.get("absences").and_then(Value::as_array) {
        for (i, a) in abs.iter().enumerate() {
            if a.get("name").is_some_and(|n| is_name(n) || is_also(n)) {
                places.push(format!("definition.absences[{i}].name"));
            }
        }
    }
    for p in &places {
        set_at(v, p, pseudonym);
    }
    !places.is_empty()
}

/// An erased name's key (its plain text, folded) is replaced: the hub keeps only the HMAC of
/// (club, key) in `erased`. A club's first erased name takes the pseudonym's key, so a later
/// file naming the person (replaced by the pseudonym at intake) stays with this name and the
/// event pages link the pseudonym to the player; any other takes a key made of its HMAC.
async fn scrub_keys(
    tx: &Transaction<'_>,
    names: &[(i64, String, String, String)],
    pseudonym: &str,
    secret: &[u8],
) -> Result<()> {
    let own = player_key(pseudonym);
    let mut ids = Vec::new();
    let mut keys = Vec::new();
    let mut taken: HashSet<&str> = HashSet::new();
    for (id, club, key, _) in names {
        let free = !taken.contains(club.as_str())
            && tx
                .query_opt(
                    "SELECT 1 FROM belote_hub.names WHERE club = $1 AND key = $2",
                    &[club, &own],
                )
                .await?
                .is_none();
        let new = if free {
            taken.insert(club);
            own.clone()
        } else {
            let h: String = name_hmac(secret, club, key)
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            format!("erased {h}")
        };
        ids.push(*id);
        keys.push(new);
    }
    // Two steps, so that no two names of a club ever hold one key between the updates.
    tx.execute(
        "UPDATE belote_hub.names SET key = 'erasing ' || id WHERE id = ANY($1)",
        &[&ids],
    )
    .await?;
    tx.execute(
        "UPDATE belote_hub.names n SET key = t.k FROM unnest($1::int8[], $2::text[]) AS t(id, k) \
         WHERE n.id = t.id",
        &[&ids, &keys],
    )
    .await?;
    Ok(())
}

/// The identity record keeps no written form of an erased name: the names of its earlier
/// lines (links, merges, splits, hiding) become the pseudonym, and so does any written form
/// (or `also` string) quoted in a note.
async fn scrub_record(
    tx: &Transaction<'_>,
    names: &[(i64, String, String, String)],
    also: &[String],
    pseudonym: &str,
) -> Result<()> {
    let clubs: Vec<&str> = names.iter().map(|n| n.1.as_str()).collect();
    let mut written: Vec<&str> = names.iter().map(|n| n.3.trim()).collect();
    written.extend(also.iter().map(|a| a.trim()));
    written.retain(|w| !w.is_empty());
    let rows = tx
        .query(
            "SELECT id, names, note FROM belote_hub.identity_log l WHERE note IS NOT NULL OR \
             EXISTS (SELECT 1 FROM jsonb_array_elements(CASE jsonb_typeof(l.names) \
               WHEN 'array' THEN l.names ELSE '[]' END) x WHERE x->>'club' = ANY($1))",
            &[&clubs],
        )
        .await?;
    for r in &rows {
        let (id, mut list, note): (i64, Value, Option<String>) = (r.get(0), r.get(1), r.get(2));
        let mut changed = false;
        for e in list.as_array_mut().into_iter().flatten() {
            let (Some(club), Some(name)) = (
                e.get("club").and_then(Value::as_str),
                e.get("name").and_then(Value::as_str),
            ) else {
                continue;
            };
            let key = player_key(name);
            if names.iter().any(|n| n.1 == club && n.2 == key) {
                e["name"] = json!(pseudonym);
                changed = true;
            }
        }
        let note = note.map(|n| {
            let mut out = n.clone();
            for w in &written {
                out = out.replace(w, pseudonym);
            }
            changed |= out != n;
            out
        });
        if changed {
            tx.execute(
                "UPDATE belote_hub.identity_log SET names = $2, note = $3 WHERE id = $1",
                &[&id, &list, &note],
            )
            .await?;
        }
    }
    Ok(())
}

/// `POST /api/v1/admin/players/P/erase` `{"note", "also"}`.
pub async fn erase(client: &mut Client, public: &str, body: &Value, key_id: &str) -> Result<Value> {
    let also: Vec<String> = match body.get("also") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => a
            .iter()
            .map(|s| s.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| HubError::bad_request("also", "`also` must be a list of strings"))?,
        Some(_) => {
            return Err(HubError::bad_request(
                "also",
                "`also` must be a list of strings",
            ))
        }
    };
    let note = body.get("note").and_then(Value::as_str);
    let tx = client.transaction().await?;
    lock_identity_alone(&tx).await?;
    let p = root(&tx, public, "player", "player").await?;
    let names = names_of(&tx, p).await?;
    let has: Option<String> = tx
        .query_one(
            "SELECT max(pseudonym) FROM belote_hub.names WHERE player = $1",
            &[&p],
        )
        .await?
        .get(0);
    let pseudonym = match has {
        Some(p) => p,
        None => new_pseudonym(&tx).await?,
    };
    let secret = erasure_secret(&tx).await?;
    let mut rewritten = 0i64;
    let clubs: HashSet<&str> = names.iter().map(|n| n.1.as_str()).collect();
    for club in &clubs {
        let keys: HashSet<String> = names
            .iter()
            .filter(|n| n.1 == *club)
            .map(|n| n.2.clone())
            .collect();
        for k in &keys {
            tx.execute(
                "INSERT INTO belote_hub.erased (hmac, pseudonym) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&name_hmac(&secret, club, k), &pseudonym],
            )
            .await?;
        }
        let versions = tx
            .query(
                "SELECT v.publication, v.version, v.body FROM belote_hub.versions v \
                 JOIN belote_hub.publications p ON p.pk = v.publication \
                 WHERE p.club = $1 AND v.body IS NOT NULL",
                &[club],
            )
            .await?;
        for r in &versions {
            let body: Vec<u8> = r.get(2);
            let Ok(mut v) = serde_json::from_slice::<Value>(&body) else {
                continue;
            };
            if rewrite(&mut v, &keys, &also, &pseudonym) {
                let mut out =
                    serde_json::to_vec_pretty(&v).map_err(|e| HubError::Internal(e.to_string()))?;
                out.push(b'\n');
                tx.execute(
                    "UPDATE belote_hub.versions SET body = $3 WHERE publication = $1 AND version = $2",
                    &[&r.get::<_, i64>(0), &r.get::<_, i32>(1), &out],
                )
                .await?;
                rewritten += 1;
            }
        }
    }
    let ids: Vec<i64> = names.iter().map(|n| n.0).collect();
    tx.execute(
        "UPDATE belote_hub.results SET written = $2 WHERE name = ANY($1)",
        &[&ids, &pseudonym],
    )
    .await?;
    // The entrants' names of the player's results, also as their partners and team-mates see
    // them: a mêlée pair "Kees Dekker & Jan Kok", a team named after the person (`also`).
    let entrants = tx
        .query(
            "SELECT r.publication, r.name, r.entrant_name, e.club, e.kind \
             FROM belote_hub.results r JOIN belote_hub.events e ON e.publication = r.publication \
             WHERE (r.publication, r.entrant) IN \
               (SELECT publication, entrant FROM belote_hub.results WHERE name = ANY($1))",
            &[&ids],
        )
        .await?;
    let mut pubs = Vec::new();
    let mut of = Vec::new();
    let mut renamed = Vec::new();
    for r in &entrants {
        let (entrant, club, kind): (String, String, String) = (r.get(2), r.get(3), r.get(4));
        let new = if also.iter().any(|a| a.trim() == entrant.trim()) {
            pseudonym.clone()
        } else if kind == "players" {
            entrant
                .split(" & ")
                .map(|part| {
                    let key = player_key(part);
                    if names.iter().any(|n| n.1 == club && n.2 == key) {
                        pseudonym.as_str()
                    } else {
                        part
                    }
                })
                .collect::<Vec<_>>()
                .join(" & ")
        } else {
            continue;
        };
        if new != entrant {
            pubs.push(r.get::<_, i64>(0));
            of.push(r.get::<_, i64>(1));
            renamed.push(new);
        }
    }
    tx.execute(
        "UPDATE belote_hub.results r SET entrant_name = t.n \
         FROM unnest($1::int8[], $2::int8[], $3::text[]) AS t(p, id, n) \
         WHERE r.publication = t.p AND r.name = t.id",
        &[&pubs, &of, &renamed],
    )
    .await?;
    tx.execute(
        "UPDATE belote_hub.names SET written = $2, erased = true, pseudonym = $2, fold = $3 WHERE id = ANY($1)",
        &[&ids, &pseudonym, &fold_name(&pseudonym)],
    )
    .await?;
    tx.execute(
        "DELETE FROM belote_hub.members m USING belote_hub.names n \
         WHERE n.id = ANY($1) AND m.club = n.club AND m.key = n.key",
        &[&ids],
    )
    .await?;
    scrub_keys(&tx, &names, &pseudonym, &secret).await?;
    for w in ids.windows(2) {
        tx.execute(
            "INSERT INTO belote_hub.merges (a, b) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&w[0].min(w[1]), &w[0].max(w[1])],
        )
        .await?;
    }
    tx.execute(
        "UPDATE belote_hub.players SET display = $2 WHERE id = $1",
        &[&p, &pseudonym],
    )
    .await?;
    record(&tx, "erase", public, &json!([]), note, key_id).await?;
    scrub_record(&tx, &names, &also, &pseudonym).await?;
    bump(&tx).await?;
    tx.commit().await?;
    Ok(json!({ "player": public, "pseudonym": pseudonym, "versions_rewritten": rewritten }))
}

/// `GET /api/v1/admin/identity`.
pub async fn identity_record<C: GenericClient>(db: &C) -> Result<Value> {
    let rows = db
        .query(
            "SELECT at, action, player, names, note, key_id FROM belote_hub.identity_log ORDER BY id",
            &[],
        )
        .await?;
    Ok(json!(rows
        .iter()
        .map(|r| json!({
            "at": crate::intake::rfc3339(r.get(0)), "action": r.get::<_, String>(1),
            "player": r.get::<_, String>(2), "names": r.get::<_, Value>(3),
            "note": r.get::<_, Option<String>>(4), "key_id": r.get::<_, Option<String>>(5),
        }))
        .collect::<Vec<_>>()))
}

/// `GET /api/v1/admin/conflicts`.
pub async fn conflicts<C: GenericClient>(db: &C) -> Result<Value> {
    let linked = db
        .query(
            "SELECT m.member, p.public, array_agg(DISTINCT n.club || ': ' || n.written ORDER BY n.club || ': ' || n.written), \
               count(DISTINCT n.fold) \
             FROM belote_hub.members m JOIN belote_hub.names n ON n.club = m.club AND n.key = m.key \
             JOIN belote_hub.names p ON p.id = n.player WHERE m.member <> '' GROUP BY m.member, p.public HAVING count(DISTINCT n.fold) > 1 \
             ORDER BY m.member",
            &[],
        )
        .await?;
    let two = db
        .query(
            "SELECT p.public, array_agg(DISTINCT m.member ORDER BY m.member) \
             FROM belote_hub.members m JOIN belote_hub.names n ON n.club = m.club AND n.key = m.key \
             JOIN belote_hub.names p ON p.id = n.player WHERE m.member <> '' GROUP BY p.public HAVING count(DISTINCT m.member) > 1 \
             ORDER BY p.public",
            &[],
        )
        .await?;
    let twice = db
        .query(
            "SELECT g.club, g.event, g.round, g.tab FROM belote_hub.games g \
             LEFT JOIN belote_hub.names n1 ON n1.id = g.a1 LEFT JOIN belote_hub.names n2 ON n2.id = g.a2 \
             LEFT JOIN belote_hub.names n3 ON n3.id = g.b1 LEFT JOIN belote_hub.names n4 ON n4.id = g.b2 \
             WHERE n1.player IN (n2.player, n3.player, n4.player) OR n2.player IN (n3.player, n4.player) \
               OR n3.player = n4.player ORDER BY g.date, g.event, g.club, g.round, g.tab",
            &[],
        )
        .await?;
    Ok(json!({
        "names_differ": linked.iter().map(|r| json!({
            "member": r.get::<_, String>(0), "player": r.get::<_, String>(1),
            "names": r.get::<_, Vec<String>>(2) })).collect::<Vec<_>>(),
        "two_member_ids": two.iter().map(|r| json!({
            "player": r.get::<_, String>(0), "members": r.get::<_, Vec<String>>(1) })).collect::<Vec<_>>(),
        "seated_twice": twice.iter().map(|r| json!({
            "club": r.get::<_, String>(0), "event": r.get::<_, String>(1),
            "round": r.get::<_, i32>(2), "table": r.get::<_, i32>(3) })).collect::<Vec<_>>(),
    }))
}
