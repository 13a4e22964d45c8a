//! Explanations in French and Bulgarian (English is `Step`'s `Display`), so the app shows
//! "why this score" in the table's language from the same steps the engine recorded.

use crate::explain::{DeclNote, DeclReason, Part, Rule, Step, Track};
use crate::model::{Team, Verdict, Winner};
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
        Lang::Fr => fr(step),
        Lang::Bg => bg(step),
    }
}

/// A whole explanation in `lang`.
pub fn render_all(steps: &[Step], lang: Lang) -> Vec<String> {
    steps.iter().map(|s| render(s, lang)).collect()
}

fn cmp(a: i64, b: i64) -> &'static str {
    match a.cmp(&b) {
        std::cmp::Ordering::Greater => ">",
        std::cmp::Ordering::Less => "<",
        std::cmp::Ordering::Equal => "=",
    }
}

fn verdict(v: Verdict, lang: Lang) -> &'static str {
    match (v, lang) {
        (Verdict::Made, Lang::Fr) => "contrat rempli",
        (Verdict::Inside, Lang::Fr) => "dedans",
        (Verdict::Tie, Lang::Fr) => "litige",
        (Verdict::Made, Lang::Bg) => "изкарана",
        (Verdict::Inside, Lang::Bg) => "вътре",
        (Verdict::Tie, Lang::Bg) => "висяща",
        (v, Lang::En) => v.as_str(),
    }
}

fn part(p: Part, lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => match p {
            Part::CardPoints => "points de cartes",
            Part::PointsMade => "points faits",
            Part::Deal => "la donne",
            Part::Capot => "capot",
            Part::Declarations => "annonces",
            Part::Belote => "belote",
            Part::Bid => "contrat",
            Part::FailBase => "chute",
            Part::Doubled => "valeur contrée",
            Part::GamePoints => "points de partie",
            Part::Pot => "litige",
        },
        Lang::Bg => match p {
            Part::CardPoints => "точки от картите",
            Part::PointsMade => "изкарани точки",
            Part::Deal => "цялото раздаване",
            Part::Capot => "капо",
            Part::Declarations => "анонси",
            Part::Belote => "белот",
            Part::Bid => "обява",
            Part::FailBase => "основа",
            Part::Doubled => "удвоена стойност",
            Part::GamePoints => "точки",
            Part::Pot => "висящи",
        },
        Lang::En => "",
    }
}

fn suit(c: Option<char>, lang: Lang) -> &'static str {
    match (c, lang) {
        (Some('S'), Lang::Fr) => "pique",
        (Some('H'), Lang::Fr) => "cœur",
        (Some('D'), Lang::Fr) => "carreau",
        (_, Lang::Fr) => "trèfle",
        (Some('S'), _) => "пика",
        (Some('H'), _) => "купа",
        (Some('D'), _) => "каро",
        _ => "спатия",
    }
}

fn decl(d: &DeclNote, lang: Lang) -> String {
    let fr = lang == Lang::Fr;
    if d.kind == "carre" {
        return if fr {
            format!("carré de {}", d.rank)
        } else {
            format!("каре {}", d.rank)
        };
    }
    let name = match (d.length, fr) {
        (Some(3), true) => "tierce".to_string(),
        (Some(4), true) => "cinquante".to_string(),
        (Some(5), true) => "cent".to_string(),
        (Some(n), true) => format!("suite de {n}"),
        (Some(3), false) => "терца".to_string(),
        (Some(4), false) => "кварта".to_string(),
        (Some(5), false) => "квинта".to_string(),
        (Some(n), false) => format!("поредица от {n}"),
        (None, _) => String::new(),
    };
    if fr {
        format!("{name} au {} de {}", d.rank, suit(d.suit, lang))
    } else {
        format!("{name} до {} {}", d.rank, suit(d.suit, lang))
    }
}

/// "A marque 90 (points de cartes) + 20 (belote) = 110", or just the total for one part.
fn scores_line(team: Team, verb: &str, ps: &[(Part, i64)], total: i64, lang: Lang) -> String {
    if ps.len() <= 1 {
        return format!("{team} {verb} {total}");
    }
    let sum: Vec<String> = ps
        .iter()
        .map(|(p, n)| format!("{n} ({})", part(*p, lang)))
        .collect();
    format!("{team} {verb} {} = {total}", sum.join(" + "))
}

/// A team's total with its extras labelled (declarations, belote, valat/capot bonus);
/// `head` is the team prefix with `{team}` in it.
fn total_line(step: &Step, head: &str, labels: [&str; 3]) -> String {
    let Step::Total {
        team,
        cards,
        declarations,
        belote,
        bonus,
        total,
    } = step
    else {
        return String::new();
    };
    let mut s = head.replace("{team}", team.as_str()) + &cards.to_string();
    for (n, label) in [*declarations, *belote, *bonus].into_iter().zip(labels) {
        if n != 0 {
            s += &format!(" + {n} ({label})");
        }
    }
    s + &format!(" = {total}")
}

fn fr(step: &Step) -> String {
    let l = Lang::Fr;
    match step {
        Step::CardPoints { a, b } => format!("points de cartes : A {a}, B {b}"),
        Step::NoTrumpsDoubled { a, b } => format!("sans atout : points doublés, A {a}, B {b}"),
        Step::Capot { team, points } => {
            format!("{team} a fait tous les plis (capot) : {points} au lieu des points de cartes")
        }
        Step::Valat { team, bonus } => format!("capot : {team} a fait tous les plis, +{bonus}"),
        Step::Declared { team, items } => format!(
            "{team} annonce {}",
            items
                .iter()
                .map(|d| format!("{} ({})", decl(d, l), d.points))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Step::DeclarationsWon {
            team,
            track,
            reason,
            points,
        } => {
            let what = match track {
                Track::All => "annonces",
                Track::Sequences => "suites",
                Track::Carres => "carrés",
            };
            let why = match reason {
                DeclReason::Uncontested => "sans concurrence",
                DeclReason::CarreBeatsSequence => "un carré bat toute suite",
                DeclReason::HigherCarre => "carré plus fort",
                DeclReason::Longer => "suite plus longue",
                DeclReason::HigherTop => "carte de tête plus haute",
                DeclReason::Trump => "égalité, mais à l'atout",
                DeclReason::FirstInTurn => "égalité, première dans l'ordre de jeu",
            };
            format!("les {what} de {team} comptent ({why}) : {points}")
        }
        Step::DeclarationsCancel { track } => match track {
            Track::Sequences => "meilleures suites égales : toutes les suites s'annulent".into(),
            Track::Carres => "carrés égaux : tous les carrés s'annulent".into(),
            Track::All => "meilleures annonces égales : aucune annonce ne compte".into(),
        },
        Step::DeclarationsVoid { team, points } => {
            format!("les annonces de {team} ({points}) ne comptent pour personne")
        }
        Step::Belote {
            team,
            count,
            points,
        } => {
            if *count == 1 {
                format!("belote pour {team} : {points}")
            } else {
                format!("{count} belotes pour {team} : {points}")
            }
        }
        Step::Total { .. } => total_line(step, "{team} : ", ["annonces", "belote", "capot"]),
        Step::Verdict {
            takers,
            takers_points: t,
            defenders_points: d,
            verdict: v,
            decided_by,
        } => {
            let o = takers.other();
            let v = verdict(*v, l);
            match decided_by {
                Rule::BeatDefenders | Rule::MorePoints => format!("preneurs {takers} {t} {} défense {o} {d} : {v}", cmp(*t, *d)),
                Rule::DoubledMorePoints => format!("contré : preneurs {takers} {t} {} défense {o} {d} : {v}, le camp qui a le plus de points prend tout", cmp(*t, *d)),
                Rule::HalfCardPoints => format!("les preneurs {takers} ont {t} points de cartes (82 requis, 81 = litige) : {v}"),
                Rule::Bid { bid, need, must_beat_defence } => {
                    let mut s = format!("preneurs {takers} {t} pour un contrat de {bid}");
                    if *need != i64::from(*bid) {
                        s += &format!(" ({need} requis)");
                    }
                    if *must_beat_defence {
                        s += &format!(", défense {d}");
                    }
                    s + &format!(" : {v}")
                }
                Rule::BidCapot => format!("capot annoncé par {takers} : {v}"),
                Rule::TakersCapot => format!("les preneurs {takers} ont fait tous les plis : {v}"),
                Rule::DefendersCapot => format!("la défense {o} a fait tous les plis : {v}"),
            }
        }
        Step::Scores { team, parts, total } => scores_line(*team, "marque", parts, *total, l),
        Step::Doubled { factor } => format!("contrat contré : ×{factor}"),
        Step::Rounded { team, from, to } => format!("{team} : {from} arrondi à {to}"),
        Step::PotHeld { amount, pot } => {
            format!("litige : {amount} mis en réserve (réserve : {pot})")
        }
        Step::PotAwarded { team, amount } => format!("{team} remporte la réserve de {amount}"),
        Step::GameOver { winner, a, b } => match winner {
            Winner::Draw => format!("partie terminée à A {a}, B {b} : match nul"),
            w => format!("partie terminée à A {a}, B {b} : {} gagne", w.as_str()),
        },
        Step::PlayOn { a, b } => {
            format!("les deux camps dépassent l'objectif avec A {a}, B {b} : on continue")
        }
        Step::NoEndOnValat => "on ne gagne pas la partie sur un capot : une donne de plus".into(),
    }
}

fn bg(step: &Step) -> String {
    let l = Lang::Bg;
    match step {
        Step::CardPoints { a, b } => format!("точки от картите: A {a}, B {b}"),
        Step::NoTrumpsDoubled { a, b } => format!("без коз: точките се удвояват, A {a}, B {b}"),
        Step::Capot { team, points } => {
            format!("{team} взе всички ръце (капо): {points} вместо точките от картите")
        }
        Step::Valat { team, bonus } => format!("капо: {team} взе всички ръце, +{bonus}"),
        Step::Declared { team, items } => format!(
            "{team} обявява {}",
            items
                .iter()
                .map(|d| format!("{} ({})", decl(d, l), d.points))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Step::DeclarationsWon {
            team,
            track,
            reason,
            points,
        } => {
            let what = match track {
                Track::All => "анонсите",
                Track::Sequences => "поредните карти",
                Track::Carres => "каретата",
            };
            let why = match reason {
                DeclReason::Uncontested => "без съперник",
                DeclReason::CarreBeatsSequence => "каре бие всяка поредица",
                DeclReason::HigherCarre => "по-силно каре",
                DeclReason::Longer => "по-дълга поредица",
                DeclReason::HigherTop => "по-висока старша карта",
                DeclReason::Trump => "равни, но в коз",
                DeclReason::FirstInTurn => "равни, първа по ред на игра",
            };
            format!("{what} на {team} се броят ({why}): {points}")
        }
        Step::DeclarationsCancel { track } => match track {
            Track::Sequences => "равни най-добри поредици: всички поредици отпадат".into(),
            Track::Carres => "равни карета: всички карета отпадат".into(),
            Track::All => "равни най-добри анонси: нито един анонс не се брои".into(),
        },
        Step::DeclarationsVoid { team, points } => {
            format!("анонсите на {team} ({points}) не се броят за никого")
        }
        Step::Belote {
            team,
            count,
            points,
        } => {
            if *count == 1 {
                format!("белот за {team}: {points}")
            } else {
                format!("{count} белота за {team}: {points}")
            }
        }
        Step::Total { .. } => total_line(step, "{team}: ", ["анонси", "белот", "капо"]),
        Step::Verdict {
            takers,
            takers_points: t,
            defenders_points: d,
            verdict: v,
            decided_by,
        } => {
            let o = takers.other();
            let v = verdict(*v, l);
            match decided_by {
                Rule::BeatDefenders | Rule::MorePoints => format!("обявилите {takers} {t} {} противници {o} {d}: {v}", cmp(*t, *d)),
                Rule::DoubledMorePoints => format!("контра: обявилите {takers} {t} {} противници {o} {d}: {v}, отборът с повече точки взима всичко", cmp(*t, *d)),
                Rule::HalfCardPoints => format!("обявилите {takers} имат {t} точки от картите (нужни 82, 81 = висяща): {v}"),
                Rule::Bid { bid, need, must_beat_defence } => {
                    let mut s = format!("обявилите {takers} {t} при обява {bid}");
                    if *need != i64::from(*bid) {
                        s += &format!(" (нужни {need})");
                    }
                    if *must_beat_defence {
                        s += &format!(", противници {d}");
                    }
                    s + &format!(": {v}")
                }
                Rule::BidCapot => format!("обявено капо от {takers}: {v}"),
                Rule::TakersCapot => format!("обявилите {takers} взеха всички ръце: {v}"),
                Rule::DefendersCapot => format!("противниците {o} взеха всички ръце: {v}"),
            }
        }
        Step::Scores { team, parts, total } => scores_line(*team, "записва", parts, *total, l),
        Step::Doubled { factor } => format!("контра: ×{factor}"),
        Step::Rounded { team, from, to } => format!("{team}: {from} закръглено на {to}"),
        Step::PotHeld { amount, pot } => {
            format!("висяща: {amount} остават за следващото раздаване (висящи: {pot})")
        }
        Step::PotAwarded { team, amount } => format!("{team} взима висящите {amount}"),
        Step::GameOver { winner, a, b } => match winner {
            Winner::Draw => format!("край на играта при A {a}, B {b}: равен резултат"),
            w => format!("край на играта при A {a}, B {b}: печели {}", w.as_str()),
        },
        Step::PlayOn { a, b } => {
            format!("и двата отбора минаха целта с A {a}, B {b}: играта продължава")
        }
        Step::NoEndOnValat => "с капо не се излиза: играе се още едно раздаване".into(),
    }
}

/// The legal-play checker's reason in `lang`.
pub fn legal_reason(
    reason: crate::legal::Reason,
    led: Option<crate::card::Suit>,
    best: Option<crate::card::Card>,
    lang: Lang,
) -> String {
    use crate::legal::Reason as R;
    if lang == Lang::En {
        return reason.en(led, best);
    }
    let led = led.map_or("", |s| suit(Some(s.letter()), lang));
    let best = best.map(|c| c.to_string()).unwrap_or_default();
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
