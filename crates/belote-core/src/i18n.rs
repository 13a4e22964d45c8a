//! Explanations in French and Bulgarian (English is `Step`'s `Display`), so the app shows
//! "why this score" in the table's language from the same steps the engine recorded.

use crate::explain::{comparison_sign, DeclNote, DeclReason, Part, Rule, Step, Track};
use crate::model::{Verdict, Winner};
use crate::trick::Why;
use serde::{Deserialize, Serialize};

/// The languages of the product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    Bg,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Bg];

    pub fn parse(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "bg" => Some(Lang::Bg),
            _ => None,
        }
    }
}

/// One step in `lang`.
pub fn render(step: &Step, lang: Lang) -> String {
    match lang {
        Lang::En => step.to_string(),
        Lang::Fr => localized(step, &FR),
        Lang::Bg => localized(step, &BG),
    }
}

/// A whole explanation in `lang`.
pub fn render_all(steps: &[Step], lang: Lang) -> Vec<String> {
    steps.iter().map(|s| render(s, lang)).collect()
}

/// The words of one language: sentence templates with `{name}` placeholders, and the names
/// of the game's things. French and Bulgarian share one renderer ([`localized`]).
struct Words {
    card_points: &'static str,
    nt_doubled: &'static str,
    capot: &'static str,
    valat: &'static str,
    declared: &'static str,
    decl_won: &'static str,
    /// All declarations, sequences, carrés.
    tracks: [&'static str; 3],
    /// In `DeclReason` order.
    reasons: [&'static str; 7],
    /// Cancelled: all declarations, sequences, carrés.
    cancels: [&'static str; 3],
    decl_void: &'static str,
    belote_one: &'static str,
    belote_many: &'static str,
    total_head: &'static str,
    /// Declarations, belote, valat/capot bonus.
    total_labels: [&'static str; 3],
    /// Made, inside, tie.
    verdicts: [&'static str; 3],
    compare: &'static str,
    compare_doubled: &'static str,
    half_card_points: &'static str,
    bid: &'static str,
    bid_need: &'static str,
    bid_defence: &'static str,
    verdict_tail: &'static str,
    bid_capot: &'static str,
    takers_capot: &'static str,
    defenders_capot: &'static str,
    scores_verb: &'static str,
    /// In `Part` order.
    parts: [&'static str; 11],
    doubled: &'static str,
    rounded: &'static str,
    pot_held: &'static str,
    pot_awarded: &'static str,
    game_drawn: &'static str,
    game_won: &'static str,
    play_on: &'static str,
    no_end_on_valat: &'static str,
    /// Spades, hearts, diamonds, clubs.
    suits: [&'static str; 4],
    /// Sequences of 3, 4 and 5 cards.
    sequences: [&'static str; 3],
    sequence_of: &'static str,
    sequence: &'static str,
    carre: &'static str,
}

const FR: Words = Words {
    card_points: "points de cartes : A {a}, B {b}",
    nt_doubled: "sans atout : points doublés, A {a}, B {b}",
    capot: "{team} a fait tous les plis (capot) : {points} au lieu des points de cartes",
    valat: "capot : {team} a fait tous les plis, +{bonus}",
    declared: "{team} annonce {list}",
    decl_won: "les {what} de {team} comptent ({why}) : {points}",
    tracks: ["annonces", "suites", "carrés"],
    reasons: [
        "sans concurrence",
        "un carré bat toute suite",
        "carré plus fort",
        "suite plus longue",
        "carte de tête plus haute",
        "égalité, mais à l'atout",
        "égalité, première dans l'ordre de jeu",
    ],
    cancels: [
        "meilleures annonces égales : aucune annonce ne compte",
        "meilleures suites égales : toutes les suites s'annulent",
        "carrés égaux : tous les carrés s'annulent",
    ],
    decl_void: "les annonces de {team} ({points}) ne comptent pour personne",
    belote_one: "belote pour {team} : {points}",
    belote_many: "{count} belotes pour {team} : {points}",
    total_head: "{team} : ",
    total_labels: ["annonces", "belote", "capot"],
    verdicts: ["contrat rempli", "dedans", "litige"],
    compare: "preneurs {takers} {t} {cmp} défense {o} {d} : {v}",
    compare_doubled: "contré : preneurs {takers} {t} {cmp} défense {o} {d} : {v}, le camp qui a le plus de points prend tout",
    half_card_points: "les preneurs {takers} ont {t} points de cartes (82 requis, 81 = litige) : {v}",
    bid: "preneurs {takers} {t} pour un contrat de {bid}",
    bid_need: " ({need} requis)",
    bid_defence: ", défense {d}",
    verdict_tail: " : {v}",
    bid_capot: "capot annoncé par {takers} : {v}",
    takers_capot: "les preneurs {takers} ont fait tous les plis : {v}",
    defenders_capot: "la défense {o} a fait tous les plis : {v}",
    scores_verb: "marque",
    parts: [
        "points de cartes",
        "points faits",
        "la donne",
        "capot",
        "annonces",
        "belote",
        "contrat",
        "chute",
        "valeur contrée",
        "points de partie",
        "litige",
    ],
    doubled: "contrat contré : ×{factor}",
    rounded: "{team} : {from} arrondi à {to}",
    pot_held: "litige : {amount} mis en réserve (réserve : {pot})",
    pot_awarded: "{team} remporte la réserve de {amount}",
    game_drawn: "partie terminée à A {a}, B {b} : match nul",
    game_won: "partie terminée à A {a}, B {b} : {w} gagne",
    play_on: "les deux camps dépassent l'objectif avec A {a}, B {b} : on continue",
    no_end_on_valat: "on ne gagne pas la partie sur un capot : une donne de plus",
    suits: ["pique", "cœur", "carreau", "trèfle"],
    sequences: ["tierce", "cinquante", "cent"],
    sequence_of: "suite de {n}",
    sequence: "{name} au {rank} de {suit}",
    carre: "carré de {rank}",
};

const BG: Words = Words {
    card_points: "точки от картите: A {a}, B {b}",
    nt_doubled: "без коз: точките се удвояват, A {a}, B {b}",
    capot: "{team} взе всички ръце (капо): {points} вместо точките от картите",
    valat: "капо: {team} взе всички ръце, +{bonus}",
    declared: "{team} обявява {list}",
    decl_won: "{what} на {team} се броят ({why}): {points}",
    tracks: ["анонсите", "поредните карти", "каретата"],
    reasons: [
        "без съперник",
        "каре бие всяка поредица",
        "по-силно каре",
        "по-дълга поредица",
        "по-висока старша карта",
        "равни, но в коз",
        "равни, първа по ред на игра",
    ],
    cancels: [
        "равни най-добри анонси: нито един анонс не се брои",
        "равни най-добри поредици: всички поредици отпадат",
        "равни карета: всички карета отпадат",
    ],
    decl_void: "анонсите на {team} ({points}) не се броят за никого",
    belote_one: "белот за {team}: {points}",
    belote_many: "{count} белота за {team}: {points}",
    total_head: "{team}: ",
    total_labels: ["анонси", "белот", "капо"],
    verdicts: ["изкарана", "вътре", "висяща"],
    compare: "обявилите {takers} {t} {cmp} противници {o} {d}: {v}",
    compare_doubled: "контра: обявилите {takers} {t} {cmp} противници {o} {d}: {v}, отборът с повече точки взима всичко",
    half_card_points: "обявилите {takers} имат {t} точки от картите (нужни 82, 81 = висяща): {v}",
    bid: "обявилите {takers} {t} при обява {bid}",
    bid_need: " (нужни {need})",
    bid_defence: ", противници {d}",
    verdict_tail: ": {v}",
    bid_capot: "обявено капо от {takers}: {v}",
    takers_capot: "обявилите {takers} взеха всички ръце: {v}",
    defenders_capot: "противниците {o} взеха всички ръце: {v}",
    scores_verb: "записва",
    parts: [
        "точки от картите",
        "изкарани точки",
        "цялото раздаване",
        "капо",
        "анонси",
        "белот",
        "обява",
        "основа",
        "удвоена стойност",
        "точки",
        "висящи",
    ],
    doubled: "контра: ×{factor}",
    rounded: "{team}: {from} закръглено на {to}",
    pot_held: "висяща: {amount} остават за следващото раздаване (висящи: {pot})",
    pot_awarded: "{team} взима висящите {amount}",
    game_drawn: "край на играта при A {a}, B {b}: равен резултат",
    game_won: "край на играта при A {a}, B {b}: печели {w}",
    play_on: "и двата отбора минаха целта с A {a}, B {b}: играта продължава",
    no_end_on_valat: "с капо не се излиза: играе се още едно раздаване",
    suits: ["пика", "купа", "каро", "спатия"],
    sequences: ["терца", "кварта", "квинта"],
    sequence_of: "поредица от {n}",
    sequence: "{name} до {rank} {suit}",
    carre: "каре {rank}",
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Bg => &BG,
        Lang::Fr | Lang::En => &FR,
    }
}

/// Fills `{name}` placeholders.
fn fill(template: &str, vars: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut out = template.to_string();
    for (name, value) in vars {
        out = out.replace(&format!("{{{name}}}"), &value.to_string());
    }
    out
}

fn suit_name(w: &Words, letter: Option<char>) -> &'static str {
    match letter {
        Some('S') => w.suits[0],
        Some('H') => w.suits[1],
        Some('D') => w.suits[2],
        _ => w.suits[3],
    }
}

fn decl(d: &DeclNote, w: &Words) -> String {
    if d.kind == "carre" {
        return fill(w.carre, &[("rank", &d.rank)]);
    }
    let name = match d.length {
        Some(n @ 3..=5) => w.sequences[usize::from(n) - 3].to_string(),
        Some(n) => fill(w.sequence_of, &[("n", &n)]),
        None => String::new(),
    };
    fill(
        w.sequence,
        &[
            ("name", &name),
            ("rank", &d.rank),
            ("suit", &suit_name(w, d.suit)),
        ],
    )
}

fn reason_index(r: DeclReason) -> usize {
    match r {
        DeclReason::Uncontested => 0,
        DeclReason::CarreBeatsSequence => 1,
        DeclReason::HigherCarre => 2,
        DeclReason::Longer => 3,
        DeclReason::HigherTop => 4,
        DeclReason::Trump => 5,
        DeclReason::FirstInTurn => 6,
    }
}

fn part_index(p: Part) -> usize {
    match p {
        Part::CardPoints => 0,
        Part::PointsMade => 1,
        Part::Deal => 2,
        Part::Capot => 3,
        Part::Declarations => 4,
        Part::Belote => 5,
        Part::Bid => 6,
        Part::FailBase => 7,
        Part::Doubled => 8,
        Part::GamePoints => 9,
        Part::Pot => 10,
    }
}

fn track_index(t: Track) -> usize {
    match t {
        Track::All => 0,
        Track::Sequences => 1,
        Track::Carres => 2,
    }
}

/// One step in the language of `w`.
fn localized(step: &Step, w: &Words) -> String {
    match step {
        Step::CardPoints { a, b } => fill(w.card_points, &[("a", a), ("b", b)]),
        Step::NoTrumpsDoubled { a, b } => fill(w.nt_doubled, &[("a", a), ("b", b)]),
        Step::Capot { team, points } => fill(w.capot, &[("team", team), ("points", points)]),
        Step::Valat { team, bonus } => fill(w.valat, &[("team", team), ("bonus", bonus)]),
        Step::Declared { team, items } => {
            let list: Vec<String> = items
                .iter()
                .map(|d| format!("{} ({})", decl(d, w), d.points))
                .collect();
            fill(w.declared, &[("team", team), ("list", &list.join(", "))])
        }
        Step::DeclarationsWon {
            team,
            track,
            reason,
            points,
        } => {
            let why = w.reasons[reason_index(*reason)];
            let what = w.tracks[track_index(*track)];
            fill(
                w.decl_won,
                &[
                    ("what", &what),
                    ("team", team),
                    ("why", &why),
                    ("points", points),
                ],
            )
        }
        Step::DeclarationsCancel { track } => w.cancels[track_index(*track)].to_string(),
        Step::DeclarationsVoid { team, points } => {
            fill(w.decl_void, &[("team", team), ("points", points)])
        }
        Step::Belote {
            team,
            count,
            points,
        } => {
            let template = if *count == 1 {
                w.belote_one
            } else {
                w.belote_many
            };
            fill(
                template,
                &[("count", count), ("team", team), ("points", points)],
            )
        }
        Step::Total {
            team,
            cards,
            declarations,
            belote,
            bonus,
            total,
        } => {
            let mut s = fill(w.total_head, &[("team", team)]) + &cards.to_string();
            for (n, label) in [*declarations, *belote, *bonus]
                .into_iter()
                .zip(w.total_labels)
            {
                if n != 0 {
                    s += &format!(" + {n} ({label})");
                }
            }
            s + &format!(" = {total}")
        }
        Step::Verdict {
            takers,
            takers_points: t,
            defenders_points: d,
            verdict,
            decided_by,
        } => {
            let v = w.verdicts[match verdict {
                Verdict::Made => 0,
                Verdict::Inside => 1,
                Verdict::Tie => 2,
            }];
            let o = takers.other();
            let c = comparison_sign(*t, *d);
            let vars: [(&str, &dyn std::fmt::Display); 6] = [
                ("takers", takers),
                ("t", t),
                ("cmp", &c),
                ("o", &o),
                ("d", d),
                ("v", &v),
            ];
            match decided_by {
                Rule::BeatDefenders | Rule::MorePoints => fill(w.compare, &vars),
                Rule::DoubledMorePoints => fill(w.compare_doubled, &vars),
                Rule::HalfCardPoints => fill(w.half_card_points, &vars),
                Rule::Bid {
                    bid,
                    need,
                    must_beat_defence,
                } => {
                    let mut s = fill(w.bid, &[("takers", takers), ("t", t), ("bid", bid)]);
                    if *need != i64::from(*bid) {
                        s += &fill(w.bid_need, &[("need", need)]);
                    }
                    if *must_beat_defence {
                        s += &fill(w.bid_defence, &[("d", d)]);
                    }
                    s + &fill(w.verdict_tail, &[("v", &v)])
                }
                Rule::BidCapot => fill(w.bid_capot, &vars),
                Rule::TakersCapot => fill(w.takers_capot, &vars),
                Rule::DefendersCapot => fill(w.defenders_capot, &vars),
            }
        }
        Step::Scores { team, parts, total } => {
            if parts.len() <= 1 {
                return format!("{team} {} {total}", w.scores_verb);
            }
            let sum: Vec<String> = parts
                .iter()
                .map(|(p, n)| format!("{n} ({})", w.parts[part_index(*p)]))
                .collect();
            format!("{team} {} {} = {total}", w.scores_verb, sum.join(" + "))
        }
        Step::Doubled { factor } => fill(w.doubled, &[("factor", factor)]),
        Step::Rounded { team, from, to, .. } => {
            fill(w.rounded, &[("team", team), ("from", from), ("to", to)])
        }
        Step::PotHeld { amount, pot } => fill(w.pot_held, &[("amount", amount), ("pot", pot)]),
        Step::PotAwarded { team, amount } => {
            fill(w.pot_awarded, &[("team", team), ("amount", amount)])
        }
        Step::GameOver { winner, a, b } => match winner {
            Winner::Draw => fill(w.game_drawn, &[("a", a), ("b", b)]),
            win => fill(w.game_won, &[("a", a), ("b", b), ("w", &win.as_str())]),
        },
        Step::PlayOn { a, b } => fill(w.play_on, &[("a", a), ("b", b)]),
        Step::NoEndOnValat => w.no_end_on_valat.to_string(),
    }
}

/// Why a play is legal or not (the rule of play's answer) in `lang`.
pub fn render_why(why: &Why, lang: Lang) -> String {
    use crate::trick::Reason as R;
    if lang == Lang::En {
        return why.to_string();
    }
    let led = why
        .led
        .map_or("", |s| suit_name(words(lang), Some(s.letter())));
    let best = why.best.map(|c| c.to_string()).unwrap_or_default();
    let reason = why.reason;
    match lang {
        Lang::Fr => match reason {
            R::Lead => "la première carte d'un pli est libre".into(),
            R::FollowSuit => format!("il faut fournir : {led} demandé"),
            R::FollowAndBeat => format!("il faut fournir ({led}) et monter sur le {best}"),
            R::FollowCannotBeat => format!("il faut fournir ({led}) ; rien ne bat le {best}, donc n'importe quel {led}"),
            R::TrumpLedOvertrump => format!("atout demandé : il faut monter sur le {best}"),
            R::TrumpLedAnyTrump => format!("atout demandé : rien ne bat le {best}, donc n'importe quel atout"),
            R::CannotFollowAnyCard => format!("impossible de fournir ({led}) : carte libre"),
            R::PartnerWinning => "impossible de fournir et le partenaire est maître : carte libre".into(),
            R::NoTrumpInHand => format!("impossible de fournir ({led}) et pas d'atout : carte libre"),
            R::MustTrump => format!("impossible de fournir ({led}) et l'adversaire est maître : il faut couper"),
            R::MustOvertrump => format!("impossible de fournir ({led}), l'adversaire est maître avec le {best} : il faut surcouper"),
            R::MustUndertrump => format!("impossible de fournir ou de battre le {best} : il faut quand même pisser (sous-couper)"),
            R::MayDiscard => format!("impossible de fournir ou de battre le {best} : carte libre (sous-coupe non obligatoire)"),
        },
        _ => match reason {
            R::Lead => "първата карта на ръката е свободна".into(),
            R::FollowSuit => format!("трябва да се отговори на цвета: играна е {led}"),
            R::FollowAndBeat => format!("трябва да се отговори ({led}) и да се качи над {best}"),
            R::FollowCannotBeat => format!("трябва да се отговори ({led}); нищо не бие {best}, затова всяка {led}"),
            R::TrumpLedOvertrump => format!("игран е коз: трябва да се качи над {best}"),
            R::TrumpLedAnyTrump => format!("игран е коз: нищо не бие {best}, затова всеки коз"),
            R::CannotFollowAnyCard => format!("няма {led}: всяка карта"),
            R::PartnerWinning => "няма от цвета и партньорът държи ръката: всяка карта".into(),
            R::NoTrumpInHand => format!("няма {led} и няма коз: всяка карта"),
            R::MustTrump => format!("няма {led} и противник държи ръката: трябва да се цака с коз"),
            R::MustOvertrump => format!("няма {led}, противник държи ръката с {best}: трябва да се качи с по-висок коз"),
            R::MustUndertrump => format!("не може да се отговори или да се бие {best}: все пак трябва коз"),
            R::MayDiscard => format!("не може да се отговори или да се бие {best}: всяка карта"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score_str;

    #[test]
    fn every_step_of_a_rich_match_renders_in_every_language() {
        let sheet = score_str(
            r#"{"variant":"classic","rounds":[
              {"taker":"A","contract":"hearts","points":{"A":81},"belote":{"B":1}},
              {"taker":"B","contract":"spades","capot":"A","declarations":{"A":[{"type":"carre","rank":"J"}]}}]}"#,
        )
        .unwrap();
        for r in &sheet.rounds {
            for lang in Lang::ALL {
                let lines = render_all(&r.steps, lang);
                assert_eq!(lines.len(), r.steps.len());
                assert!(lines.iter().all(|l| !l.is_empty()));
            }
        }
        let fr = render_all(&sheet.rounds[0].steps, Lang::Fr).join("\n");
        assert!(fr.contains("dedans"), "{fr}");
        let bg = render_all(&sheet.rounds[1].steps, Lang::Bg).join("\n");
        assert!(bg.contains("капо"), "{bg}");
    }
}
