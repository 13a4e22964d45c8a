//! House rules, the machinery every variant shares. A variant declares each of its options
//! once, in its own `options.rs`, with `options!`: key, values, default, a one-line
//! summary and sources. From that one declaration come the typed struct its rules read, the
//! struct's reader, and the [`OptionTable`] of [`OptionSpec`]s. This module reads a match
//! file's `options` object against that table into [`Options`], lists the options for the
//! app and the docs ([`OptionInfo`], which `belote describe` serves and `docs/options.md` is
//! generated from), and lets the variant read its typed struct back ([`Options::choice`],
//! [`Options::number`], [`Options::flag`]).

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
    /// Any odd positive whole number (a match of best of N games).
    Odd,
}

/// One house rule of a variant: its key, values and default, and what the app says of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub values: Values,
    pub default: Val,
    /// One English sentence saying what the option changes.
    pub summary: &'static str,
    /// Which sources play each value (docs/options.md).
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

    /// `"choice"`, `"boolean"` or `"number"` (any positive number, or any odd one), as the
    /// app shows it.
    pub fn kind(&self) -> &'static str {
        match self.values {
            Values::OneOf(_) => "choice",
            Values::Flag => "boolean",
            Values::Positive | Values::Odd => "number",
        }
    }

    /// The allowed values; empty when any positive number will do.
    pub fn values_json(&self) -> Vec<Value> {
        match self.values {
            Values::OneOf(list) => list.iter().map(|v| v.to_json()).collect(),
            Values::Flag => vec![json!(true), json!(false)],
            Values::Positive | Values::Odd => Vec::new(),
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
            Values::Positive | Values::Odd => {
                let n = v.as_i64().or_else(|| {
                    v.as_f64()
                        .filter(|f| f.fract() == 0.0 && *f < 1e15)
                        .map(|f| f as i64)
                })?;
                let odd = self.values != Values::Odd || n % 2 == 1;
                (n > 0 && odd).then_some(Val::Num(n))
            }
        }
    }

    /// The allowed values in words, for an error message.
    fn allowed(&self) -> String {
        match self.values {
            Values::Positive => "any positive whole number".to_string(),
            Values::Odd => "any odd positive whole number".to_string(),
            _ => self
                .values_json()
                .iter()
                .map(Value::to_string)
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

/// Defaults that differ from the specs' under a profile: while another option has a given
/// value (Klaverjas's `system`), or always (`when: None`).
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
                odd: s.values == Values::Odd,
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
    /// A number that must be odd (a match of best of N games); left out when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub odd: bool,
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

/// Declares a choice option's enum, each value named by its JSON value: a string
/// (`Hold = "hold"`) or a number (`Fixed162 = num 162`). Gives the enum `VALUES` (in
/// declaration order, for an `OptionSpec`), `val()` (a value's name) and [`OptionEnum`].
macro_rules! option_enum {
    ($(#[$meta:meta])* pub enum $name:ident {
        $($(#[$vmeta:meta])* $variant:ident = $($num:ident)? $text:literal),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// The option's values, in declaration order.
            pub const VALUES: &'static [$crate::options::Val] =
                &[$($crate::options::option_enum!(@val $($num)? $text)),+];

            /// The JSON value that names this one.
            pub const fn val(self) -> $crate::options::Val {
                match self {
                    $($name::$variant => $crate::options::option_enum!(@val $($num)? $text)),+
                }
            }
        }

        impl $crate::options::OptionEnum for $name {
            const NAMES: &'static [(Self, $crate::options::Val)] =
                &[$(($name::$variant, $crate::options::option_enum!(@val $($num)? $text))),+];
        }
    };
    (@val $text:literal) => { $crate::options::Val::Str($text) };
    (@val num $n:literal) => { $crate::options::Val::Num($n) };
}
pub(crate) use option_enum;

/// The default of an option in the table named `table`: the alternative given for that
/// table, else `base` (contrée and coinche share their options, not all their defaults).
pub(crate) const fn default_in(table: &str, base: Val, alternatives: &[(&str, Val)]) -> Val {
    let mut i = 0;
    while i < alternatives.len() {
        if same_name(alternatives[i].0, table) {
            return alternatives[i].1;
        }
        i += 1;
    }
    base
}

const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Declares a variant's house rules, each option once; everything else is written from it:
/// the typed struct the variant's rules read (each field documented by its summary), its
/// reader `read(&Options)`, the option enums, and the [`OptionTable`] (or tables) that the
/// parser validates a match file against and that `belote describe`, the app and
/// `docs/options.md` list.
///
/// ```text
/// options! {
///     /// The struct's doc.
///     pub struct ClassicOptions {
///         target: number = 501,
///             "Points that end the game.",
///             sources "501 (S6, S18 apps); 1000 (Pagat, S2, S7)";
///         litige: enum Litige { Hold = "hold", Inside = "inside", Made = "made" } = Hold,
///             "On equal totals …",
///             sources "…";
///         undertrump: Undertrump = Required, "…", sources "…";
///     }
///     /// The table's doc.
///     pub const TABLE;
/// }
/// ```
///
/// An option is `key: KIND = DEFAULT, "summary", sources "sources";` (the key is the field's
/// name), the KIND one of:
/// - `flag` — `true` or `false` (a `bool`);
/// - `number` — any positive whole number, `odd number` — any odd one, `number of [252, 250]`
///   — one of these (an `i64`);
/// - `enum Name { Value = "value", … }` — a choice, its enum declared here (a value may be a
///   number: `Fixed162 = num 162`);
/// - `Name` — a choice whose enum is declared elsewhere ([`option_enum!`]), its values in
///   declaration order, or `Name of [B, A]` — in this order.
///
/// After the default may come other defaults: in another of the tables declared after the
/// struct, `, or true in COINCHE` (contrée and coinche share their options, not all their
/// defaults); or while another option has a value, `, or All100 when system =
/// System::Rotterdam` (Klaverjas: the city system decides what four of a kind is worth).
macro_rules! options {
    // The whole declaration: the struct with its options, then the tables.
    (
        $(#[$smeta:meta])*
        pub struct $name:ident { $($fields:tt)* }
        $( $(#[$tmeta:meta])* pub const $table:ident; )+
    ) => {
        $crate::options::options! { @next
            [[$(#[$smeta])*] $name [$([[$(#[$tmeta])*] $table])+]] []
            $($fields)*
        }
    };

    // One option: its kind, read into `$field [type] reader [values] [conversion] [enum]`;
    // then its default (`@rest`).
    (@next $head:tt $done:tt $field:ident : flag $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [bool] flag
            [$crate::options::Values::Flag] [bool] [] $($rest)* }
    };
    (@next $head:tt $done:tt $field:ident : number of [$($n:literal),+ $(,)?] $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [i64] number
            [$crate::options::Values::OneOf(&[$($crate::options::Val::Num($n)),+])] [num] []
            $($rest)* }
    };
    (@next $head:tt $done:tt $field:ident : odd number $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [i64] number
            [$crate::options::Values::Odd] [num] [] $($rest)* }
    };
    (@next $head:tt $done:tt $field:ident : number $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [i64] number
            [$crate::options::Values::Positive] [num] [] $($rest)* }
    };
    (@next $head:tt $done:tt $field:ident : enum $enum:ident { $($values:tt)* } $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [$enum] choice
            [$crate::options::Values::OneOf($enum::VALUES)] [enum $enum]
            [pub enum $enum { $($values)* }] $($rest)* }
    };
    (@next $head:tt $done:tt $field:ident : $enum:ident of [$($v:ident),+ $(,)?] $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [$enum] choice
            [$crate::options::Values::OneOf(&[$($enum::$v.val()),+])] [enum $enum] []
            $($rest)* }
    };
    (@next $head:tt $done:tt $field:ident : $enum:ident $($rest:tt)*) => {
        $crate::options::options! { @rest $head $done $field [$enum] choice
            [$crate::options::Values::OneOf($enum::VALUES)] [enum $enum] [] $($rest)* }
    };
    // Every option read: write everything.
    (@next [$attrs:tt $name:ident [$($table:tt)+]] $done:tt) => {
        $crate::options::options! { @struct $attrs $name $done }
        $( $crate::options::options! { @table $table $done } )+
    };

    // The default; then the defaults in other tables (`[$in]`) and under other options'
    // values (`[$when]`), one `, or …` at a time.
    (@rest $head:tt $done:tt $field:ident $ty:tt $read:ident $values:tt $conv:tt $decl:tt
        = $default:tt $($rest:tt)*) => {
        $crate::options::options! { @or $head $done
            [$field $ty $read $values $conv $decl ($crate::options::options!(@val $conv $default))]
            [] [] $($rest)* }
    };
    (@or $head:tt $done:tt [$field:ident $ty:tt $read:ident $values:tt $conv:tt $($option:tt)*]
        [$($in:tt)*] $when:tt , or $alt:tt in $table:ident $($rest:tt)*) => {
        // A table that does not exist is an error here.
        const _: &$crate::options::OptionTable = &$table;
        $crate::options::options! { @or $head $done [$field $ty $read $values $conv $($option)*]
            [$($in)* (stringify!($table), $crate::options::options!(@val $conv $alt)),]
            $when $($rest)* }
    };
    (@or $head:tt $done:tt [$field:ident $ty:tt $read:ident $values:tt $conv:tt $($option:tt)*]
        $in:tt [$($when:tt)*] , or $alt:tt when $other:ident = $enum:ident :: $value:ident
        $($rest:tt)*) => {
        $crate::options::options! { @or $head $done [$field $ty $read $values $conv $($option)*]
            $in [$($when)* $crate::options::Profile {
                when: Some((stringify!($other), $enum::$value.val())),
                defaults: &[(stringify!($field), $crate::options::options!(@val $conv $alt))],
            },]
            $($rest)* }
    };
    // The summary and the sources end the option.
    (@or $head:tt [$($done:tt)*]
        [$field:ident [$ty:ty] $read:ident [$values:expr] $conv:tt [$($decl:tt)*] ($default:expr)]
        [$($in:tt)*] [$($when:tt)*]
        , $summary:literal , sources $source:literal ; $($rest:tt)*) => {
        $crate::options::options! { @enum $summary $($decl)* }
        $crate::options::options! { @next $head [$($done)* {
            $field [$ty] $read [$values] [$default] [$($in)*] [$($when)*] $summary $source
        }] $($rest)* }
    };

    // Helpers: a value of an option's kind as a `Val`; an enum declared with its option.
    (@val [bool] $v:literal) => { $crate::options::Val::Bool($v) };
    (@val [num] $v:literal) => { $crate::options::Val::Num($v) };
    (@val [enum $enum:ident] $v:ident) => { $enum::$v.val() };
    (@enum $summary:literal) => {};
    (@enum $summary:literal pub enum $($decl:tt)*) => {
        $crate::options::option_enum! { #[doc = $summary] pub enum $($decl)* }
    };

    // The struct and its reader.
    (@struct [$(#[$smeta:meta])*] $name:ident [$({
        $field:ident [$ty:ty] $read:ident $values:tt $default:tt $in:tt $when:tt
        $summary:literal $source:literal
    })*]) => {
        $(#[$smeta])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $name {
            $(#[doc = $summary] pub $field: $ty,)*
        }

        impl $name {
            /// Reads the options of a match of this variant.
            pub fn read(o: &$crate::options::Options) -> $name {
                $name {
                    $($field: o.$read(stringify!($field)),)*
                }
            }
        }
    };

    // A table: every option with its default in this table.
    (@table [[$(#[$tmeta:meta])*] $table:ident] [$({
        $field:ident $ty:tt $read:ident [$values:expr] [$default:expr] [$($in:tt)*] [$($when:tt)*]
        $summary:literal $source:literal
    })*]) => {
        $(#[$tmeta])*
        pub const $table: $crate::options::OptionTable = $crate::options::OptionTable {
            specs: &[$($crate::options::OptionSpec {
                key: stringify!($field),
                values: $values,
                default: $crate::options::default_in(stringify!($table), $default, &[$($in)*]),
                summary: $summary,
                source: $source,
            }),*],
            profiles: &[$($($when)*)*],
        };
    };
}
pub(crate) use options;

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

    /// One declaration of each kind of option, as a variant writes it.
    mod declared {
        use super::Side;

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
            TestOptions::read(
                &Options::parse(Variant::Classic, table, Some(&v), "options").unwrap(),
            )
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
            err.to_string().contains("allowed: \"a\", \"b\", 7"),
            "{err}"
        );
    }
}
