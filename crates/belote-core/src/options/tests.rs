//! The option machinery on a test variant of every kind of option.

use super::*;
use serde_json::json;

option_enum! {
    /// A test option.
    pub enum Side { Left = "left", Right = "right" }
}

const SPECS: &[OptionSpec] = &[
    OptionSpec::positive("target", 100, "Points.", "s"),
    OptionSpec::one_of("side", Side::VALUES, Side::Left.val(), "Side.", "s"),
    OptionSpec::one_of(
        "cap",
        &[Val::Str("capot_value"), Val::Num(162)],
        Val::Num(162),
        "Cap.",
        "s",
    ),
    OptionSpec::flag("on", false, "On.", "s"),
    OptionSpec::one_of(
        "mode",
        &[Val::Str("a"), Val::Str("b")],
        Val::Str("a"),
        "Mode.",
        "s",
    ),
];
const TABLE: OptionTable = OptionTable {
    specs: SPECS,
    profiles: &[Profile {
        when: Some(("side", Val::Str("right"))),
        defaults: &[("on", Val::Bool(true))],
    }],
};

fn parse(v: Value) -> Result<Options, InputError> {
    Options::parse(Variant::Classic, &TABLE, Some(&v), "options")
}

#[test]
fn values_are_read_typed_and_defaults_follow_profiles() {
    let o = parse(json!({"side": "right", "cap": "capot_value", "target": 250.0})).unwrap();
    assert_eq!(o.choice::<Side>("side"), Side::Right);
    assert_eq!(o.get("cap"), Some(Val::Str("capot_value")));
    assert_eq!(o.target(), 250);
    assert!(o.flag("on"), "the profile of side = right turns it on");
    assert!(!parse(json!({})).unwrap().flag("on"));
    assert_eq!(
        parse(json!(null)).unwrap(),
        Options::defaults(Variant::Classic, &TABLE)
    );
}

#[test]
fn unknown_options_and_values_are_errors_at_the_option() {
    for (bad, at) in [
        (json!({"sid": "left"}), "options.sid"),
        (json!({"side": "up"}), "options.side"),
        (json!({"target": 0}), "options.target"),
        (json!({"target": 1.5}), "options.target"),
        (json!({"cap": 163}), "options.cap"),
        (json!({"on": "yes"}), "options.on"),
    ] {
        assert_eq!(parse(bad.clone()).unwrap_err().at, at, "{bad}");
    }
    assert_eq!(parse(json!([1])).unwrap_err().at, "options");
}

#[test]
fn the_catalog_lists_kinds_values_and_profile_defaults() {
    let c = TABLE.catalog();
    let kinds: Vec<&str> = c.iter().map(|i| i.kind).collect();
    assert_eq!(kinds, ["number", "choice", "choice", "boolean", "choice"]);
    assert_eq!(c[2].values, vec![json!("capot_value"), json!(162)]);
    assert_eq!(c[0].values, Vec::<Value>::new());
    assert_eq!(c[3].default, json!(false));
}

/// One declaration of each kind of option, as a variant writes it.
mod declared {
    use super::Side;
    use crate::options::options;

    options! {
        /// A test variant's options.
        pub struct TestOptions {
            target: number = 100, "Points.", sources "S1";
            cap: number of [252, 250] = 252, or 250 in OTHER, "Cap.", sources "S2";
            on: flag = false, or true when side = Side::Right, "On.", sources "S3";
            mode: enum Mode {
                /// The first.
                A = "a",
                B = "b",
                Fixed = num 7,
            } = B, "Mode.", sources "S4";
            side: Side = Left, or Right in OTHER, "Side.", sources "S5";
            flipped: Side of [Right, Left] = Right, "Flipped.", sources "S6";
        }
        /// The base table.
        pub const BASE;
        /// The same options with other defaults.
        pub const OTHER;
    }
}

#[test]
fn a_declaration_gives_the_struct_its_reader_and_the_tables() {
    use declared::{Mode, TestOptions, BASE, OTHER};
    let read = |table: &OptionTable, v: Value| {
        TestOptions::read(&Options::parse(Variant::Classic, table, Some(&v), "options").unwrap())
    };
    assert_eq!(
        read(&BASE, json!({})),
        TestOptions {
            target: 100,
            cap: 252,
            on: false,
            mode: Mode::B,
            side: Side::Left,
            flipped: Side::Right,
        }
    );
    let other = read(&OTHER, json!({"mode": 7}));
    assert_eq!(
        (other.cap, other.side, other.mode),
        (250, Side::Right, Mode::Fixed)
    );
    assert!(
        !other.on,
        "a default that follows a value follows only a value given"
    );
    assert!(read(&BASE, json!({"side": "right"})).on);
    assert_eq!(Mode::VALUES, &[Val::Str("a"), Val::Str("b"), Val::Num(7)]);

    let c = BASE.catalog();
    let keys: Vec<&str> = c.iter().map(|i| i.key).collect();
    assert_eq!(keys, ["target", "cap", "on", "mode", "side", "flipped"]);
    let kinds: Vec<&str> = c.iter().map(|i| i.kind).collect();
    assert_eq!(
        kinds,
        ["number", "choice", "boolean", "choice", "choice", "choice"]
    );
    assert_eq!(c[1].values, vec![json!(252), json!(250)]);
    assert_eq!(c[5].values, vec![json!("right"), json!("left")]);
    assert_eq!((c[3].summary, c[3].source), ("Mode.", "S4"));
    let when = serde_json::to_value(&c[2].default_when).unwrap();
    assert_eq!(
        when,
        json!([{"option": "side", "value": "right", "default": true}])
    );
    assert_eq!(OTHER.catalog()[4].default, json!("right"));
    let err = Options::parse(Variant::Classic, &BASE, Some(&json!({"mode": "c"})), "o");
    let err = err.unwrap_err();
    assert_eq!(err.at, "o.mode");
    assert!(
        err.to_string().contains("allowed: \"a\", \"b\" or 7"),
        "{err}"
    );
}
