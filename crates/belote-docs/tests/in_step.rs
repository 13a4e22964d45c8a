//! The hand-written docs of `belote legal` and `belote describe` (docs/commands.md) and of
//! Saudi Baloot's rule of play (docs/baloot.md) name what the engine has, and nothing it lacks:
//! every rule code an answer may give, every qaid with its Arabic word, every fact a question
//! may give beside the cards and every option the rule of play reads, every key of a
//! description. `scripts/check-docs.sh` runs these with the generated docs' test.

use belote_core::trick::{Foul, PlayFact, Reason};
use belote_core::{describe_all, game_words, Lang};
use belote_docs::repo_root;

fn doc(path: &str) -> String {
    std::fs::read_to_string(repo_root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of `doc` from the heading `from` to the next heading of the same level.
fn section<'a>(doc: &'a str, from: &str) -> &'a str {
    let start = doc
        .find(from)
        .unwrap_or_else(|| panic!("no section {from}"));
    let level = from.split(' ').next().unwrap_or("##");
    let rest = &doc[start + from.len()..];
    let end = rest
        .find(&format!("\n{level} "))
        .map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

/// The codes written in the first cell of each row of the table whose head starts with `head`.
fn first_column(text: &str, head: &str) -> Vec<String> {
    let start = text.find(head).unwrap_or_else(|| panic!("no table {head}"));
    text[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .flat_map(|l| {
            let cell = l.split('|').nth(1).unwrap_or_default().to_string();
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn name(reason: Reason) -> String {
    serde_json::to_value(reason)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

#[test]
fn every_rule_code_is_in_the_table_of_belote_legal_and_only_those() {
    let commands = doc("docs/commands.md");
    let legal = section(&commands, "## `belote legal`");
    let mut documented = first_column(legal, "| `rule` |");
    let mut codes: Vec<String> = Reason::ALL.into_iter().map(name).collect();
    documented.sort();
    codes.sort();
    assert_eq!(documented, codes);
}

#[test]
fn every_qaid_is_named_with_its_arabic_word() {
    let commands = doc("docs/commands.md");
    let legal = section(&commands, "## `belote legal`");
    let baloot = doc("docs/baloot.md");
    let rules = section(&baloot, "## Rules of play");
    let ar = game_words(Lang::Ar);
    for foul in Foul::ALL {
        let word = ar
            .get(&format!("qaid.{}", foul.name()))
            .unwrap_or_else(|| panic!("no Arabic word for {}", foul.name()));
        assert!(
            legal.contains(&format!("\"{}\"", foul.name())),
            "{}",
            foul.name()
        );
        assert!(
            legal.contains(&format!("«{word}»")),
            "commands.md lacks «{word}»"
        );
        assert!(
            rules.contains(&format!("«{word}»")),
            "baloot.md lacks «{word}»"
        );
    }
}

#[test]
fn the_question_names_every_play_fact_and_play_option() {
    let commands = doc("docs/commands.md");
    let legal = section(&commands, "## `belote legal`");
    let keys = first_column(legal, "| key | what it holds |");
    for fact in PlayFact::ALL {
        assert!(keys.iter().any(|k| k == fact.key()), "{}", fact.key());
    }
    let options_row = legal
        .lines()
        .find(|l| l.starts_with("| `options` |"))
        .expect("the options row");
    let baloot = doc("docs/baloot.md");
    let rules = section(&baloot, "## Rules of play");
    for v in describe_all() {
        for option in &v.play_options {
            assert!(options_row.contains(&format!("`{option}`")), "{option}");
        }
        if v.variant == belote_core::Variant::Baloot {
            for o in v.options.iter().filter(|o| v.play_options.contains(&o.key)) {
                assert!(rules.contains(&format!("`{}`", o.key)), "{}", o.key);
                for value in &o.values {
                    let value = value.as_str().unwrap_or_default();
                    assert!(rules.contains(&format!("`{value}`")), "{}: {value}", o.key);
                }
            }
            for fact in &v.play_facts {
                assert!(
                    rules.contains(&format!("\"{}\": true", fact.key)),
                    "{}",
                    fact.key
                );
            }
        }
    }
}

#[test]
fn every_key_of_a_description_is_documented() {
    let commands = doc("docs/commands.md");
    let describe = section(&commands, "## `belote describe`");
    let keys = first_column(describe, "| key | what it holds |");
    for v in describe_all() {
        let json = serde_json::to_value(&v).unwrap();
        for key in json.as_object().unwrap().keys() {
            assert!(keys.contains(key), "`{key}` of belote describe");
        }
    }
}
