//! The documentation that is generated from the code, so that it cannot drift from it:
//! `docs/options.md`, every house-rule option of every variant with its values, default,
//! effect and sources, and the table of variants in `docs/match-files.md` (what each variant
//! records and allows), both rendered from the engine's description of its variants
//! (`belote_core::describe_all`, the JSON `belote describe` prints).
//!
//! The renderers read that JSON, so they follow the engine when options or variants are added.
//! `tests/fresh.rs` fails when a committed file differs from what they render;
//! `BELOTE_UPDATE_DOCS=1 cargo test -p belote-docs` rewrites it.

use serde_json::Value;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Renders one generated file, or one generated part of a file.
pub type Render = fn() -> String;

/// One generated document: a whole file, or the part of a hand-written file between
/// `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`.
pub struct Generated {
    /// The file, from the repository root.
    pub path: &'static str,
    /// The marker name of the generated part; `None` for a whole file.
    pub part: Option<&'static str>,
    pub render: Render,
}

/// Everything generated.
pub const GENERATED: &[Generated] = &[
    Generated {
        path: "docs/options.md",
        part: None,
        render: options_md,
    },
    Generated {
        path: "docs/match-files.md",
        part: Some("variants"),
        render: variants_table_md,
    },
];

/// The repository root (this crate lives in `crates/belote-docs`).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every variant as the engine describes it (the `belote describe` JSON).
pub fn variants_json() -> Value {
    serde_json::to_value(belote_core::describe_all()).expect("the descriptions are JSON")
}

/// `text` with its generated part `name` replaced by `content`; `None` when the markers are
/// missing.
pub fn replace_part(text: &str, name: &str, content: &str) -> Option<String> {
    let open = format!("<!-- generated:{name} -->\n");
    let close = format!("<!-- /generated:{name} -->");
    let start = text.find(&open)? + open.len();
    let end = start + text[start..].find(&close)?;
    Some(format!("{}{content}{}", &text[..start], &text[end..]))
}

/// What the file at `path` should hold, given what it holds now.
pub fn expected(generated: &Generated, current: &str) -> Result<String, String> {
    let content = (generated.render)();
    match generated.part {
        None => Ok(content),
        Some(name) => replace_part(current, name, &content).ok_or_else(|| {
            format!(
                "{} lacks the markers <!-- generated:{name} --> and <!-- /generated:{name} -->",
                generated.path
            )
        }),
    }
}

/// Where the sources named in the option definitions come from, in our words. The ids are the
/// project's names for the pages and programs its rules were checked against.
pub const SOURCES: &[(&str, &str)] = &[
    ("S1", "contree.org, its page on scoring (\"marque\")"),
    ("S2", "belotejeu.fr, \"calcul des points\""),
    ("S3", "exoty.com, the rules of classic belote"),
    ("S4", "club-belote.com, \"décompte des points\""),
    ("S5", "sexy-belote.com, rules of belote"),
    ("S6", "belotecardgame.com, rules of belote"),
    ("S7", "games.furybee.org, an online classic belote"),
    ("S8", "belotegame.fr, belote \"avec annonces\""),
    ("S9", "contree.org, its page on declarations (\"annonces\")"),
    ("S10", "lacontree.free.fr, lesson 2.2 (a worked contrée example)"),
    ("S11", "coinchons.fr, scoring coinche"),
    ("S12", "exoty.com, counting the points at coinche"),
    ("S13", "contree.net, the score page of its rules"),
    ("S14", "the rules FAQ of the Belote Mobile game (iscool)"),
    ("S15", "facebelote.com, rules of coinche"),
    ("S16", "a copy of the English Wikipedia article \"Coinche\""),
    ("S17", "52cartes, \"Coinche\""),
    ("S18", "the belote pages of online card rooms (GameTwist, skill7, Greentube): targets 501 and 701"),
    ("S19", "Bulgarian rule pages: Bulgarian Wikipedia \"Бридж-белот\", belot.bg, bgonlinegames, belot.pro"),
    ("S20", "an old copy of the English Wikipedia article \"Belot\""),
    ("R1", "the French federation's official rules of belote (FFB, 27 January 2016), as transcribed by the carg project"),
    ("R2", "the French federation's rules of belote contrée (2015), as transcribed by the carg project"),
    ("R3", "a survey of French rule books quoting them side by side (FFB contrée and coinchée, Pagat, Wikipedia, tournament rules)"),
    ("R4", "Board Game Arena's coinche rules with worked examples"),
    ("R5", "Pagat's belote page, as quoted in a card-game rules project"),
    ("R7", "\"Официални правила на играта белот\", the official Bulgarian rules (belot-rules.hit.bg), kept with the BelotGameEngine project"),
    ("R8", "the BelotGameEngine scoring code, which implements R7"),
    ("R9", "Dimitar Karamanov's Belote for Android, a second Bulgarian engine"),
    ("R10", "the scoring of the old Bridge Belot v2.06 program, reconstructed"),
    ("R11", "a Go engine of Bulgarian belot"),
    ("R12", "Belot Scorer, a Bulgarian score-keeping app, and its rules notes"),
    ("R13", "Bulgarian declaration rules from two programming course exercises"),
];

/// The source ids (`S1`, `R7`, …) a source text names.
pub fn source_ids(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    for i in 0..chars.len() {
        let starts_word = i == 0 || !chars[i - 1].is_alphanumeric();
        if starts_word && (chars[i] == 'S' || chars[i] == 'R') {
            let digits: String = chars[i + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            let end = i + 1 + digits.len();
            let ends_word = end == chars.len() || !chars[end].is_alphanumeric();
            if !digits.is_empty() && ends_word {
                let id = format!("{}{digits}", chars[i]);
                if !ids.contains(&id) {
                    ids.push(id);
                }
            }
        }
    }
    ids
}

/// The source text as the docs show it: without the pointers into the project's research notes
/// ("— RULES A.3"), which are not part of the repository.
pub fn public_source(text: &str) -> String {
    match text.find(" — RULES") {
        Some(i) => text[..i].trim_end_matches([' ', ';', ',']).to_string(),
        None => text.to_string(),
    }
}

fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

fn value_text(v: &Value) -> String {
    match v {
        Value::String(s) => format!("`{s}`"),
        other => format!("`{other}`"),
    }
}

fn values_text(option: &Value) -> String {
    let values = option["values"].as_array().cloned().unwrap_or_default();
    if option["odd"] == true {
        return "any odd positive whole number".to_string();
    }
    if values.is_empty() || option["kind"] == "number" {
        return "any positive whole number".to_string();
    }
    values.iter().map(value_text).collect::<Vec<_>>().join(", ")
}

/// `docs/options.md`.
pub fn options_md() -> String {
    render_options(&variants_json())
}

/// Renders the options page from the variants' JSON.
pub fn render_options(variants: &Value) -> String {
    let variants = variants.as_array().cloned().unwrap_or_default();
    let names: Vec<String> = variants
        .iter()
        .filter_map(|v| v["variant"].as_str().map(str::to_string))
        .collect();
    let mut md = String::new();
    md.push_str(
        "<!-- Generated from the engine's option definitions by crates/belote-docs; do not edit.\n     \
         After changing an option: BELOTE_UPDATE_DOCS=1 cargo test -p belote-docs -->\n\n",
    );
    md.push_str("# House-rule options\n\n");
    md.push_str(
        "Tables play belote by different house rules. A match file sets them in its `options` object\n\
         (see [the match-file format](match-files.md)); an option left out takes the variant's\n\
         default, and an unknown option or value is bad input. The app offers the same options, with\n\
         the same one-line explanations, when a match is set up, and `belote history` keeps each\n\
         match's options with it.\n\n\
         Values are written as they go in the JSON: `true`/`false` are booleans, numbers are numbers,\n\
         everything else is a string. The sources say who plays which way; the ids (S1, R7, …) are\n\
         explained [at the end](#sources).\n\n",
    );
    let links: Vec<String> = names.iter().map(|n| format!("[{n}](#{n})")).collect();
    let _ = writeln!(md, "Variants: {}\n", links.join(" · "));

    let mut used: Vec<String> = Vec::new();
    for variant in &variants {
        let name = variant["variant"].as_str().unwrap_or_default();
        let _ = writeln!(md, "## {name}\n");
        md.push_str("| option | values | default | effect | sources |\n");
        md.push_str("|---|---|---|---|---|\n");
        for option in variant["options"].as_array().cloned().unwrap_or_default() {
            let source = public_source(option["source"].as_str().unwrap_or_default());
            for id in source_ids(&source) {
                if !used.contains(&id) {
                    used.push(id);
                }
            }
            let _ = writeln!(
                md,
                "| `{}` | {} | {} | {} | {} |",
                option["key"].as_str().unwrap_or_default(),
                cell(&values_text(&option)),
                value_text(&option["default"]),
                cell(option["summary"].as_str().unwrap_or_default()),
                cell(&source),
            );
        }
        md.push('\n');
    }

    md.push_str("## Sources\n\n");
    md.push_str(
        "FFB is the French belote federation (Fédération Française de Belote): its rule books for\n\
         classic belote (2016), contrée (2015, 2016) and coinchée (2015), and its web pages. Pagat is\n\
         John McLeod's card-game rules site. FR-Wiki is the French Wikipedia; Casimir, GameDuell, BGA\n\
         (Board Game Arena), exoty and Essarts are online rule pages and card rooms; ASCEE, Équipe\n\
         Ludique and Cannes 2016 are tournament rule books. Saudi Baloot's sources are named in\n\
         words: the Saudi rule texts (one Saudi player's three published rule sheets, on scoring,\n\
         play and doubling), Saudi explainer videos, the score-keeping apps Qydha (read in its\n\
         code) and Kammelna (its scoring re-derived from 1,095 real deals), and hobby score\n\
         keepers and engines; [baloot.md](baloot.md) says more. The numbered sources:\n\n",
    );
    let mut sorted = used.clone();
    sorted.sort_by_key(|id| (id.chars().next(), id[1..].parse::<u32>().unwrap_or(0)));
    for id in sorted {
        let text = SOURCES
            .iter()
            .find(|(k, _)| *k == id)
            .map(|(_, t)| *t)
            .unwrap_or("(not described)");
        let _ = writeln!(md, "- **{id}**: {text}");
    }
    md
}

fn code_list(values: &[Value]) -> String {
    values.iter().map(value_text).collect::<Vec<_>>().join(", ")
}

/// Bids as a range when they step evenly ("`80` to `160` by 10, `capot`").
fn bids_text(bids: &[Value]) -> String {
    let numbers: Vec<i64> = bids.iter().filter_map(Value::as_i64).collect();
    let others: Vec<Value> = bids.iter().filter(|b| !b.is_i64()).cloned().collect();
    if numbers.is_empty() && others.is_empty() {
        return "—".to_string();
    }
    let steps_evenly = numbers.len() > 2
        && numbers
            .windows(2)
            .all(|w| w[1] - w[0] == numbers[1] - numbers[0]);
    let mut parts = Vec::new();
    if steps_evenly {
        parts.push(format!(
            "`{}` to `{}` by {}",
            numbers[0],
            numbers[numbers.len() - 1],
            numbers[1] - numbers[0]
        ));
    } else if !numbers.is_empty() {
        parts.push(code_list(
            &numbers.iter().map(|n| Value::from(*n)).collect::<Vec<_>>(),
        ));
    }
    if !others.is_empty() {
        parts.push(code_list(&others));
    }
    parts.join(", ")
}

/// The table of variants in `docs/match-files.md`.
pub fn variants_table_md() -> String {
    render_variants_table(&variants_json())
}

/// Renders the table of variants from the variants' JSON.
pub fn render_variants_table(variants: &Value) -> String {
    let mut md = String::new();
    md.push_str(
        "| variant | the game | contracts (card points of a deal) | `bid` | `double` | declarations | round keys |\n",
    );
    md.push_str("|---|---|---|---|---|---|---|\n");
    for v in variants.as_array().cloned().unwrap_or_default() {
        let contracts = v["contracts"].as_array().cloned().unwrap_or_default();
        // Contracts grouped by deal total, in order: "`clubs`, … (162), `no_trumps` (130)".
        let mut groups: Vec<(i64, Vec<String>)> = Vec::new();
        for c in &contracts {
            let total = c["deal_total"].as_i64().unwrap_or_default();
            let name = format!("`{}`", c["contract"].as_str().unwrap_or_default());
            match groups.last_mut() {
                Some((t, names)) if *t == total => names.push(name),
                _ => groups.push((total, vec![name])),
            }
        }
        let contracts_text = groups
            .iter()
            .map(|(t, names)| format!("{} ({t})", names.join(", ")))
            .collect::<Vec<_>>()
            .join("; ");
        let doubles: Vec<Value> = v["doubles"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .filter(|d| d != "none")
            .collect();
        let kinds = v["declaration_kinds"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let declarations = if kinds.is_empty() {
            "none".to_string()
        } else {
            let mut text = match v["declarations_option"].as_str() {
                Some(option) => format!("when the option `{option}` is true"),
                None => "always".to_string(),
            };
            let without: Vec<String> = contracts
                .iter()
                .filter(|c| c["declarations"] == false)
                .map(|c| format!("`{}`", c["contract"].as_str().unwrap_or_default()))
                .collect();
            if !without.is_empty() {
                let _ = write!(text, ", none in {}", without.join(", "));
            }
            text
        };
        let facts = v["facts"].as_array().cloned().unwrap_or_default();
        let _ = writeln!(
            md,
            "| `{}` | {} | {} | {} | {} | {} | {} |",
            v["variant"].as_str().unwrap_or_default(),
            cell(v["name"].as_str().unwrap_or_default()),
            contracts_text,
            bids_text(v["bids"].as_array().map(Vec::as_slice).unwrap_or_default()),
            if doubles.is_empty() {
                "—".to_string()
            } else {
                code_list(&doubles)
            },
            declarations,
            code_list(&facts),
        );
    }
    md
}
