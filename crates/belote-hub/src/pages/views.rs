//! Each page drawn from the API's own answer for it (`read`): the same values, as HTML.

use belote_core::Lang;
use serde_json::Value;
use tokio_postgres::Client;

use crate::error::{HubError, Result};
use crate::frame::html::{escape, game_word, num, page, seg, table, text};
use crate::frame::words::{word, W};
use crate::http::Hub;
use crate::read::{self, event as ev, people, Page, Reader, FAMILIES};

fn w(lang: Lang, x: W) -> &'static str {
    word(lang, x)
}

fn link(href: &str, label: &str) -> String {
    format!("<a href=\"{href}\">{label}</a>")
}

fn player_link(id: &Value, name: &Value) -> String {
    match id.as_str() {
        Some(p) => link(&format!("/p/{}", seg(p)), &text(name)),
        None => text(name),
    }
}

fn event_link(club: &Value, event: &Value, name: &Value) -> String {
    link(
        &format!(
            "/c/{}/e/{}",
            seg(club.as_str().unwrap_or("")),
            seg(event.as_str().unwrap_or(""))
        ),
        &text(name),
    )
}

/// The ranking rows `rows` (already ranked) as a table.
fn ranking_table(lang: Lang, caption: &str, rows: &[Value]) -> String {
    let head = [
        w(lang, W::Rank),
        w(lang, W::Name),
        w(lang, W::Clubs),
        w(lang, W::Games),
        w(lang, W::Won),
        w(lang, W::Lost),
        w(lang, W::Rating),
        w(lang, W::Uncertainty),
        w(lang, W::Conservative),
    ];
    let rows: Vec<Vec<String>> = rows
        .iter()
        .map(|p| {
            let clubs: Vec<String> = p["clubs"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| link(&format!("/c/{}", seg(c.as_str().unwrap_or(""))), &text(c)))
                .collect();
            vec![
                text(&p["rank"]),
                player_link(&p["player"], &p["name"]),
                clubs.join(", "),
                text(&p["games"]),
                text(&p["won"]),
                text(&p["lost"]),
                num(&p["rating"]),
                num(&p["uncertainty"]),
                num(&p["conservative"]),
            ]
        })
        .collect();
    if rows.is_empty() {
        return format!("<p class=\"muted\">{}</p>", w(lang, W::NothingYet));
    }
    table(caption, &head, &rows)
}

/// `/`: the families' rankings (their first ten), the clubs, a search box.
pub async fn home(hub: &Hub, db: &Client, gen: i64, lang: Lang) -> Result<String> {
    let mut body = format!("<h2>{}</h2>", w(lang, W::Rankings));
    for f in FAMILIES {
        let ranked = hub.ranking(db, f, gen).await?;
        if ranked.rows.is_empty() {
            continue;
        }
        let j = people::ranking_json(
            f,
            &ranked,
            None,
            Page {
                offset: 0,
                limit: 10,
            },
        );
        let name = escape(&game_word(lang, &format!("family.{f}")));
        body.push_str(&format!("<h3>{}</h3>", link(&format!("/r/{f}"), &name)));
        body.push_str(&ranking_table(
            lang,
            &name,
            j["players"].as_array().map_or(&[][..], Vec::as_slice),
        ));
    }
    let clubs = read::clubs(
        db,
        Page {
            offset: 0,
            limit: 1000,
        },
    )
    .await?;
    body.push_str(&format!("<h2>{}</h2><ul>", w(lang, W::Clubs)));
    for c in clubs["clubs"].as_array().into_iter().flatten() {
        body.push_str(&format!(
            "<li>{}</li>",
            link(
                &format!("/c/{}", seg(c["club"].as_str().unwrap_or(""))),
                &text(&c["name"])
            )
        ));
    }
    body.push_str("</ul>");
    Ok(page(lang, w(lang, W::Title), &body))
}

/// `/c/CLUB`: its events newest first, its seasons, its players in each ranking.
pub async fn club(hub: &Hub, db: &Client, gen: i64, lang: Lang, club: &str) -> Result<String> {
    let c = read::club(
        db,
        club,
        Page {
            offset: 0,
            limit: 1000,
        },
    )
    .await?;
    let mut body = String::new();
    let rows: Vec<Vec<String>> = c["events"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            vec![
                text(&e["date"]),
                event_link(&c["club"], &e["event"], &e["name"]),
                escape(&game_word(
                    lang,
                    &format!("variant.{}", e["variant"].as_str().unwrap_or("")),
                )),
                text(&e["entrants"]),
            ]
        })
        .collect();
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Events)));
    if rows.is_empty() {
        body.push_str(&format!(
            "<p class=\"muted\">{}</p>",
            w(lang, W::NothingYet)
        ));
    } else {
        body.push_str(&table(
            w(lang, W::Events),
            &[
                w(lang, W::Date),
                w(lang, W::Name),
                w(lang, W::Variant),
                w(lang, W::Entrants),
            ],
            &rows,
        ));
    }
    let seasons = c["seasons"].as_array().cloned().unwrap_or_default();
    if !seasons.is_empty() {
        body.push_str(&format!("<h2>{}</h2><ul>", w(lang, W::Seasons)));
        for s in &seasons {
            body.push_str(&format!(
                "<li>{}</li>",
                link(
                    &format!(
                        "/c/{}/s/{}",
                        seg(club),
                        seg(s["season"].as_str().unwrap_or(""))
                    ),
                    &text(&s["name"])
                )
            ));
        }
        body.push_str("</ul>");
    }
    for f in FAMILIES {
        let ranked = hub.ranking(db, f, gen).await?;
        let j = people::ranking_json(
            f,
            &ranked,
            Some(club),
            Page {
                offset: 0,
                limit: 1000,
            },
        );
        let rows = j["players"].as_array().cloned().unwrap_or_default();
        if !rows.is_empty() {
            let name = escape(&game_word(lang, &format!("family.{f}")));
            body.push_str(&format!("<h2>{name}</h2>"));
            body.push_str(&ranking_table(lang, &name, &rows));
        }
    }
    Ok(page(lang, &text(&c["name"]), &body))
}

/// `/c/CLUB/e/EVENT[?version=N]`: standings, every round's tables, the versions.
pub async fn event(
    db: &Client,
    lang: Lang,
    club: &str,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<String> {
    let (e, scored, mask) = ev::event_scored(db, club, id, version, reader).await?;
    let mp = scored.event.def.uses_match_points();
    let mut body = format!(
        "<p>{} · {} · {}</p>",
        link(&format!("/c/{}", seg(club)), &escape(club)),
        text(&e["date"]),
        escape(&game_word(
            lang,
            &format!("variant.{}", e["variant"].as_str().unwrap_or(""))
        ))
    );
    let mut head = vec![
        w(lang, W::Rank),
        w(lang, W::Name),
        w(lang, W::Points),
        w(lang, W::Against),
        w(lang, W::Difference),
        w(lang, W::Played),
        w(lang, W::Won),
        w(lang, W::Drawn),
        w(lang, W::Lost),
    ];
    if mp {
        head.push(w(lang, W::MatchPoints));
    }
    head.push(w(lang, W::Prize));
    let rows: Vec<Vec<String>> = e["standings"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| {
            let people: Vec<String> = s["people"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|p| player_link(&p["player"], &p["name"]))
                .collect();
            let name = if e["entrants"] == "players" || people.is_empty() {
                people.first().cloned().unwrap_or_else(|| text(&s["name"]))
            } else {
                format!(
                    "{} <span class=\"muted\">({})</span>",
                    text(&s["name"]),
                    people.join(", ")
                )
            };
            let mut r = vec![
                text(&s["rank"]),
                name,
                text(&s["points"]),
                text(&s["against"]),
                text(&s["difference"]),
                text(&s["played"]),
                text(&s["wins"]),
                text(&s["draws"]),
                text(&s["losses"]),
            ];
            if mp {
                r.push(text(&s["match_points"]));
            }
            r.push(text(&s["prize"]));
            r
        })
        .collect();
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Standings)));
    body.push_str(&table(w(lang, W::Standings), &head, &rows));
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Rounds)));
    for r in ev::rounds_of(&scored, &mask)
        .as_array()
        .into_iter()
        .flatten()
    {
        let caption = format!("{} {}", w(lang, W::Round), r["round"]);
        let rows: Vec<Vec<String>> = r["tables"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|t| {
                let winner = match t["winner"].as_str() {
                    Some("draw") => w(lang, W::Draw).to_string(),
                    Some(side) => text(&t["names"][side]),
                    None => String::new(),
                };
                vec![
                    text(&t["table"]),
                    text(&t["names"]["A"]),
                    text(&t["names"]["B"]),
                    format!("{} – {}", text(&t["totals"]["A"]), text(&t["totals"]["B"])),
                    winner,
                ]
            })
            .collect();
        body.push_str(&table(
            &caption,
            &[
                w(lang, W::Table),
                "A",
                "B",
                w(lang, W::Points),
                w(lang, W::Winner),
            ],
            &rows,
        ));
    }
    body.push_str(&format!("<h2>{}</h2><ul>", w(lang, W::Versions)));
    for v in e["versions"].as_array().into_iter().flatten() {
        let n = v["version"].as_i64().unwrap_or(0);
        let label = format!("{} {n}", w(lang, W::Version));
        let state = if v["withdrawn"] == true {
            format!(" ({})", w(lang, W::Withdrawn))
        } else {
            String::new()
        };
        let here = if Some(n) == e["version"].as_i64() {
            format!(" · {}", w(lang, W::Current))
        } else {
            String::new()
        };
        let item = if v["withdrawn"] == true {
            label
        } else {
            link(
                &format!("/c/{}/e/{}?version={n}", seg(club), seg(id)),
                &label,
            )
        };
        body.push_str(&format!(
            "<li>{item} · {}{state}{here}</li>",
            text(&v["received"])
        ));
    }
    body.push_str("</ul>");
    Ok(page(lang, &text(&e["name"]), &body))
}

/// `/c/CLUB/s/SEASON`: the season table (counted results bold, the others struck, `a` for
/// an excused absence).
pub async fn season(
    db: &Client,
    lang: Lang,
    club: &str,
    id: &str,
    version: Option<i32>,
    reader: &Reader,
) -> Result<String> {
    let s = ev::season(db, club, id, version, reader).await?;
    let events: Vec<Value> = s["events"].as_array().cloned().unwrap_or_default();
    let mut head: Vec<String> = vec![w(lang, W::Rank).into(), w(lang, W::Name).into()];
    for (i, e) in events.iter().enumerate() {
        head.push(if e["published"] == true {
            event_link(
                &s["club"],
                &e["event"],
                &Value::String(format!("{}", i + 1)),
            )
        } else {
            format!("{}", i + 1)
        });
    }
    head.push(w(lang, W::Total).into());
    let rows: Vec<Vec<String>> = s["standings"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|st| {
            let mut r = vec![text(&st["rank"]), text(&st["name"])];
            for e in &events {
                let res = st["results"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .find(|x| x["event"] == e["event"]);
                r.push(match res {
                    None => String::new(),
                    Some(x) if x["absent"] == true => {
                        format!("{} ({})", text(&x["score"]), w(lang, W::Absent))
                    }
                    Some(x) if x["counted"] == true => {
                        format!("<strong>{}</strong>", text(&x["score"]))
                    }
                    Some(x) => format!("<s>{}</s>", text(&x["score"])),
                });
            }
            r.push(if st["average"].is_null() {
                text(&st["total"])
            } else {
                text(&st["average"])
            });
            r
        })
        .collect();
    let head_refs: Vec<&str> = head.iter().map(String::as_str).collect();
    let mut body = format!(
        "<p>{}</p>",
        link(&format!("/c/{}", seg(club)), &escape(club))
    );
    body.push_str(&table(w(lang, W::Standings), &head_refs, &rows));
    body.push_str(&format!("<h2>{}</h2><ol>", w(lang, W::Events)));
    for e in &events {
        let label = if e["published"] == true {
            event_link(&s["club"], &e["event"], &e["name"])
        } else {
            text(&e["event"])
        };
        body.push_str(&format!("<li>{label} {}</li>", text(&e["date"])));
    }
    body.push_str("</ol>");
    Ok(page(lang, &text(&s["name"]), &body))
}

/// `/p/PLAYER`: names per club, rating and rank per family with its history, events.
pub async fn player(hub: &Hub, db: &Client, gen: i64, lang: Lang, public: &str) -> Result<String> {
    let id = match people::find_player(db, public).await? {
        people::Found::Player(id) => id,
        people::Found::Redirect(_) => return Err(HubError::not_found("player", "moved")),
    };
    let mut ranks = Vec::new();
    for f in FAMILIES {
        ranks.push((f, hub.ranking(db, f, gen).await?));
    }
    let p = people::player(
        db,
        id,
        &ranks,
        Page {
            offset: 0,
            limit: 1000,
        },
    )
    .await?;
    let mut body = format!("<h2>{}</h2><ul>", w(lang, W::Names));
    for n in p["names"].as_array().into_iter().flatten() {
        body.push_str(&format!(
            "<li>{} — {}</li>",
            text(&n["name"]),
            link(
                &format!("/c/{}", seg(n["club"].as_str().unwrap_or(""))),
                &text(&n["club"])
            )
        ));
    }
    body.push_str("</ul>");
    for (f, r) in p["ratings"].as_object().into_iter().flatten() {
        let name = escape(&game_word(lang, &format!("family.{f}")));
        body.push_str(&format!(
            "<h2>{name}</h2><p>{} {} · {} {} ± {} · {} {}</p>",
            w(lang, W::Rank),
            text(&r["rank"]),
            w(lang, W::Rating),
            num(&r["rating"]),
            num(&r["uncertainty"]),
            w(lang, W::Games),
            text(&r["games"])
        ));
        let rows: Vec<Vec<String>> = r["history"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|h| {
                vec![
                    text(&h["date"]),
                    text(&h["club"]),
                    num(&h["rating"]),
                    num(&h["uncertainty"]),
                ]
            })
            .collect();
        body.push_str(&table(
            w(lang, W::History),
            &[
                w(lang, W::Date),
                w(lang, W::Club),
                w(lang, W::Rating),
                w(lang, W::Uncertainty),
            ],
            &rows,
        ));
    }
    let rows: Vec<Vec<String>> = p["events"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| {
            vec![
                text(&e["date"]),
                event_link(&e["club"], &e["event"], &e["name"]),
                text(&e["club"]),
                text(&e["entrant"]),
                format!("{} / {}", text(&e["rank"]), text(&e["of"])),
                text(&e["points"]),
            ]
        })
        .collect();
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Events)));
    body.push_str(&table(
        w(lang, W::Events),
        &[
            w(lang, W::Date),
            w(lang, W::Name),
            w(lang, W::Club),
            w(lang, W::Entrants),
            w(lang, W::Rank),
            w(lang, W::Points),
        ],
        &rows,
    ));
    Ok(page(lang, &text(&p["name"]), &body))
}

/// `/r/FAMILY?page=N`: the federation ranking, 100 a page.
pub async fn ranking(
    hub: &Hub,
    db: &Client,
    gen: i64,
    lang: Lang,
    family: &str,
    page_no: i64,
) -> Result<String> {
    let f = people::family(family)?;
    let ranked = hub.ranking(db, f, gen).await?;
    let j = people::ranking_json(
        f,
        &ranked,
        None,
        Page {
            offset: (page_no - 1) * 100,
            limit: 100,
        },
    );
    let name = escape(&game_word(lang, &format!("family.{f}")));
    let mut body = String::new();
    if ranked.pending {
        body.push_str(&format!("<p class=\"muted\">{}</p>", w(lang, W::Pending)));
    }
    body.push_str(&ranking_table(
        lang,
        &name,
        j["players"].as_array().map_or(&[][..], Vec::as_slice),
    ));
    let total = j["total"].as_i64().unwrap_or(0);
    let mut nav = String::new();
    if page_no > 1 {
        nav.push_str(&link(
            &format!("/r/{f}?page={}", page_no - 1),
            w(lang, W::Previous),
        ));
    }
    if page_no * 100 < total {
        nav.push_str(&link(
            &format!("/r/{f}?page={}", page_no + 1),
            w(lang, W::Next),
        ));
    }
    if !nav.is_empty() {
        body.push_str(&format!(
            "<nav class=\"pages\" aria-label=\"{}\">{nav}</nav>",
            w(lang, W::Rankings)
        ));
    }
    Ok(page(lang, &name, &body))
}

/// `/search?q=Q`.
pub async fn search(db: &Client, lang: Lang, q: &str) -> Result<String> {
    if q.trim().is_empty() {
        return Ok(page(lang, w(lang, W::Search), ""));
    }
    let r = people::search(db, q).await?;
    let mut body = String::new();
    let list = |items: Vec<String>| -> String {
        if items.is_empty() {
            format!("<p class=\"muted\">{}</p>", w(lang, W::NothingYet))
        } else {
            format!("<ul><li>{}</li></ul>", items.join("</li><li>"))
        }
    };
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Players)));
    body.push_str(&list(
        r["players"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| {
                format!(
                    "{} <span class=\"muted\">{}</span>",
                    player_link(&p["player"], &p["name"]),
                    escape(
                        &p["clubs"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(Value::as_str)
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                )
            })
            .collect(),
    ));
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Clubs)));
    body.push_str(&list(
        r["clubs"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                link(
                    &format!("/c/{}", seg(c["club"].as_str().unwrap_or(""))),
                    &text(&c["name"]),
                )
            })
            .collect(),
    ));
    body.push_str(&format!("<h2>{}</h2>", w(lang, W::Events)));
    body.push_str(&list(
        r["events"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|e| {
                format!(
                    "{} <span class=\"muted\">{} · {}</span>",
                    event_link(&e["club"], &e["event"], &e["name"]),
                    text(&e["club"]),
                    text(&e["date"])
                )
            })
            .collect(),
    ));
    Ok(page(
        lang,
        &format!("{}: {}", w(lang, W::Found), escape(q)),
        &body,
    ))
}
