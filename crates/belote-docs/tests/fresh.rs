//! The generated docs in the repository are what the code renders today.

use belote_docs::{
    expected, public_source, replace_part, repo_root, source_ids, variants_json, GENERATED, SOURCES,
};

/// The first lines where `want` and `have` differ, as a short diff.
fn diff(want: &str, have: &str) -> String {
    let w: Vec<&str> = want.lines().collect();
    let h: Vec<&str> = have.lines().collect();
    let mut out = Vec::new();
    for i in 0..w.len().max(h.len()) {
        let (a, b) = (w.get(i), h.get(i));
        if a != b {
            if let Some(b) = b {
                out.push(format!("  line {}: committed: {b}", i + 1));
            }
            if let Some(a) = a {
                out.push(format!("  line {}: generated: {a}", i + 1));
            }
            if out.len() >= 12 {
                out.push("  …".to_string());
                break;
            }
        }
    }
    out.join("\n")
}

#[test]
fn generated_docs_are_current() {
    let update = std::env::var_os("BELOTE_UPDATE_DOCS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for generated in GENERATED {
        let path = generated.path;
        let file = repo_root().join(path);
        let have = std::fs::read_to_string(&file).unwrap_or_default();
        let want = expected(generated, &have).unwrap_or_else(|e| panic!("{e}"));
        if have == want {
            continue;
        }
        if update {
            std::fs::write(&file, &want).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
            eprintln!("rewrote {path}");
        } else {
            stale.push(format!("{path} is stale:\n{}", diff(&want, &have)));
        }
    }
    assert!(
        stale.is_empty(),
        "{}\nRegenerate with: BELOTE_UPDATE_DOCS=1 cargo test -p belote-docs",
        stale.join("\n")
    );
}

#[test]
fn every_source_id_is_explained() {
    for variant in variants_json().as_array().unwrap() {
        for option in variant["options"].as_array().unwrap() {
            let source = option["source"].as_str().unwrap();
            for id in source_ids(source) {
                assert!(
                    SOURCES.iter().any(|(k, _)| *k == id),
                    "{} option {}: source {id} has no entry in belote_docs::SOURCES",
                    variant["variant"],
                    option["key"]
                );
            }
        }
    }
}

#[test]
fn the_docs_point_nowhere_outside_the_repository() {
    for variant in variants_json().as_array().unwrap() {
        for option in variant["options"].as_array().unwrap() {
            let shown = public_source(option["source"].as_str().unwrap());
            assert!(!shown.contains("RULES"), "{shown}");
            assert!(!shown.is_empty(), "{} has no source", option["key"]);
        }
    }
}

#[test]
fn every_option_of_every_variant_is_documented() {
    let md = belote_docs::options_md();
    for variant in variants_json().as_array().unwrap() {
        let name = variant["variant"].as_str().unwrap();
        let section = md
            .split(&format!("\n## {name}\n"))
            .nth(1)
            .unwrap_or_else(|| panic!("no section for {name}"));
        let section = section.split("\n## ").next().unwrap();
        for option in variant["options"].as_array().unwrap() {
            let key = option["key"].as_str().unwrap();
            assert!(
                section.contains(&format!("| `{key}` |")),
                "{name}: {key} missing"
            );
        }
    }
}

#[test]
fn source_ids_are_found_as_words() {
    assert_eq!(
        source_ids("FFB, Pagat (on); R7 \"x\", S11, S1 — RULES B.2"),
        vec!["R7", "S11", "S1"]
    );
    assert!(source_ids("FR-Wiki Coinche, S2S, RS").is_empty());
    assert_eq!(
        public_source("FFB 2016 (252); Pagat (250) — RULES B.5"),
        "FFB 2016 (252); Pagat (250)"
    );
}

#[test]
fn a_generated_part_replaces_only_what_is_between_its_markers() {
    let text = "intro\n<!-- generated:x -->\nold\n<!-- /generated:x -->\noutro\n";
    assert_eq!(
        replace_part(text, "x", "new\n").unwrap(),
        "intro\n<!-- generated:x -->\nnew\n<!-- /generated:x -->\noutro\n"
    );
    assert!(replace_part(text, "y", "new\n").is_none());
}

#[test]
fn every_variant_has_a_row_in_the_variants_table() {
    let table = belote_docs::variants_table_md();
    for variant in variants_json().as_array().unwrap() {
        let name = variant["variant"].as_str().unwrap();
        assert!(table.contains(&format!("| `{name}` |")), "{name}");
    }
}
