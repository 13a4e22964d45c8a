//! Who is who, by name: the one folding of names that the match history's search and *who is
//! who* use, and a season's entrants too (docs/events.md "A season").
//!
//! Searching folds both the query and the names with Unicode's own data — compatibility
//! decomposition (NFKD, `unicode-normalization`), accents and other combining marks dropped,
//! full case folding (`caseless`): "lea", "LÉA" and "Lé" find "Léa". Players are *identified*
//! more strictly than they are searched: [`player_key`] keeps the accents ("Lea" and "Léa" are
//! two people) and only ignores case, the Unicode form (NFC) and the spaces around and inside
//! the name.

use caseless::Caseless;
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// A name (or a query) folded for searching: NFKD, combining marks dropped, case folded,
/// runs of white space turned into one space, trimmed.
pub fn fold_name(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    if s.is_ascii() {
        for c in s.chars() {
            push_spaced(&mut out, c.to_ascii_lowercase());
        }
    } else {
        // Case folding may give back decomposable letters (e.g. "İ" → "i̇"): decompose and
        // drop marks a second time after it.
        let folded = s
            .nfkd()
            .filter(|c| !is_combining_mark(*c))
            .default_case_fold()
            .nfkd()
            .filter(|c| !is_combining_mark(*c));
        for c in folded {
            push_spaced(&mut out, c);
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

fn push_spaced(out: &mut String, c: char) {
    if c.is_whitespace() {
        if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
    } else {
        out.push(c);
    }
}

/// Who a player is: the name in NFC, trimmed, inner white space collapsed, case folded —
/// accents kept. Two seats with the same key are the same person.
pub fn player_key(name: &str) -> String {
    let mut spaced = String::with_capacity(name.len());
    if name.is_ascii() {
        for c in name.chars() {
            push_spaced(&mut spaced, c.to_ascii_lowercase());
        }
    } else {
        for c in name.nfc().default_case_fold().nfc() {
            push_spaced(&mut spaced, c);
        }
    }
    if spaced.ends_with(' ') {
        spaced.pop();
    }
    spaced
}

/// The names the app's setup gives seats left unnamed, `{n}` being the seat's number, in each
/// of its languages (en, fr, bg, hr, nl, ar; the UI catalogs' `setup.player_n`). The number
/// may be in Western or Arabic-Indic digits (the Arabic screens' digits setting).
pub const UNNAMED_PLAYER_PATTERNS: [&str; 6] = [
    "Player {n}",
    "اللاعب {n}",
    "Joueur {n}",
    "Играч {n}",
    "Igrač {n}",
    "Speler {n}",
];

/// Whether a seat's name is nobody in particular: empty, or the name the setup gives a seat
/// left unnamed ("Player 3"). Such seats are neither rated nor offered as people to pick.
pub fn is_unnamed(name: &str) -> bool {
    let name = name.trim();
    name.is_empty()
        || UNNAMED_PLAYER_PATTERNS.iter().any(|pattern| {
            let (before, after) = pattern.split_once("{n}").unwrap_or((pattern, ""));
            name.strip_prefix(before)
                .and_then(|rest| rest.strip_suffix(after))
                .is_some_and(|n| {
                    !n.is_empty()
                        && n.chars()
                            .all(|c| c.is_ascii_digit() || ('\u{660}'..='\u{669}').contains(&c))
                })
        })
}
