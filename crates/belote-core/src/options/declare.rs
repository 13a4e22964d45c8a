//! The macros a variant declares its house rules with, once each: [`options!`] (the typed
//! struct its rules read, its reader and its option tables) and [`option_enum!`] (a choice
//! option's enum, each value named by its JSON value).

use super::Val;

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
