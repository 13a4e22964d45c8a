//! A round's explanation: its steps as data and the language it is read in. Nothing is
//! rendered while scoring; the sentences are written only when the explanation is read or
//! serialized (as docs/match-files.md's `explanation` array).

use crate::explain::{Step, Steps};
use crate::i18n::{self, Digits, Lang, Sides};
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};
use std::fmt;

/// The explanation of a round: its steps, in the order applied, and the language its
/// sentences are written in (English unless [`Explanation::set_lang`] says otherwise).
/// Serialized as the array of the steps' sentences in that language.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Explanation {
    steps: Steps,
    lang: Lang,
    digits: Digits,
}

impl Explanation {
    pub fn new() -> Explanation {
        Explanation::default()
    }

    /// The steps, for the engine to record into (cleared when a round is scored again).
    pub fn steps_mut(&mut self) -> &mut Steps {
        &mut self.steps
    }

    /// The steps as data.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The language the sentences are written in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Writes the sentences in `lang` from now on (the steps are unchanged).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The digits the sentences' numbers are written in (Arabic's choice).
    pub fn digits(&self) -> Digits {
        self.digits
    }

    /// Writes the numbers in `digits` from now on (in a language that has the choice).
    pub fn set_digits(&mut self, digits: Digits) {
        self.digits = digits;
    }

    /// Each step's sentence in the explanation's language, written when displayed.
    pub fn sentences(&self) -> impl ExactSizeIterator<Item = Sentence<'_>> + '_ {
        let (lang, digits) = (self.lang, self.digits);
        self.steps
            .iter()
            .map(move |step| Sentence { step, lang, digits })
    }

    /// Each step's sentence in the explanation's language.
    pub fn lines(&self) -> impl ExactSizeIterator<Item = String> + '_ {
        self.sentences().map(|s| s.to_string())
    }
}

impl From<Vec<Step>> for Explanation {
    fn from(steps: Vec<Step>) -> Explanation {
        Explanation {
            steps: Steps::from_vec(steps),
            lang: Lang::En,
            digits: Digits::Latin,
        }
    }
}

impl std::ops::Deref for Explanation {
    type Target = [Step];
    fn deref(&self) -> &[Step] {
        &self.steps
    }
}

/// The array of the steps' sentences, each written straight into the output.
impl Serialize for Explanation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Text<'a>(Sentence<'a>);
        impl Serialize for Text<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(&self.0)
            }
        }
        let mut seq = s.serialize_seq(Some(self.steps.len()))?;
        for sentence in self.sentences() {
            seq.serialize_element(&Text(sentence))?;
        }
        seq.end()
    }
}

/// One step's sentence in a language, the sides called `A` and `B` as in `belote score`'s
/// output; `Display` writes it.
#[derive(Debug, Clone, Copy)]
pub struct Sentence<'a> {
    pub step: &'a Step,
    pub lang: Lang,
    pub digits: Digits,
}

impl fmt::Display for Sentence<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        i18n::write_step_in(self.step, self.lang, self.digits, Sides::LETTERS, f)
    }
}
