//! House rules, the machinery every variant shares. A variant declares each of its options
//! once, in its own `options.rs`, as an [`OptionSpec`] (key, values, default, a one-line
//! summary, sources) gathered in an [`OptionTable`]. This module reads a match file's
//! `options` object against that table into [`Options`], lists the options for the app and
//! the docs ([`OptionInfo`]), and lets the variant read its typed struct back
//! ([`Options::choice`], [`Options::number`], [`Options::flag`]).

use crate::error::InputError;
use crate::variant::Variant;
use serde::{Serialize, Serializer};
use serde_json::{json, Value};

/// An option's value as a match file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Val {
    Str(&'static str),
    Num(i64),
    Bool(bool),
}

impl Val {
    pub fn to_json(self) -> Value {
        match self {
            Val::Str(s) => json!(s),
            Val::Num(n) => json!(n),
            Val::Bool(b) => json!(b),
        }
    }
}

impl Serialize for Val {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Val::Str(v) => s.serialize_str(v),
            Val::Num(n) => s.serialize_i64(n),
            Val::Bool(b) => s.serialize_bool(b),
        }
    }
}

/// The values an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Values {
    /// One of these, strings or numbers.
    OneOf(&'static [Val]),
    /// `true` or `false`.
    Flag,
    /// Any positive whole number.
    Positive,
}

/// One house rule of a variant: its key, values and default, and what the app says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: Values,
    pub default: Val,
    /// One English sentence saying what the option changes.
    pub summary: &'static str,
    /// Which sources play each value (RULES.md).
    pub source: &'static str,
}

impl OptionSpec {
    /// An option that takes one of `values`.
    pub const fn one_of(
        key: &'static str,
        values: &'static [Val],
        default: Val,
        summary: &'static str,
        source: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: Values::OneOf(values),
            default,
            summary,
            source,
        }
    }

    /// A `true`/`false` option.
    pub const fn flag(
        key: &'static str,
        default: bool,
        summary: &'static str,
        source: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: Values::Flag,
            default: Val::Bool(default),
            summary,
            source,
        }
    }

    /// An option that takes any positive whole number.
    pub const fn positive(
        key: &'static str,
        default: i64,
        summary: &'static str,
        source: &'static str,
    ) -> OptionSpec {
        OptionSpec {
            key,
            values: Values::Positive,
            default: Val::Num(default),
            summary,
            source,
        }
    }

    /// `"choice"`, `"boolean"` or `"number"` (any positive number), as the app shows it.
    pub fn kind(&self) -> &'static str {
        match self.values {
            Values::OneOf(_) => "choice",
            Values::Flag => "boolean",
            Values::Positive => "number",
        }
    }

    /// The allowed values; empty when any positive number will do.
    pub fn values_json(&self) -> Vec<Value> {
        match self.values {
            Values::OneOf(list) => list.iter().map(|v| v.to_json()).collect(),
            Values::Flag => vec![json!(true), json!(false)],
            Values::Positive => Vec::new(),
        }
    }

    /// Reads a JSON value of this option, if it is allowed.
    fn read(&self, v: &Value) -> Option<Val> {
        match self.values {
            Values::OneOf(list) => list.iter().copied().find(|x| match (x, v) {
                (Val::Str(s), Value::String(t)) => s == t,
                (Val::Num(n), Value::Number(_)) => v.as_i64() == Some(*n),
                (Val::Bool(b), Value::Bool(c)) => b == c,
                _ => false,
            }),
            Values::Flag => v.as_bool().map(Val::Bool),
            Values::Positive => {
                let n = v.as_i64().or_else(|| {
                    v.as_f64()
                        .filter(|f| f.fract() == 0.0 && *f < 1e15)
                        .map(|f| f as i64)
                })?;
                (n > 0).then_some(Val::Num(n))
            }
        }
    }

    /// The allowed values in words, for an error message.
    fn allowed(&self) -> String {
        match self.values {
            Values::Positive => "any positive whole number".to_string(),
            _ => self
                .values_json()
                .iter()
                .map(Value::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// Defaults that differ from the specs' under a profile: coinche is contrée with other
/// defaults; a profile may also follow another option's value (Klaverjas's `system`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Profile {
    /// The option value that selects the profile; `None`: always.
    pub when: Option<(&'static str, Val)>,
    pub defaults: &'static [(&'static str, Val)],
}

/// Every option of a variant, in the order the app lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionTable {
    pub specs: &'static [OptionSpec],
    pub profiles: &'static [Profile],
}

impl OptionTable {
    pub fn spec(&self, key: &str) -> Option<&'static OptionSpec> {
        self.specs.iter().find(|s| s.key == key)
    }

    /// The default of `spec` in a match that sets `given`.
    pub fn default_of(&self, spec: &OptionSpec, given: &[(&'static str, Val)]) -> Val {
        let mut default = spec.default;
        for profile in self.profiles {
            let applies = profile
                .when
                .is_none_or(|(k, v)| given.iter().any(|&(gk, gv)| gk == k && gv == v));
            if let Some(&(_, v)) = profile
                .defaults
                .iter()
                .find(|(k, _)| applies && *k == spec.key)
            {
                default = v;
            }
        }
        default
    }

    /// Every option with its default, as the app and the docs list them.
    pub fn catalog(&self) -> Vec<OptionInfo> {
        self.specs
            .iter()
            .map(|s| OptionInfo {
                key: s.key,
                kind: s.kind(),
                values: s.values_json(),
                default: self.default_of(s, &[]).to_json(),
                default_when: self
                    .profiles
                    .iter()
                    .filter_map(|p| {
                        let (option, value) = p.when?;
                        let &(_, default) = p.defaults.iter().find(|(k, _)| *k == s.key)?;
                        Some(DefaultWhen {
                            option,
                            value: value.to_json(),
                            default: default.to_json(),
                        })
                    })
                    .collect(),
                summary: s.summary,
                source: s.source,
            })
            .collect()
    }
}

/// One house-rule option as the app shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    /// `"choice"`, `"boolean"` or `"number"`.
    pub kind: &'static str,
    /// The allowed values; empty for a number (any positive number).
    pub values: Vec<Value>,
    pub default: Value,
    /// Other defaults that another option's value selects (Klaverjas's `system`); left out
    /// when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub default_when: Vec<DefaultWhen>,
    pub summary: &'static str,
    pub source: &'static str,
}

/// An option's default while another option has a given value: `{"option": "system",
/// "value": "rotterdam", "default": "all_100"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DefaultWhen {
    pub option: &'static str,
    pub value: Value,
    pub default: Value,
}

/// The house rules of a match: every option of its variant, as given or by default.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    variant: Variant,
    values: Vec<(&'static str, Val)>,
}

impl Options {
    /// The defaults of `table`, the option table of `variant`.
    pub fn defaults(variant: Variant, table: &OptionTable) -> Options {
        Options {
            variant,
            values: table
                .specs
                .iter()
                .map(|s| (s.key, table.default_of(s, &[])))
                .collect(),
        }
    }

    /// Reads the `options` object of a match file (`at` is its path) against the option
    /// table of `variant`; options left out take their defaults.
    pub fn parse(
        variant: Variant,
        table: &OptionTable,
        value: Option<&Value>,
        at: &str,
    ) -> Result<Options, InputError> {
        let obj = match value {
            None | Some(Value::Null) => return Ok(Options::defaults(variant, table)),
            Some(Value::Object(obj)) => obj,
            Some(_) => {
                return Err(InputError::new(
                    at,
                    "options must be an object of house rules, e.g. {\"litige\": \"hold\"}",
                ))
            }
        };
        let mut given: Vec<(&'static str, Val)> = Vec::with_capacity(obj.len());
        for (key, v) in obj {
            let here = format!("{at}.{key}");
            let spec = table.spec(key).ok_or_else(|| {
                let known: Vec<&str> = table.specs.iter().map(|s| s.key).collect();
                InputError::new(
                    &here,
                    format!(
                        "unknown option \"{key}\" for {variant}; known options: {}",
                        known.join(", ")
                    ),
                )
            })?;
            let val = spec.read(v).ok_or_else(|| {
                InputError::new(
                    &here,
                    format!(
                        "{v} is not a value of option \"{key}\"; allowed: {}",
                        spec.allowed()
                    ),
                )
            })?;
            given.push((spec.key, val));
        }
        let values = table
            .specs
            .iter()
            .map(|s| {
                let given_value = given.iter().find(|(k, _)| *k == s.key).map(|&(_, v)| v);
                (
                    s.key,
                    given_value.unwrap_or_else(|| table.default_of(s, &given)),
                )
            })
            .collect();
        Ok(Options { variant, values })
    }

    /// The variant whose options these are.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn get(&self, key: &str) -> Option<Val> {
        self.values.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
    }

    /// Sets an option the variant has; returns whether it has it.
    pub fn set(&mut self, key: &str, value: Val) -> bool {
        match self.values.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => {
                slot.1 = value;
                true
            }
            None => false,
        }
    }

    /// Every option with its value, in the order of the variant's table: a match file's
    /// `options` object with nothing left out.
    pub fn to_json(&self) -> serde_json::Map<String, Value> {
        self.values
            .iter()
            .map(|&(k, v)| (k.to_string(), v.to_json()))
            .collect()
    }

    /// The value of a number option.
    pub fn number(&self, key: &str) -> i64 {
        match self.get(key) {
            Some(Val::Num(n)) => n,
            other => {
                debug_assert!(
                    false,
                    "{}: {key} is not a number option ({other:?})",
                    self.variant
                );
                0
            }
        }
    }

    /// The value of a `true`/`false` option.
    pub fn flag(&self, key: &str) -> bool {
        match self.get(key) {
            Some(Val::Bool(b)) => b,
            other => {
                debug_assert!(false, "{}: {key} is not a flag ({other:?})", self.variant);
                false
            }
        }
    }

    /// The value of a choice option, as its enum.
    pub fn choice<E: OptionEnum>(&self, key: &str) -> E {
        let val = self.get(key);
        match E::NAMES.iter().find(|(_, v)| Some(*v) == val) {
            Some(&(e, _)) => e,
            None => {
                debug_assert!(false, "{}: {key} = {val:?} names no value", self.variant);
                E::NAMES[0].0
            }
        }
    }

    /// Points that end the game.
    pub fn target(&self) -> i64 {
        self.number("target")
    }
}

/// A choice option read as a small enum: each value with the JSON value that names it.
/// The crate's `option_enum!` macro writes the enum and this table at once.
pub trait OptionEnum: Copy + 'static {
    /// Never empty; the first entry is the fallback of an impossible value.
    const NAMES: &'static [(Self, Val)];
}

/// Declares a choice option's enum, named by strings: `Hold = "hold"`. Gives the enum
/// `VALUES` (in declaration order, for an `OptionSpec`) and `val()` (a value's name).
macro_rules! option_enum {
    ($(#[$meta:meta])* pub enum $name:ident {
        $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// The option's values, in declaration order.
            pub const VALUES: &'static [$crate::options::Val] =
                &[$($crate::options::Val::Str($text)),+];

            /// The JSON value that names this one.
            pub const fn val(self) -> $crate::options::Val {
                match self {
                    $($name::$variant => $crate::options::Val::Str($text)),+
                }
            }
        }

        impl $crate::options::OptionEnum for $name {
            const NAMES: &'static [(Self, $crate::options::Val)] =
                &[$(($name::$variant, $crate::options::Val::Str($text))),+];
        }
    };
}
pub(crate) use option_enum;

#[cfg(test)]
mod tests {
    use super::*;

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
}
