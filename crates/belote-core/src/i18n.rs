//! Explanations and legal-play reasons in French, Bulgarian, Croatian and Dutch (English is
//! `Step`'s and `Why`'s `Display`), so the app shows "why this score" in the table's language
//! from the same steps the engine recorded. Each language is a table of `Words`: French and
//! Bulgarian here, Croatian and Dutch (the languages of Bela and Klaverjas) in `i18n/`.

mod hr;
mod nl;

use crate::explain::{comparison_sign, DeclNote, DeclReason, Part, Parts, Rule, Step, Track};
use crate::model::{RoemItem, Verdict, Winner};
use crate::trick::{Reason, Why};
use serde::{Deserialize, Serialize};

/// The languages of the product.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    Bg,
    /// Croatian, for Bela's players.
    Hr,
    /// Dutch, for Klaverjas's players.
    Nl,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::Bg, Lang::Hr, Lang::Nl];

    pub fn parse(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "bg" => Some(Lang::Bg),
            "hr" => Some(Lang::Hr),
            "nl" => Some(Lang::Nl),
            _ => None,
        }
    }

    /// The language of a locale as a system or a browser names it — `nl-BE`, `hr_HR.UTF-8`,
    /// `FR` — by its primary subtag; `None` for a language the product does not speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_', '.', '@']).next().unwrap_or("");
        Lang::parse(&primary.to_ascii_lowercase())
    }

    /// The code a setting or a command line uses: `en`, `fr`, `bg`, `hr`, `nl`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Bg => "bg",
            Lang::Hr => "hr",
            Lang::Nl => "nl",
        }
    }
}

/// One step in `lang`.
pub fn render(step: &Step, lang: Lang) -> String {
    match lang {
        Lang::En => step.to_string(),
        other => localized(step, words(other)),
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
    /// All declarations, sequences, carrés, Bela's zvanja.
    tracks: [&'static str; 4],
    /// In `DeclReason` order.
    reasons: [&'static str; 8],
    /// Cancelled: all declarations, sequences, carrés, zvanja.
    cancels: [&'static str; 4],
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
    parts: [&'static str; 16],
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
    // Bela and Klaverjas.
    /// Ranks in the plural, 7 to A (natural order), for "four kings".
    ranks_plural: [&'static str; 8],
    /// "four {ranks}".
    four_of: &'static str,
    zvanja_called: &'static str,
    /// Bela's runs of 3, 4 and 5 cards.
    zvanja_names: [&'static str; 3],
    belot_item: &'static str,
    bela: &'static str,
    belot: &'static str,
    /// Why one of two belots wins: in trumps, first in order of play.
    belot_why: [&'static str; 2],
    stiglja: &'static str,
    /// A swept team's zvanja and bela, its zvanja, its bela.
    swept_what: [&'static str; 3],
    swept_to: &'static str,
    swept_nobody: &'static str,
    roem: &'static str,
    /// Run of three, run of four, stuk.
    roem_items: [&'static str; 3],
    pit: &'static str,
    pit_no_bonus: &'static str,
    tally: &'static str,
    tally_one: &'static str,
    caller: &'static str,
    /// Bela: passed, fall, hanging.
    caller_verdicts: [&'static str; 3],
    players: &'static str,
    /// Klaverjas: made, nat.
    players_verdicts: [&'static str; 2],
    /// Said after the totals when they are equal.
    equal_totals: &'static str,
    /// Legal-play reasons, in `Reason` order, with `{led}` and `{best}`.
    why: [&'static str; 19],
}

const FR: Words = Words {
    card_points: "points de cartes : A {a}, B {b}",
    nt_doubled: "sans atout : points doublés, A {a}, B {b}",
    capot: "{team} a fait tous les plis (capot) : {points} au lieu des points de cartes",
    valat: "capot : {team} a fait tous les plis, +{bonus}",
    declared: "{team} annonce {list}",
    decl_won: "les {what} de {team} comptent ({why}) : {points}",
    tracks: ["annonces", "suites", "carrés", "zvanja"],
    reasons: [
        "sans concurrence",
        "un carré bat toute suite",
        "carré plus fort",
        "suite plus longue",
        "carte de tête plus haute",
        "égalité, mais à l'atout",
        "égalité, première dans l'ordre de jeu",
        "valeur plus haute",
    ],
    cancels: [
        "meilleures annonces égales : aucune annonce ne compte",
        "meilleures suites égales : toutes les suites s'annulent",
        "carrés égaux : tous les carrés s'annulent",
        "meilleurs zvanja égaux : aucun zvanje ne compte",
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
        "zvanja",
        "bela",
        "štiglja",
        "roem",
        "pit",
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
    ranks_plural: ["sept", "huit", "neuf", "dix", "valets", "dames", "rois", "as"],
    four_of: "quatre {ranks}",
    zvanja_called: "{team} annonce des zvanja : {list}",
    zvanja_names: ["terca", "kvarta", "kvinta"],
    belot_item: "belot, les huit cartes de {suit}",
    bela: "bela (roi et dame d'atout) pour {team} : {points}",
    belot: "belot pour {team}{why} : la donne n'est pas jouée et {team} gagne la partie",
    belot_why: [
        " (deux belots : celui-ci est à l'atout)",
        " (deux belots : celui-ci vient le premier dans l'ordre de jeu)",
    ],
    stiglja: "štiglja : {team} a fait tous les plis, +{bonus}",
    swept_what: [
        "les zvanja ({zvanja}) et la bela ({bela}) de {from}",
        "les zvanja ({zvanja}) de {from}",
        "la bela ({bela}) de {from}",
    ],
    swept_to: "štiglja : {what} vont à {to}",
    swept_nobody: "štiglja : {what} ne comptent pour personne",
    roem: "roem pour {team} : {list}",
    roem_items: ["suite de trois", "suite de quatre", "stuk, roi et dame d'atout"],
    pit: "pit : {team} a fait tous les plis, +{bonus}",
    pit_no_bonus: "pit : {team} a fait tous les plis, mais la défense n'a pas de prime pour cela",
    tally: "{team} a {list} = {total}",
    tally_one: "{team} a {total}",
    caller: "preneur {takers} {t} {cmp} {o} {d}{equal} : {v}",
    caller_verdicts: [
        "passé",
        "chute (pad)",
        "en attente (visi)",
    ],
    players: "équipe qui joue {takers} {t} {cmp} {o} {d}{equal} : {v}",
    players_verdicts: ["fait", "nat (chute)"],
    equal_totals: ", totaux égaux",
    why: [
        "la première carte d'un pli est libre",
        "il faut fournir : {led} demandé",
        "il faut fournir ({led}) et monter sur le {best}",
        "il faut fournir ({led}) ; rien ne bat le {best}, donc n'importe quel {led}",
        "atout demandé : il faut monter sur le {best}",
        "atout demandé : rien ne bat le {best}, donc n'importe quel atout",
        "impossible de fournir ({led}) : carte libre",
        "impossible de fournir et le partenaire est maître : carte libre",
        "impossible de fournir ({led}) et pas d'atout : carte libre",
        "impossible de fournir ({led}) et l'adversaire est maître : il faut couper",
        "impossible de fournir ({led}), l'adversaire est maître avec le {best} : il faut surcouper",
        "impossible de fournir ou de battre le {best} : il faut quand même pisser (sous-couper)",
        "impossible de fournir ou de battre le {best} : carte libre (sous-coupe non obligatoire)",
        "il faut fournir ({led}) ; le pli est coupé, donc n'importe quelle carte de la couleur",
        "impossible de fournir ({led}) : il faut couper, même si le partenaire est maître",
        "impossible de fournir ({led}) : il faut surcouper le {best}, même celui du partenaire",
        "impossible de fournir ({led}) ou de battre le {best} : une carte qui n'est pas de l'atout (pas de sous-coupe)",
        "impossible de fournir ({led}) et seulement des atouts plus faibles que le {best} : n'importe lequel",
        "impossible de fournir ({led}), le partenaire est maître avec le {best} : carte libre, mais un atout doit le battre",
    ],
};

const BG: Words = Words {
    card_points: "точки от картите: A {a}, B {b}",
    nt_doubled: "без коз: точките се удвояват, A {a}, B {b}",
    capot: "{team} взе всички ръце (капо): {points} вместо точките от картите",
    valat: "капо: {team} взе всички ръце, +{bonus}",
    declared: "{team} обявява {list}",
    decl_won: "{what} на {team} се броят ({why}): {points}",
    tracks: ["анонсите", "поредните карти", "каретата", "званията"],
    reasons: [
        "без съперник",
        "каре бие всяка поредица",
        "по-силно каре",
        "по-дълга поредица",
        "по-висока старша карта",
        "равни, но в коз",
        "равни, първа по ред на игра",
        "по-висока стойност",
    ],
    cancels: [
        "равни най-добри анонси: нито един анонс не се брои",
        "равни най-добри поредици: всички поредици отпадат",
        "равни карета: всички карета отпадат",
        "равни най-добри звания: нито едно не се брои",
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
        "звания",
        "бела",
        "щигля",
        "роем",
        "пит",
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
    ranks_plural: [
        "седмици", "осмици", "деветки", "десетки", "валета", "дами", "попа", "аса",
    ],
    four_of: "четири {ranks}",
    zvanja_called: "{team} обявява звания: {list}",
    zvanja_names: ["терца", "кварта", "квинта"],
    belot_item: "белот, всичките осем карти {suit}",
    bela: "бела (поп и дама коз) за {team}: {points}",
    belot: "белот за {team}{why}: раздаването не се играе и {team} печели играта",
    belot_why: [
        " (два белота: този е в коз)",
        " (два белота: този е пръв по ред на игра)",
    ],
    stiglja: "щигля: {team} взе всички ръце, +{bonus}",
    swept_what: [
        "званията ({zvanja}) и белата ({bela}) на {from}",
        "званията ({zvanja}) на {from}",
        "белата ({bela}) на {from}",
    ],
    swept_to: "щигля: {what} отиват при {to}",
    swept_nobody: "щигля: {what} не се броят за никого",
    roem: "роем за {team}: {list}",
    roem_items: ["три поредни", "четири поредни", "щук, поп и дама коз"],
    pit: "пит: {team} взе всички ръце, +{bonus}",
    pit_no_bonus: "пит: {team} взе всички ръце, но защитаващите не получават бонус за това",
    tally: "{team} има {list} = {total}",
    tally_one: "{team} има {total}",
    caller: "обявилите {takers} {t} {cmp} {o} {d}{equal}: {v}",
    caller_verdicts: [
        "минаха",
        "паднаха (pad)",
        "виси (visi)",
    ],
    players: "играещите {takers} {t} {cmp} {o} {d}{equal}: {v}",
    players_verdicts: ["изкарана", "nat (паднаха)"],
    equal_totals: ", равни",
    why: [
        "първата карта на ръката е свободна",
        "трябва да се отговори на цвета: играна е {led}",
        "трябва да се отговори ({led}) и да се качи над {best}",
        "трябва да се отговори ({led}); нищо не бие {best}, затова всяка {led}",
        "игран е коз: трябва да се качи над {best}",
        "игран е коз: нищо не бие {best}, затова всеки коз",
        "няма {led}: всяка карта",
        "няма от цвета и партньорът държи ръката: всяка карта",
        "няма {led} и няма коз: всяка карта",
        "няма {led} и противник държи ръката: трябва да се цака с коз",
        "няма {led}, противник държи ръката с {best}: трябва да се качи с по-висок коз",
        "не може да се отговори или да се бие {best}: все пак трябва коз",
        "не може да се отговори или да се бие {best}: всяка карта",
        "трябва да се отговори ({led}); ръката е цакана, затова всяка {led}",
        "няма {led}: трябва да се цака с коз, който и да държи ръката",
        "няма {led}: трябва коз, по-висок от {best}, дори над партньора",
        "няма {led} и не може да се бие {best}: карта, която не е коз (без подцакване)",
        "няма {led} и има само козове, по-ниски от {best}: който и да е от тях",
        "няма {led}, партньорът държи ръката с {best}: всяка карта, но козът трябва да е по-висок",
    ],
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Bg => &BG,
        Lang::Hr => &hr::HR,
        Lang::Nl => &nl::NL,
        Lang::Fr | Lang::En => &FR,
    }
}

/// Fills `{name}` placeholders.
/// The template with each `{name}` replaced by its value, in one pass: the values are
/// written straight into the sentence (no text of the engine holds a brace).
fn fill(template: &str, vars: &[(&str, &dyn std::fmt::Display)]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let name = &after[..close];
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (v, close))
        });
        match value {
            Some((v, close)) => {
                let _ = write!(out, "{v}");
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
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

/// A Bela zvanje in the language of `w`.
fn zvanje(d: &DeclNote, w: &Words) -> String {
    let name = match d.length {
        None => fill(w.four_of, &[("ranks", &rank_plural(w, d.rank))]),
        Some(8) => return fill(w.belot_item, &[("suit", &suit_name(w, d.suit))]),
        Some(n) => {
            let name = match n {
                3..=5 => w.zvanja_names[usize::from(n) - 3].to_string(),
                n => fill(w.sequence_of, &[("n", &n)]),
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
    };
    format!("{name} ({})", d.points)
}

/// A rank's plural from its label.
fn rank_plural(w: &Words, label: &str) -> &'static str {
    let i = ["7", "8", "9", "10", "J", "Q", "K", "A"]
        .iter()
        .position(|l| *l == label)
        .unwrap_or(0);
    w.ranks_plural[i]
}

/// A Klaverjas roem item in the language of `w`.
fn roem_item(item: RoemItem, w: &Words) -> String {
    match item {
        RoemItem::Run3 => w.roem_items[0].to_string(),
        RoemItem::Run4 => w.roem_items[1].to_string(),
        RoemItem::Stuk => w.roem_items[2].to_string(),
        RoemItem::Four(r) => fill(w.four_of, &[("ranks", &rank_plural(w, r.label()))]),
    }
}

/// `n (part) + m (part) = total`, or just the total for one part.
fn sum_of_parts(w: &Words, parts: &Parts) -> String {
    parts
        .iter()
        .map(|(p, n)| format!("{n} ({})", w.parts[part_index(p)]))
        .collect::<Vec<_>>()
        .join(" + ")
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
        DeclReason::HigherValue => 7,
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
        Part::Zvanja => 11,
        Part::Bela => 12,
        Part::Stiglja => 13,
        Part::Roem => 14,
        Part::Pit => 15,
    }
}

fn track_index(t: Track) -> usize {
    match t {
        Track::All => 0,
        Track::Sequences => 1,
        Track::Carres => 2,
        Track::Zvanja => 3,
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
                Rule::CallerMustBeat | Rule::PlayersMustBeat => {
                    let (template, v) = if *decided_by == Rule::CallerMustBeat {
                        let i = match verdict {
                            Verdict::Made => 0,
                            Verdict::Inside => 1,
                            Verdict::Tie => 2,
                        };
                        (w.caller, w.caller_verdicts[i])
                    } else {
                        let i = usize::from(*verdict != Verdict::Made);
                        (w.players, w.players_verdicts[i])
                    };
                    let equal = if t == d { w.equal_totals } else { "" };
                    fill(
                        template,
                        &[
                            ("takers", takers),
                            ("t", t),
                            ("cmp", &c),
                            ("o", &o),
                            ("d", d),
                            ("equal", &equal),
                            ("v", &v),
                        ],
                    )
                }
            }
        }
        Step::Scores { team, parts, total } => {
            if parts.len() <= 1 {
                return format!("{team} {} {total}", w.scores_verb);
            }
            format!(
                "{team} {} {} = {total}",
                w.scores_verb,
                sum_of_parts(w, parts)
            )
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
        Step::Zvanja { team, items } => {
            let list: Vec<String> = items.iter().map(|d| zvanje(d, w)).collect();
            fill(
                w.zvanja_called,
                &[("team", team), ("list", &list.join(", "))],
            )
        }
        Step::Bela { team, points } => fill(w.bela, &[("team", team), ("points", points)]),
        Step::Belot { team, reason } => {
            let why = match reason {
                DeclReason::Trump => w.belot_why[0],
                DeclReason::FirstInTurn => w.belot_why[1],
                _ => "",
            };
            fill(w.belot, &[("team", team), ("why", &why)])
        }
        Step::Stiglja { team, bonus } => fill(w.stiglja, &[("team", team), ("bonus", bonus)]),
        Step::SweptShare {
            from,
            to,
            zvanja,
            bela,
        } => {
            let i = match (*zvanja != 0, *bela != 0) {
                (true, true) => 0,
                (true, false) => 1,
                _ => 2,
            };
            let what = fill(
                w.swept_what[i],
                &[("zvanja", zvanja), ("bela", bela), ("from", from)],
            );
            match to {
                Some(t) => fill(w.swept_to, &[("what", &what), ("to", t)]),
                None => fill(w.swept_nobody, &[("what", &what)]),
            }
        }
        Step::Roem {
            team,
            items,
            points,
        } => {
            let list = if items.is_empty() {
                points.to_string()
            } else {
                let each: Vec<String> = items
                    .iter()
                    .map(|(item, n)| format!("{n} ({})", roem_item(*item, w)))
                    .collect();
                let mut list = each.join(" + ");
                if items.len() > 1 {
                    list += &format!(" = {points}");
                }
                list
            };
            fill(w.roem, &[("team", team), ("list", &list)])
        }
        Step::Pit { team, bonus } => {
            let template = if *bonus == 0 { w.pit_no_bonus } else { w.pit };
            fill(template, &[("team", team), ("bonus", bonus)])
        }
        Step::Tally { team, parts, total } => {
            if parts.len() <= 1 {
                return fill(w.tally_one, &[("team", team), ("total", total)]);
            }
            fill(
                w.tally,
                &[
                    ("team", team),
                    ("list", &sum_of_parts(w, parts)),
                    ("total", total),
                ],
            )
        }
    }
}

/// Why a play is legal or not (the rule of play's answer) in `lang`.
pub fn render_why(why: &Why, lang: Lang) -> String {
    if lang == Lang::En {
        return why.to_string();
    }
    let w = words(lang);
    let led = why.led.map_or("", |s| suit_name(w, Some(s.letter())));
    let best = why.best.map(|c| c.to_string()).unwrap_or_default();
    fill(
        w.why[why_index(why.reason)],
        &[("led", &led), ("best", &best)],
    )
}

fn why_index(r: Reason) -> usize {
    match r {
        Reason::Lead => 0,
        Reason::FollowSuit => 1,
        Reason::FollowAndBeat => 2,
        Reason::FollowCannotBeat => 3,
        Reason::TrumpLedOvertrump => 4,
        Reason::TrumpLedAnyTrump => 5,
        Reason::CannotFollowAnyCard => 6,
        Reason::PartnerWinning => 7,
        Reason::NoTrumpInHand => 8,
        Reason::MustTrump => 9,
        Reason::MustOvertrump => 10,
        Reason::MustUndertrump => 11,
        Reason::MayDiscard => 12,
        Reason::FollowTrumped => 13,
        Reason::VoidMustTrump => 14,
        Reason::VoidMustOvertrump => 15,
        Reason::NoUndertrumping => 16,
        Reason::OnlyLowerTrumps => 17,
        Reason::PartnerTrumpMustBeat => 18,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{Card, Rank, Suit};
    use crate::score_str;

    /// Rounds that between them record every kind of step of every variant.
    const RICH: &[&str] = &[
        r#"{"variant":"classic","rounds":[
          {"taker":"A","contract":"hearts","points":{"A":81},"belote":{"B":1}},
          {"taker":"B","contract":"spades","capot":"A","declarations":{"A":[{"type":"carre","rank":"J"}]}}]}"#,
        r#"{"variant":"bela","options":{"litige":"hold","belote_on_inside":"holder","target":2000},"rounds":[
          {"taker":"A","contract":"hearts","points":{"A":86},"belote":{"A":1},"declarations":{
            "A":[{"type":"sequence","length":3,"top":"9","suit":"C"}],
            "B":[{"type":"sequence","length":4,"top":"A","suit":"S"},{"type":"sequence","length":6,"top":"K","suit":"D"}]}},
          {"taker":"A","contract":"hearts","points":{"A":71},"declarations":{"A":[{"type":"sequence","length":3,"top":"K","suit":"S"}]}},
          {"taker":"B","contract":"spades","capot":"A","belote":{"B":1},"declarations":{"B":[{"type":"carre","rank":"9"}]}},
          {"taker":"A","contract":"clubs","dealer":0,"declarations":{
            "A":[{"type":"sequence","length":8,"top":"A","suit":"H","seat":0}],
            "B":[{"type":"sequence","length":8,"top":"A","suit":"D","seat":1}]}}]}"#,
        r#"{"variant":"bela","options":{"capot_declarations":"void"},"rounds":[
          {"taker":"A","contract":"hearts","capot":"B","declarations":{"A":[{"type":"sequence","length":3,"top":"K","suit":"S"}]}},
          {"taker":"A","contract":"hearts","points":{"A":100},"declarations":{
            "A":[{"type":"carre","rank":"A"}],"B":[{"type":"carre","rank":"K"}]}}]}"#,
        r#"{"variant":"klaverjas","options":{"defenders_pit":false,"deals":3},"rounds":[
          {"taker":"A","contract":"hearts","points":{"A":85},"roem":{"A":20,"B":["run4","stuk"]}},
          {"taker":"B","contract":"spades","capot":"B","roem":{"B":["run3","four_J","four_T"]}},
          {"taker":"A","contract":"clubs","capot":"B"}]}"#,
    ];

    #[test]
    fn every_step_of_a_rich_match_renders_in_every_language() {
        for file in RICH {
            let sheet = score_str(file).unwrap();
            for r in &sheet.rounds {
                for lang in Lang::ALL {
                    let lines = render_all(&r.explanation, lang);
                    assert_eq!(lines.len(), r.explanation.len());
                    for line in &lines {
                        assert!(!line.is_empty());
                        assert!(
                            !line.contains('{') && !line.contains('}'),
                            "{lang:?}: a placeholder is left in {line:?}"
                        );
                    }
                }
            }
        }
        let sheet = score_str(RICH[0]).unwrap();
        let fr = render_all(&sheet.rounds[0].explanation, Lang::Fr).join("\n");
        assert!(fr.contains("dedans"), "{fr}");
        let bg = render_all(&sheet.rounds[1].explanation, Lang::Bg).join("\n");
        assert!(bg.contains("капо"), "{bg}");
        let bela = score_str(RICH[1]).unwrap();
        let hr = render_all(&bela.rounds[2].explanation, Lang::Hr).join("\n");
        assert!(hr.contains("štiglja: A je uzeo sve štihove, +90"), "{hr}");
        assert!(hr.contains("četiri devetke (150)"), "{hr}");
        let hr = render_all(&bela.rounds[3].explanation, Lang::Hr).join("\n");
        assert!(hr.contains("dva belota: ovaj je prvi po redu igre"), "{hr}");
        let klaverjas = score_str(RICH[3]).unwrap();
        let nl = render_all(&klaverjas.rounds[0].explanation, Lang::Nl).join("\n");
        assert!(
            nl.contains("roem voor B: 50 (vierkaart) + 20 (stuk"),
            "{nl}"
        );
        assert!(nl.contains("spelende partij A 105 < B 147: nat"), "{nl}");
        let nl = render_all(&klaverjas.rounds[2].explanation, Lang::Nl).join("\n");
        assert!(nl.contains("geen 100"), "{nl}");
    }

    /// Every reason of the rules of play reads whole in every language.
    #[test]
    fn every_legal_reason_renders_in_every_language() {
        use crate::trick::Reason as R;
        let reasons = [
            R::Lead,
            R::FollowSuit,
            R::FollowAndBeat,
            R::FollowCannotBeat,
            R::TrumpLedOvertrump,
            R::TrumpLedAnyTrump,
            R::CannotFollowAnyCard,
            R::PartnerWinning,
            R::NoTrumpInHand,
            R::MustTrump,
            R::MustOvertrump,
            R::MustUndertrump,
            R::MayDiscard,
            R::FollowTrumped,
            R::VoidMustTrump,
            R::VoidMustOvertrump,
            R::NoUndertrumping,
            R::OnlyLowerTrumps,
            R::PartnerTrumpMustBeat,
        ];
        for (i, reason) in reasons.into_iter().enumerate() {
            assert_eq!(why_index(reason), i);
            let why = Why {
                reason,
                led: Some(Suit::Hearts),
                best: Some(Card::new(Rank::Jack, Suit::Spades)),
            };
            let mut seen = std::collections::HashSet::new();
            for lang in Lang::ALL {
                let text = render_why(&why, lang);
                assert!(!text.is_empty() && !text.contains('{'), "{lang:?} {text}");
                assert!(seen.insert(text), "{lang:?} repeats another language");
            }
        }
    }

    #[test]
    fn languages_read_back_from_their_codes() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::from_locale("nl-BE"), Some(Lang::Nl));
        assert_eq!(Lang::from_locale("hr_HR.UTF-8"), Some(Lang::Hr));
        assert_eq!(Lang::from_locale("FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("de-DE"), None);
        assert_eq!(Lang::from_locale(""), None);
    }
}
