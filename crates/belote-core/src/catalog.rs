//! The game's words laid out as the screens look them up (`belote describe --words`, the app's
//! `game_words`): every language's [`Words`] and [`Notes`] under one table of keys, with a
//! variant's own word beside the general one where its family says it differently, and the
//! house rules' summaries from the options each variant declares.

use crate::card::Contract;
use crate::i18n::words::{OptionKey, RoemWord, Run, Thing, ValueName, Words};
use crate::i18n::{self, Lang};
use crate::model::{Double, ProjectKind, Verdict};
use crate::trick::Foul;
use crate::variant::{Family, Variant};
use crate::variants::game;
use serde::Serialize;
use std::collections::BTreeMap;

/// The game's words in one language, as the screens look them up: `variant.classic`,
/// `family.french`, `contract.hearts`, `contract.short.no_trumps`, `verdict.made`,
/// `double.double`, `bid.capot`, `round.capot`, `entry.forced`, `entry.belote`,
/// `entry.declarations`, `entry.roem`, `decl.sequence`, `decl.carre`, `decl.carre_of` (with
/// `{rank}`), `decl.seq3`…`decl.seq5` and `decl.seq8`, `roem.run3`, `roem.run4`, `roem.stuk`,
/// `roem.short.stuk`, `entry.belote.short`, Baloot's `entry.ashkal`, `entry.locked`, `entry.foul`,
/// `entry.reverse_capot`, `entry.aka`, `project.KIND` and `qaid.FOUL`, `opt.KEY`, `val.VALUE`, the house rules' summaries `optsum.KEY` and the rules in brief
/// `ref.VARIANT.N` (1, 2, …); and `KEY@VARIANT` where that variant's family
/// says it otherwise than the general word (the French family's). Serialized as one JSON
/// object, keys in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct GameWords(BTreeMap<String, &'static str>);

impl GameWords {
    pub fn get(&self, key: &str) -> Option<&'static str> {
        self.0.get(key).copied()
    }

    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `key`'s word for every family, `word` saying it in a language: the French family's
    /// under `key`, and for each variant of a family that has a word of its own (in any
    /// language: every language has the same keys), that word under `key@VARIANT`.
    fn per_family(
        &mut self,
        lang: Lang,
        key: &str,
        word: impl Fn(&dyn Words, Family) -> Option<&'static str>,
    ) {
        let own = |family: Family| {
            Lang::ALL.iter().any(|&l| {
                let w = i18n::words(l);
                word(w, family) != word(w, Family::French)
            })
        };
        let w = i18n::words(lang);
        if let Some(general) = word(w, Family::French) {
            self.0.insert(key.to_string(), general);
        }
        for v in Variant::ALL {
            if let Some(said) = word(w, v.family()).filter(|_| own(v.family())) {
                self.0.insert(format!("{key}@{v}"), said);
            }
        }
    }
}

/// Every game word in `lang` (see [`GameWords`]).
pub fn game_words(lang: Lang) -> GameWords {
    let w = i18n::words(lang);
    let mut t = GameWords(BTreeMap::new());
    let mut put = |key: String, word: &'static str| {
        t.0.insert(key, word);
    };
    for v in Variant::ALL {
        put(format!("variant.{v}"), w.variant(v));
    }
    for f in Family::ALL {
        put(format!("family.{f}"), w.family(f));
    }
    for c in Contract::ALL {
        put(format!("contract.{}", c.name()), w.contract(c));
        put(format!("contract.short.{}", c.name()), w.contract_short(c));
    }
    for r in RoemWord::ALL {
        put(r.key().to_string(), w.roem(r));
    }
    for k in ProjectKind::ALL {
        put(format!("project.{}", k.name()), w.project_kind(k));
    }
    for foul in Foul::ALL {
        put(format!("qaid.{}", foul.name()), w.foul(foul));
    }
    for v in Verdict::ALL {
        let key = format!("verdict.{}", v.as_str());
        t.per_family(lang, &key, |w, f| Some(w.verdict(f.verdict_style(), v)));
    }
    for d in Double::ALL {
        let key = format!("double.{}", d.as_str());
        t.per_family(lang, &key, |w, f| Some(w.double(f, d)));
    }
    for thing in Thing::ALL {
        t.per_family(lang, thing.key(), |w, f| Some(w.thing(f, thing)));
    }
    for r in Run::ALL {
        t.per_family(lang, &format!("decl.seq{}", r.length()), |w, f| w.run(f, r));
    }
    for &k in OptionKey::ALL {
        t.per_family(lang, &format!("opt.{}", k.name()), |w, f| {
            Some(w.option(f, k))
        });
    }
    for &v in ValueName::ALL {
        t.per_family(lang, &format!("val.{}", v.name()), |w, f| {
            Some(w.value(f, v))
        });
    }
    t.notes(lang);
    t
}

impl GameWords {
    /// The house rules' summaries and the rules in brief: `optsum.KEY` says the option as the
    /// first variant that has it plays it, `optsum.KEY@VARIANT` where another variant's says
    /// otherwise (in any language: every language has the same keys); `ref.VARIANT.N`.
    fn notes(&mut self, lang: Lang) {
        let said =
            |l: Lang, v: Variant, key: OptionKey, english| i18n::notes(l).summary(v, key, english);
        for &key in OptionKey::ALL {
            let holders: Vec<(Variant, &'static str)> = Variant::ALL
                .into_iter()
                .filter_map(|v| game(v).options().spec(key.name()).map(|s| (v, s.summary)))
                .collect();
            let Some(&(first, english)) = holders.first() else {
                continue;
            };
            let general = format!("optsum.{}", key.name());
            self.0
                .insert(general.clone(), said(lang, first, key, english));
            for &(v, own) in &holders[1..] {
                let differs = Lang::ALL
                    .into_iter()
                    .any(|l| said(l, v, key, own) != said(l, first, key, english));
                if differs {
                    self.0
                        .insert(format!("{general}@{v}"), said(lang, v, key, own));
                }
            }
        }
        for v in Variant::ALL {
            for (i, line) in i18n::notes(lang).reference(v).iter().enumerate() {
                self.0.insert(format!("ref.{v}.{}", i + 1), line);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{Val, Values};

    /// The names are the options' and values' own, and every one is used by some variant:
    /// a language names no option that does not exist, and misses none that does.
    #[test]
    fn option_keys_and_values_are_exactly_the_variants() {
        let (mut keys, mut values) = (Vec::new(), Vec::new());
        for v in Variant::ALL {
            for spec in game(v).options().specs {
                let key = OptionKey::parse(spec.key);
                assert!(
                    key.is_some(),
                    "{v}: option {} is not an OptionKey",
                    spec.key
                );
                keys.extend(key);
                let list: Vec<Val> = match spec.values {
                    Values::OneOf(list) => list.to_vec(),
                    Values::Flag => vec![Val::Bool(true), Val::Bool(false)],
                    Values::Positive | Values::Odd => Vec::new(),
                };
                for val in list {
                    let name = match val {
                        Val::Str(s) => s,
                        Val::Bool(true) => "true",
                        Val::Bool(false) => "false",
                        Val::Num(_) => continue,
                    };
                    let value = ValueName::parse(name);
                    assert!(
                        value.is_some(),
                        "{v}.{}: value {name} is not a ValueName",
                        spec.key
                    );
                    values.extend(value);
                }
            }
        }
        for k in OptionKey::ALL {
            assert!(keys.contains(k), "OptionKey::{k:?} is no variant's option");
        }
        for v in ValueName::ALL {
            assert!(values.contains(v), "ValueName::{v:?} is no option's value");
        }
    }

    /// Every language has every word the screens look up (the same keys as English), none
    /// empty, none with a placeholder other than a carré's `{rank}`.
    #[test]
    fn every_language_has_every_word() {
        let en = game_words(Lang::En);
        let keys: Vec<&str> = en.keys().collect();
        for lang in Lang::ALL {
            let words = game_words(lang);
            assert_eq!(words.keys().collect::<Vec<_>>(), keys, "{lang:?}");
            for key in &keys {
                let word = words.get(key);
                assert!(
                    word.is_some_and(|w| !w.trim().is_empty()),
                    "{lang:?} lacks {key}"
                );
                let word = word.unwrap_or_default();
                let placeholders = word.matches('{').count();
                let want = usize::from(key.starts_with("decl.carre_of"));
                assert_eq!(placeholders, want, "{lang:?} {key}: {word}");
                if want == 1 {
                    assert!(word.contains("{rank}"), "{lang:?} {key}: {word}");
                }
            }
        }
        for v in Variant::ALL {
            assert!(en.get(&format!("variant.{v}")).is_some());
        }
        assert_eq!(en.get("verdict.inside@bela"), Some("fall (pad)"));
        assert_eq!(
            en.get("verdict.inside@bulgarian"),
            None,
            "Bulgarian says it as French does"
        );
        assert_eq!(en.get("decl.seq4@bulgarian"), Some("Quarte"));
        assert_eq!(en.get("double.double@bulgarian"), Some("Double (kontra)"));
        assert_eq!(en.get("decl.seq8@bela"), Some("Belot (all eight)"));
        assert_eq!(en.get("decl.seq8"), None);
        assert_eq!(en.get("contract.short.hearts"), Some("♥"));
        assert_eq!(
            game_words(Lang::Fr).get("opt.litige@klaverjas"),
            Some("Totaux égaux")
        );
    }

    /// Each house rule's summary is the engine's own in English, and every language says one
    /// English text one way and two English texts two ways; every game has its rules in brief,
    /// as many sentences in every language.
    #[test]
    fn summaries_and_rules_in_brief_translate_the_engines_own() {
        for lang in Lang::ALL {
            let words = game_words(lang);
            let mut said: BTreeMap<&str, &str> = BTreeMap::new();
            let mut back: BTreeMap<&str, &str> = BTreeMap::new();
            for v in Variant::ALL {
                for spec in game(v).options().specs {
                    let own = format!("optsum.{}@{v}", spec.key);
                    let text = words
                        .get(&own)
                        .or_else(|| words.get(&format!("optsum.{}", spec.key)))
                        .unwrap_or_else(|| panic!("{lang:?} has no summary of {v}.{}", spec.key));
                    if lang == Lang::En {
                        assert_eq!(text, spec.summary, "{own}");
                    }
                    assert_eq!(
                        *said.entry(spec.summary).or_insert(text),
                        text,
                        "{lang:?} {own}"
                    );
                    assert_eq!(
                        *back.entry(text).or_insert(spec.summary),
                        spec.summary,
                        "{lang:?} {own}"
                    );
                }
                let lines = |l: Lang| i18n::notes(l).reference(v).len();
                assert!(
                    lines(lang) > 0 && lines(lang) == lines(Lang::En),
                    "{lang:?} {v}"
                );
            }
        }
        let ar = game_words(Lang::Ar);
        assert_eq!(ar.get("qaid.did_not_trump"), Some("ما دق بحكم"));
        assert!(ar.get("ref.baloot.6").is_some_and(|l| l.contains("مقفول")));
    }

    /// A round's verdict is said alike on the screens and in its explanation: the words the
    /// explanations end on are the screens' verdicts.
    #[test]
    fn explanations_end_on_the_screens_verdicts() {
        let files = [
            (
                r#"{"variant":"classic","rounds":[{"taker":"A","contract":"hearts","points":{"A":60}}]}"#,
                Variant::Classic,
            ),
            (
                r#"{"variant":"bela","rounds":[{"taker":"A","contract":"hearts","points":{"A":60}}]}"#,
                Variant::Bela,
            ),
            (
                r#"{"variant":"klaverjas","rounds":[{"taker":"A","contract":"hearts","points":{"A":60}}]}"#,
                Variant::Klaverjas,
            ),
        ];
        for (file, variant) in files {
            let sheet = crate::score_str(file).unwrap();
            let round = &sheet.rounds[0];
            for lang in Lang::ALL {
                let words = game_words(lang);
                let key = format!("verdict.{}", round.verdict.as_str());
                let word = words
                    .get(&format!("{key}@{variant}"))
                    .or_else(|| words.get(&key))
                    .unwrap();
                let lines = crate::render_all(&round.explanation, lang, crate::Sides::LETTERS);
                assert!(
                    lines.iter().any(|l| l.ends_with(word)),
                    "{lang:?} {variant}: {word:?} ends no line of {lines:?}"
                );
            }
        }
    }
}
