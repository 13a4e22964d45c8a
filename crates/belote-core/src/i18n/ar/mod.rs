//! Arabic, for Saudi Baloot's players: the Gulf words of the game (صن، حكم، أشكال، المشتري،
//! أبناط، نقاط، سرا، خمسين، مية، أربعمية، بلوت، كبوت، قيد، خسارة، دبل، ثري، فور، قهوة، صكة) and
//! the table's (أكلة، الأرض، الحكم). The other games' words are given as Arabic speakers would
//! say them, the names of their own (kaboot, bela, roem) written in Arabic letters.
//!
//! Right to left: a sentence never sets two numbers apart by signs alone ("16 − 7 = 9",
//! "17 : 9"), which the bidirectional algorithm would show in the wrong order inside Arabic
//! text; every number stands beside a word ("١٦ بعد ٧"), arrows are words. Numbers are written
//! in Western digits (0–9) or, by choice, in Arabic-Indic ones (٠–٩) ([`Digits`]); counted
//! nouns take the Arabic plural forms (نقطة واحدة، نقطتان، ٣ نقاط، ١٧ نقطة).

use super::piece::{project_cards, put, Decl, Piece};
use super::words::{
    Ending, Heading, OptionKey, RoemWord, Run, Thing, ValueName, VerdictStyle, Words,
};
use super::{Digits, Language, Sides};
use crate::card::{Card, Contract, Rank, Suit};
use crate::explain::{
    Conversion, Decision, DeclNote, DeclReason, Handed, Part, Parts, ProjectNote, Rule, Step,
    TieRule, Track, Weigh,
};
use crate::model::{Double, ProjectKind, RoemItem, Team, Verdict};
use crate::trick::{Reason, Why};
use crate::variant::Family::{self, Baloot, Bela, Bulgarian, French, Klaverjas};
use crate::variant::Variant;
use std::fmt::{self, Write};

/// Arabic, its numbers in `digits`.
pub(crate) struct Ar {
    pub digits: Digits,
}

/// A number in the language's digits.
struct N(i64, Digits);

impl Piece for N {
    fn put<W: Write + ?Sized>(&self, f: &mut W) -> fmt::Result {
        let text = itoa::Buffer::new().format(self.0).to_string();
        match self.1 {
            Digits::Latin => f.write_str(&text),
            Digits::Arabic => {
                for c in text.chars() {
                    match c.to_digit(10) {
                        Some(d) => f.write_char(char::from_u32(0x0660 + d).unwrap_or(c))?,
                        None => f.write_char(c)?,
                    }
                }
                Ok(())
            }
        }
    }
}

/// The CLDR plural category of `n` in Arabic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Plural {
    One,
    Two,
    /// 3 to 10 (and 103 to 110, …).
    Few,
    /// 11 to 99 (and 111 to 199, …).
    Many,
    /// 0, 100, 101, 102, …
    Other,
}

fn plural(n: i64) -> Plural {
    let n = n.abs();
    match (n, n % 100) {
        (1, _) => Plural::One,
        (2, _) => Plural::Two,
        (_, 3..=10) => Plural::Few,
        (_, 11..=99) => Plural::Many,
        _ => Plural::Other,
    }
}

/// A counted noun's forms: one, two, few (with the number), many and other (with it).
struct Noun {
    one: &'static str,
    two: &'static str,
    few: &'static str,
    many: &'static str,
    other: &'static str,
}

/// نقطة: a game point.
const POINTS: Noun = Noun {
    one: "نقطة واحدة",
    two: "نقطتان",
    few: "نقاط",
    many: "نقطة",
    other: "نقطة",
};

/// بنط: a card point of Baloot.
const ABNAT: Noun = Noun {
    one: "بنط واحد",
    two: "بنطان",
    few: "أبناط",
    many: "بنطًا",
    other: "بنط",
};

/// قسمة: one way of splitting the card abnat.
const SPLITS: Noun = Noun {
    one: "قسمة واحدة",
    two: "قسمتان",
    few: "قسمات",
    many: "قسمة",
    other: "قسمة",
};

impl Ar {
    fn n(&self, n: i64) -> N {
        N(n, self.digits)
    }

    /// `n` of a counted noun, in its plural form: "نقطتان", "١٧ نقطة".
    fn count<W: Write + ?Sized>(&self, f: &mut W, n: i64, noun: &Noun) -> fmt::Result {
        match plural(n) {
            Plural::One => f.write_str(noun.one),
            Plural::Two => f.write_str(noun.two),
            Plural::Few => put!(f, self.n(n), " ", noun.few),
            Plural::Many => put!(f, self.n(n), " ", noun.many),
            Plural::Other => put!(f, self.n(n), " ", noun.other),
        }
    }

    /// A team's score by parts: "١١ (نقاط) و٥ (مشاريع)، المجموع ١٦", or its total alone.
    fn sum<W: Write + ?Sized>(&self, f: &mut W, parts: &Parts, total: i64) -> fmt::Result {
        if parts.len() > 1 {
            for (i, (part, n)) in parts.iter().enumerate() {
                put!(
                    f,
                    if i > 0 { " و" } else { "" },
                    self.n(n),
                    " (",
                    self.part(part),
                    ")"
                )?;
            }
            f.write_str("، المجموع ")?;
        }
        self.n(total).put(f)
    }

    /// Items written by `each` with the Arabic comma between them.
    fn list<W: Write + ?Sized, T: Copy>(
        &self,
        f: &mut W,
        items: &[T],
        mut each: impl FnMut(&mut W, T) -> fmt::Result,
    ) -> fmt::Result {
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                f.write_str("، ")?;
            }
            each(f, *item)?;
        }
        Ok(())
    }

    fn declarations<W: Write + ?Sized>(&self, f: &mut W, items: &[DeclNote]) -> fmt::Result {
        self.list(f, items, |f, d| {
            self.declaration(f, Decl::of(&d))?;
            put!(f, " (", self.n(d.points), ")")
        })
    }

    fn zvanja<W: Write + ?Sized>(&self, f: &mut W, items: &[DeclNote]) -> fmt::Result {
        self.list(f, items, |f, d| {
            let zvanje = Decl::of(&d);
            self.zvanje(f, zvanje)?;
            if matches!(zvanje, Decl::Run { length: 8, .. }) {
                return Ok(());
            }
            put!(f, " (", self.n(d.points), ")")
        })
    }

    fn projects<W: Write + ?Sized>(&self, f: &mut W, items: &[ProjectNote]) -> fmt::Result {
        self.list(f, items, |f, p| {
            self.project(f, &p)?;
            put!(f, " (", self.n(p.points), ")")
        })
    }

    /// A card: its rank, then its suit: "ولد سبيت".
    fn card<W: Write + ?Sized>(&self, f: &mut W, card: Option<Card>) -> fmt::Result {
        match card {
            Some(c) => put!(f, rank(c.rank), " ", suit(c.suit)),
            None => Ok(()),
        }
    }

    /// A run of cards: its name, then its top card and suit.
    fn run<W: Write + ?Sized>(&self, f: &mut W, name: &str, top: Rank, s: Suit) -> fmt::Result {
        put!(f, name, " حتى ", rank(top), " ", suit(s))
    }

    /// A run named by its length: "سلسلة من ٦".
    fn run_of<W: Write + ?Sized>(&self, f: &mut W, length: u8, top: Rank, s: Suit) -> fmt::Result {
        put!(
            f,
            "سلسلة من ",
            self.n(i64::from(length)),
            " حتى ",
            rank(top),
            " ",
            suit(s)
        )
    }
}

#[rustfmt::skip]
impl Language for Ar {
    fn step<W: Write + ?Sized>(&self, f: &mut W, step: &Step, sides: Sides<'_>) -> fmt::Result {
        // The one place a side is written: `A` on `belote score`, its name in the app.
        let side = |team: &Team| sides.name(*team);
        let n = |x: i64| self.n(x);
        let pair = |f: &mut W, a: i64, b: i64| put!(f, side(&Team::A), " ", n(a), "، ", side(&Team::B), " ", n(b));
        match step {
            Step::CardPoints { a, b } => {
                f.write_str("نقاط الورق: ")?;
                pair(f, *a, *b)
            }
            Step::NoTrumpsDoubled { a, b } => {
                f.write_str("صن (بلا حكم): تُضاعف نقاط الورق إلى ")?;
                pair(f, *a, *b)
            }
            Step::Capot { team, points } => put!(f, side(team), " أخذ كل الأكلات (كابو): ", n(*points), " بدل نقاط الورق"),
            Step::Valat { team, bonus } => put!(f, "فالات: ", side(team), " أخذ كل الأكلات، وزيادة ", n(*bonus)),
            Step::Declared { team, items } => {
                put!(f, side(team), " يعلن ")?;
                self.declarations(f, items)
            }
            Step::DeclarationsWon { team, track, reason, points } => put!(f, tracks(*track), " ", side(team), " تُحسب (", why_declarations(*reason), "): ", n(*points)),
            Step::DeclarationsCancel { track } => f.write_str(match track {
                Track::All => "أفضل الإعلانات متساوية عند الفريقين: لا يُحسب أي إعلان",
                Track::Sequences => "أفضل السلاسل متساوية عند الفريقين: تُلغى كل السلاسل",
                Track::Carres => "الكاريهات متساوية: تُلغى كل الكاريهات",
                Track::Zvanja => "أفضل الزفانيا متساوية عند الفريقين: لا يُحسب أي منها",
                Track::Projects => "أفضل المشاريع متساوية عند الفريقين: لا يُحسب أي مشروع",
            }),
            Step::DeclarationsVoid { team, points } => put!(f, "إعلانات ", side(team), " (", n(*points), ") لا تُحسب لأحد"),
            Step::Belote { team, count, points } => {
                if *count == 1 {
                    put!(f, "بلوت لصالح ", side(team), ": ", n(*points))
                } else {
                    put!(f, n(i64::from(*count)), " بلوت لصالح ", side(team), ": ", n(*points))
                }
            }
            Step::Total { team, cards, declarations, belote, bonus, total } => {
                if *declarations == 0 && *belote == 0 && *bonus == 0 {
                    return put!(f, "مجموع ", side(team), ": ", n(*total));
                }
                put!(f, "مجموع ", side(team), ": ", n(*cards), " (ورق)")?;
                for (amount, label) in [(*declarations, " (إعلانات)"), (*belote, " (بلوت)"), (*bonus, " (فالات)")] {
                    if amount != 0 {
                        put!(f, " و", n(amount), label)?;
                    }
                }
                put!(f, "، المجموع ", n(*total))
            }
            Step::Verdict { takers, takers_points: t, defenders_points: d, verdict: v, decided_by } => {
                let o = takers.other();
                let equal = (t == d).then_some("، مجموعان متساويان");
                match decided_by {
                    Rule::BeatDefenders | Rule::MorePoints => put!(f, "الآخذ ", side(takers), " له ", n(*t), " والدفاع ", side(&o), " له ", n(*d), ": ", verdict(*v)),
                    Rule::DoubledMorePoints => put!(f, "مضاعف: الآخذ ", side(takers), " له ", n(*t), " والدفاع ", side(&o), " له ", n(*d), ": ", verdict(*v), "، ومن له أكثر يأخذ الكل"),
                    Rule::HalfCardPoints => put!(f, "الآخذ ", side(takers), " أخذ ", n(*t), " من نقاط الورق (المطلوب ", n(82), "، و", n(81), " تعادل): ", verdict(*v)),
                    Rule::Bid { bid, need, must_beat_defence } => {
                        put!(f, "الآخذ ", side(takers), " له ", n(*t), " على طلب ", n(i64::from(*bid)))?;
                        if *need != i64::from(*bid) {
                            put!(f, " (المطلوب ", n(*need), ")")?;
                        }
                        if *must_beat_defence {
                            put!(f, "، والدفاع له ", n(*d))?;
                        }
                        put!(f, ": ", verdict(*v))
                    }
                    Rule::BidCapot => put!(f, "طلب كابو من ", side(takers), ": ", verdict(*v)),
                    Rule::TakersCapot => put!(f, "الآخذ ", side(takers), " أخذ كل الأكلات: ", verdict(*v)),
                    Rule::DefendersCapot => put!(f, "الدفاع ", side(&o), " أخذ كل الأكلات: ", verdict(*v)),
                    Rule::CallerMustBeat => put!(f, "المُعلن ", side(takers), " له ", n(*t), " و", side(&o), " له ", n(*d), equal, ": ", caller_verdict(*v)),
                    Rule::PlayersMustBeat => put!(f, "الفريق اللاعب ", side(takers), " له ", n(*t), " و", side(&o), " له ", n(*d), equal, ": ", players_verdict(*v)),
                }
            }
            Step::Scores { team, parts, total } => {
                put!(f, side(team), " يكتب ")?;
                self.sum(f, parts, *total)
            }
            Step::Doubled { factor } => put!(f, "العقد مضاعف في ", n(*factor)),
            Step::Rounded { team, from, to, .. } => put!(f, side(team), ": ", n(*from), " تُقرّب إلى ", n(*to)),
            Step::PotHeld { amount, pot } => put!(f, "تعادل: ", n(*amount), " تُحجز في الرصيد (الرصيد الآن ", n(*pot), ")"),
            Step::PotAwarded { team, amount } => put!(f, side(team), " يأخذ الرصيد: ", n(*amount)),
            Step::GameOver { winner, a, b } => {
                f.write_str("انتهت اللعبة عند ")?;
                pair(f, *a, *b)?;
                match winner.side() {
                    None => f.write_str(": تعادل"),
                    Some(w) => put!(f, ": ", side(&w), " يفوز"),
                }
            }
            Step::PlayOn { a, b } => {
                f.write_str("الفريقان بلغا الهدف بمجموعين متساويين عند ")?;
                pair(f, *a, *b)?;
                f.write_str(": نكمل اللعب")
            }
            Step::NoEndOnValat => f.write_str("لا تُكسب اللعبة على فالات: توزيعة أخرى"),
            Step::Zvanja { team, items } => {
                put!(f, side(team), " يعلن زفانيا: ")?;
                self.zvanja(f, items)
            }
            Step::Bela { team, points } => put!(f, "بيلا (الشايب والبنت الحكم) لصالح ", side(team), ": ", n(*points)),
            Step::Belot { team, reason } => put!(f, "بيلوت لصالح ", side(team), why_belot(*reason), ": لا تُلعب التوزيعة، و", side(team), " يفوز بالمباراة"),
            Step::Stiglja { team, bonus } => put!(f, "شتيليا: ", side(team), " أخذ كل الأكلات، وزيادة ", n(*bonus)),
            Step::SweptShare { from, to, zvanja, bela } => {
                f.write_str("شتيليا: ")?;
                match (*zvanja != 0, *bela != 0) {
                    (true, true) => put!(f, "زفانيا ", side(from), " (", n(*zvanja), ") وبيلا (", n(*bela), ")")?,
                    (true, false) => put!(f, "زفانيا ", side(from), " (", n(*zvanja), ")")?,
                    (false, _) => put!(f, "بيلا ", side(from), " (", n(*bela), ")")?,
                }
                match to {
                    Some(t) => put!(f, " تذهب إلى ", side(t)),
                    None => f.write_str(" لا تُحسب لأحد"),
                }
            }
            Step::Roem { team, items, points } => {
                put!(f, "روم لصالح ", side(team), ": ")?;
                if items.is_empty() {
                    return n(*points).put(f);
                }
                for (i, (item, amount)) in items.iter().enumerate() {
                    put!(f, if i > 0 { " و" } else { "" }, n(*amount), " (")?;
                    self.roem_item(f, *item)?;
                    f.write_str(")")?;
                }
                if items.len() > 1 {
                    put!(f, "، المجموع ", n(*points))?;
                }
                Ok(())
            }
            Step::Pit { team, bonus } => {
                if *bonus == 0 {
                    put!(f, "بِت: ", side(team), " أخذ كل الأكلات، لكن الدفاع لا ينال عليه زيادة")
                } else {
                    put!(f, "بِت: ", side(team), " أخذ كل الأكلات، وزيادة ", n(*bonus))
                }
            }
            Step::Tally { team, parts, total } => {
                put!(f, "مجموع ", side(team), ": ")?;
                self.sum(f, parts, *total)
            }
            Step::Bought { taker, contract, ashkal, double, locked } => {
                put!(f, side(taker), " اشترى ")?;
                match contract {
                    Contract::Suit(s) => put!(f, "حكم ", suit(*s))?,
                    Contract::Hokum | Contract::AllTrumps => f.write_str("حكم")?,
                    Contract::Sun | Contract::NoTrumps => put!(f, "صن", ashkal.then_some(" بالأشكال"))?,
                }
                put!(f, raise(*double), locked.then_some("، مقفول"))
            }
            Step::Typed { a, b, taker, low, high, splits } => {
                f.write_str("النقاط كما كُتبت: ")?;
                pair(f, *a, *b)?;
                match (low, high) {
                    (Some(l), Some(h)) if l != h => {
                        put!(f, "؛ تعطيها أبناط المشتري ", side(taker), " من ", n(*l), " إلى ", n(*h), " (")?;
                        self.count(f, i64::from(*splits), &SPLITS)?;
                        put!(f, "، وحُسبت هنا بـ", n(*l), ")")
                    }
                    (Some(l), _) => {
                        f.write_str("؛ تعطيها ")?;
                        self.count(f, *l, &ABNAT)?;
                        put!(f, " للمشتري ", side(taker))
                    }
                    _ => f.write_str("؛ وهي ما تعطيه وقائع التوزيعة"),
                }
            }
            Step::Abnat { a, b } => {
                f.write_str("أبناط الورق مع عشرة الأرض: ")?;
                pair(f, *a, *b)
            }
            Step::Converted { team, abnat, points, how } => {
                put!(f, side(team), ": ")?;
                self.count(f, *abnat, &ABNAT)?;
                if let Conversion::NearestTen { rounded } = how {
                    put!(f, " تُقرّب إلى ", n(*rounded), " (بدون أبناط) فتساوي ")?;
                    return self.count(f, *points, &POINTS);
                }
                f.write_str(" تساوي ")?;
                self.count(f, *points, &POINTS)?;
                f.write_str(match how {
                    Conversion::Sun => " (صن: تُضاعف وتُقسم على عشرة، والخمسة تبقى)",
                    Conversion::Hokum => " (حكم: تُقسم على عشرة، ومن الستة فما فوق تُجبر)",
                    Conversion::LargerDown => " (الكومتان تنتهيان بستة: الأكبر تُكسر)",
                    Conversion::BuyerUp => " (الكومتان تنتهيان بستة: المشتري يُجبر)",
                    Conversion::NearestTen { .. } => "",
                })
            }
            Step::Rest { team, of, other, points } => {
                put!(f, side(team), " يأخذ الباقي: ")?;
                self.count(f, *points, &POINTS)?;
                put!(f, " من ", n(*of), " بعد ", n(*other))
            }
            Step::Projects { team, items } => {
                put!(f, "مشاريع ", side(team), ": ")?;
                self.projects(f, items)
            }
            Step::Baloot { team, points } => {
                put!(f, "بلوت (الشايب والبنت الحكم) لصالح ", side(team), ": ")?;
                self.count(f, *points, &POINTS)
            }
            Step::BalootCancelled { team } => put!(f, "بلوت ", side(team), " داخل مية المحسوبة: لا يُحسب"),
            Step::Weighed { taker, weigh, takers, others, decision: d } => {
                let o = taker.other();
                let how = match weigh {
                    Weigh::GamePoints => " بالنقاط: ",
                    Weigh::Abnat => " بالأبناط مع المشاريع: ",
                };
                put!(f, "المشتري ", side(taker), " له ", n(*takers), " و", side(&o), " له ", n(*others), how, decision(*d))
            }
            Step::ExactTie { rule, winner } => put!(f, "تعادل تام: ", tie_rule(*rule), "، والتوزيعة لـ", side(winner)),
            Step::DoubledValue { double, base, level, value } => put!(f, double_name(*double), ": ", n(*base), " في ", n(*level), " تساوي ", n(*value)),
            Step::ProjectsMultiplied { points, to } => put!(f, "المشاريع في التوزيعة المدبّلة: ", n(*points), " تصير ", n(*to)),
            Step::Kaboot { team, reverse, value } => {
                if *reverse {
                    put!(f, "كبوت مقلوب: ", side(team), " أخذ كل الأكلات بعد أن لعب المشتري أولًا: ", n(*value))
                } else {
                    put!(f, "كبوت: ", side(team), " أخذ كل الأكلات: ", n(*value))
                }
            }
            Step::Qaid { team } => put!(f, "قيد: خطأ ", side(team), " المثبت ينهي التوزيعة"),
            Step::Gahwa { team, value } => put!(f, "قهوة: ", side(team), " يكسب التوزيعة والصكة كلها: ", n(*value), " (لا تُحسب مشاريع ولا بلوت)"),
            Step::Handed { from, what, points, to } => match (what, to) {
                (Handed::Projects, Some(t)) if t == from => put!(f, side(from), " يحتفظ بمشاريعه (", n(*points), ")"),
                (Handed::Baloot, Some(t)) if t == from => put!(f, side(from), " يحتفظ ببلوته (", n(*points), ")"),
                (Handed::Projects, Some(t)) => put!(f, "مشاريع ", side(from), " (", n(*points), ") تذهب إلى ", side(t)),
                (Handed::Baloot, Some(t)) => put!(f, "بلوت ", side(from), " (", n(*points), ") يذهب إلى ", side(t)),
                (Handed::Projects, None) => put!(f, "مشاريع ", side(from), " (", n(*points), ") لا تُحسب لأحد"),
                (Handed::Baloot, None) => put!(f, "بلوت ", side(from), " (", n(*points), ") لا يُحسب لأحد"),
            },
            Step::SakkaOver { winner, sakka, a, b, won } => {
                put!(f, "الصكة ", n(i64::from(*sakka)), " لصالح ", side(winner), " عند ")?;
                pair(f, *a, *b)?;
                f.write_str("؛ الصكات: ")?;
                pair(f, won[0], won[1])
            }
            Step::MatchOver { winner, a, b } => {
                f.write_str("انتهت المباراة، الصكات: ")?;
                pair(f, *a, *b)?;
                put!(f, "، و", side(winner), " يفوز")
            }
        }
    }

    fn default_side(&self, team: Team) -> &'static str {
        match team {
            Team::A => "لنا",
            Team::B => "لهم",
        }
    }

    fn why<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = |f: &mut W| self.card(f, why.best);
        match why.reason {
            Reason::Lead => f.write_str("أول ورقة في الأكلة حرة"),
            Reason::FollowSuit => put!(f, "يجب اللعب من النوع المطلوب: ", led),
            Reason::FollowAndBeat => {
                put!(f, "يجب اللعب من النوع المطلوب (", led, ") وتعلية ")?;
                best(f)
            }
            Reason::FollowCannotBeat => {
                put!(f, "يجب اللعب من النوع المطلوب (", led, ")؛ لا ورقة تعلو ")?;
                best(f)?;
                put!(f, "، فأي ورقة من ", led)
            }
            Reason::TrumpLedOvertrump => {
                f.write_str("نزل الحكم: يجب لعب حكم أعلى من ")?;
                best(f)
            }
            Reason::TrumpLedAnyTrump => {
                f.write_str("نزل الحكم: لا حكم يعلو ")?;
                best(f)?;
                f.write_str("، فأي حكم")
            }
            Reason::CannotFollowAnyCard => put!(f, "لا يملك من النوع المطلوب (", led, "): أي ورقة"),
            Reason::PartnerWinning => f.write_str("لا يملك من النوع المطلوب والأكلة لشريكه: أي ورقة"),
            Reason::NoTrumpInHand => put!(f, "لا يملك من النوع المطلوب (", led, ") ولا حكم معه: أي ورقة"),
            Reason::MustTrump => put!(f, "لا يملك من النوع المطلوب (", led, ") والخصم يكسب الأكلة: يجب أن يقطع بالحكم"),
            Reason::MustOvertrump => {
                put!(f, "لا يملك من النوع المطلوب (", led, ") والخصم يكسب بـ")?;
                best(f)?;
                f.write_str(": يجب أن يقطع بأعلى منه")
            }
            Reason::MustUndertrump => {
                f.write_str("لا يملك من النوع المطلوب ولا يعلو ")?;
                best(f)?;
                f.write_str(": يجب مع ذلك لعب حكم (اللعب تحت الحكم إلزامي)")
            }
            Reason::MayDiscard => {
                f.write_str("لا يملك من النوع المطلوب ولا يعلو ")?;
                best(f)?;
                f.write_str(": أي ورقة (اللعب تحت الحكم غير إلزامي)")
            }
            Reason::FollowTrumped => put!(f, "يجب اللعب من النوع المطلوب (", led, ")؛ الأكلة مقطوعة بالحكم، فأي ورقة من ", led),
            Reason::VoidMustTrump => put!(f, "لا يملك من النوع المطلوب (", led, "): يجب أن يقطع بالحكم أيًّا كان الكاسب"),
            Reason::VoidMustOvertrump => {
                put!(f, "لا يملك من النوع المطلوب (", led, "): يجب لعب حكم أعلى من ")?;
                best(f)?;
                f.write_str(" أيًّا كان الكاسب")
            }
            Reason::NoUndertrumping => {
                put!(f, "لا يملك من النوع المطلوب (", led, ") ولا يعلو ")?;
                best(f)?;
                f.write_str(": ورقة ليست حكمًا (لا لعب تحت الحكم)")
            }
            Reason::OnlyLowerTrumps => {
                put!(f, "لا يملك من النوع المطلوب (", led, ") ولا يملك إلا حكمًا أدنى من ")?;
                best(f)?;
                f.write_str(": أيّها")
            }
            Reason::PartnerTrumpMustBeat => {
                put!(f, "لا يملك من النوع المطلوب (", led, ") والأكلة لشريكه بـ")?;
                best(f)?;
                f.write_str(": أي ورقة، لكن الحكم يجب أن يعلوها")
            }
        }
    }

    fn part(&self, part: Part) -> &'static str {
        match part {
            Part::CardPoints => "نقاط الورق",
            Part::PointsMade => "النقاط المحققة",
            Part::Deal => "التوزيعة",
            Part::Capot => "كابو",
            Part::Declarations => "إعلانات",
            Part::Belote => "بلوت",
            Part::Bid => "الطلب",
            Part::FailBase => "أساس السقوط",
            Part::Doubled => "القيمة المدبّلة",
            Part::GamePoints => "نقاط",
            Part::Pot => "الرصيد",
            Part::Zvanja => "زفانيا",
            Part::Bela => "بيلا",
            Part::Stiglja => "شتيليا",
            Part::Roem => "روم",
            Part::Pit => "بِت",
            Part::Base => "التوزيعة",
            Part::Projects => "مشاريع",
            Part::Baloot => "بلوت",
            Part::Kaboot => "كبوت",
            Part::Gahwa => "قهوة",
            Part::Raised => "القيمة المدبّلة",
        }
    }

    fn declaration<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(r) => put!(f, "كاريه ", ranks(r)),
            Decl::Run { length: 3, top, suit } => self.run(f, "تيرس", top, suit),
            Decl::Run { length: 4, top, suit } => self.run(f, "كارت", top, suit),
            Decl::Run { length: 5, top, suit } => self.run(f, "كانت", top, suit),
            Decl::Run { length, top, suit } => self.run_of(f, length, top, suit),
        }
    }

    fn zvanje<W: Write + ?Sized>(&self, f: &mut W, d: Decl) -> fmt::Result {
        match d {
            Decl::Four(r) => put!(f, "أربع ", ranks(r)),
            Decl::Run { length: 8, suit: s, .. } => put!(f, "بيلوت، الأوراق الثماني من ", suit(s)),
            Decl::Run { length: 3, top, suit } => self.run(f, "تيرتسا", top, suit),
            Decl::Run { length: 4, top, suit } => self.run(f, "كفارتا", top, suit),
            Decl::Run { length: 5, top, suit } => self.run(f, "كفينتا", top, suit),
            Decl::Run { length, top, suit } => self.run_of(f, length, top, suit),
        }
    }

    fn roem_item<W: Write + ?Sized>(&self, f: &mut W, item: RoemItem) -> fmt::Result {
        match item {
            RoemItem::Run3 => f.write_str("سلسلة من ثلاث"),
            RoemItem::Run4 => f.write_str("سلسلة من أربع"),
            RoemItem::Stuk => f.write_str("ستوك، الشايب والبنت الحكم"),
            RoemItem::Four(r) => put!(f, "أربع ", ranks(r)),
        }
    }

    fn project<W: Write + ?Sized>(&self, f: &mut W, p: &ProjectNote) -> fmt::Result {
        let name = project_name(p.kind);
        match (project_cards(p), p.length) {
            ((Some(top), Some(s)), Some(3 | 4)) => self.run(f, name, top, s),
            ((Some(top), Some(s)), Some(length)) => {
                put!(f, name, ": ")?;
                self.run_of(f, length, top, s)
            }
            ((Some(r), None), _) => put!(f, name, ": أربع ", ranks(r)),
            _ => f.write_str(name),
        }
    }
}

/// The game's words in Arabic: Baloot's own where the game is Baloot, the other games' as an
/// Arabic speaker would name them. No word sets two numbers apart by signs alone.
#[rustfmt::skip]
impl Words for Ar {
    fn variant(&self, v: Variant) -> &'static str {
        match v {
            Variant::Classic => "البلوت الفرنسي الكلاسيكي",
            Variant::Contree => "البلوت الفرنسي كونتريه",
            Variant::Coinche => "كوانش",
            Variant::Bulgarian => "البلوت البلغاري",
            Variant::Bela => "البيلا الكرواتية",
            Variant::Klaverjas => "الكلافرياس الهولندي",
            Variant::Baloot => "البلوت السعودي",
        }
    }

    fn family(&self, f: Family) -> &'static str {
        match f {
            Family::French => "كل البلوت الفرنسي",
            Family::Bulgarian => "البلوت البلغاري",
            Family::Bela => "البيلا الكرواتية",
            Family::Klaverjas => "الكلافرياس",
            Family::Baloot => "البلوت السعودي",
        }
    }

    fn contract(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(Suit::Clubs) => "شريا",
            Contract::Suit(Suit::Diamonds) => "ديمن",
            Contract::Suit(Suit::Hearts) => "هاص",
            Contract::Suit(Suit::Spades) => "سبيت",
            Contract::NoTrumps => "بلا حكم",
            Contract::AllTrumps => "كله حكم",
            Contract::Sun => "صن",
            Contract::Hokum => "حكم (بلا نوع مكتوب)",
        }
    }

    fn contract_short(&self, c: Contract) -> &'static str {
        match c {
            Contract::Suit(s) => s.symbol(),
            Contract::NoTrumps => "بلا حكم",
            Contract::AllTrumps => "كله حكم",
            Contract::Sun => "صن",
            Contract::Hokum => "حكم",
        }
    }

    fn double(&self, family: Family, d: Double) -> &'static str {
        match d {
            Double::None => match family { French | Bela | Klaverjas => "بلا كوانش", Bulgarian => "بلا كونترا", Baloot => "بلا دبل" },
            Double::Double => match family { French | Bela | Klaverjas => "كوانش", Bulgarian => "كونترا", Baloot => "دبل" },
            Double::Redouble => match family { French | Baloot | Bela | Klaverjas => "سوركوانش", Bulgarian => "ريكونترا" },
            Double::Three => "ثري",
            Double::Four => "فور",
            Double::Gahwa => "قهوة (تكسب الصكة)",
        }
    }

    fn thing(&self, family: Family, t: Thing) -> &'static str {
        match t {
            Thing::CapotBid => "كابو",
            Thing::Capot => match family { French | Bulgarian => "كابو", Bela => "شتيليا", Klaverjas => "بِت", Baloot => "كبوت" },
            Thing::Forced => match family { French | Baloot | Bulgarian => "مُجبر", Bela => "موس", Klaverjas => "فيربليخت" },
            Thing::Belote => match family { French | Bulgarian | Klaverjas => "بيلوت (الشايب والبنت الحكم)", Bela => "بيلا (الشايب والبنت الحكم)", Baloot => "بلوت (الشايب والبنت الحكم)" },
            Thing::BeloteShort => match family { French | Bulgarian | Klaverjas => "بيلوت", Bela => "بيلا", Baloot => "بلوت" },
            Thing::Declarations => match family { French | Bulgarian | Klaverjas => "إعلانات", Bela => "زفانيا", Baloot => "مشاريع" },
            Thing::Roem => "روم",
            Thing::Sequence => "سلسلة",
            Thing::Carre => "أربع من نوع",
            Thing::CarreOf => "أربع {rank}",
            Thing::Ashkal => "أشكال",
            Thing::Locked => "مقفول",
            Thing::Foul => "قيد",
            Thing::ReverseCapot => "كبوت مقلوب",
        }
    }

    fn run(&self, family: Family, r: Run) -> Option<&'static str> {
        match r {
            Run::Three => Some(match family { French | Bulgarian | Klaverjas => "تيرس", Bela => "تيرتسا", Baloot => "سرا" }),
            Run::Four => Some(match family { French | Klaverjas => "خمسين", Bulgarian => "كارت", Bela => "كفارتا", Baloot => "خمسين" }),
            Run::Five => Some(match family { French | Klaverjas => "مية", Bulgarian => "كانت", Bela => "كفينتا", Baloot => "مية" }),
            Run::Eight => match family { French | Baloot | Bulgarian | Klaverjas => None, Bela => Some("بيلوت (الثماني كلها)") },
        }
    }

    fn roem(&self, r: RoemWord) -> &'static str {
        match r {
            RoemWord::Run3 => "ثلاث متتالية",
            RoemWord::Run4 => "أربع متتالية",
            RoemWord::Stuk => "ستوك (الشايب والبنت الحكم)",
            RoemWord::StukShort => "ستوك",
        }
    }

    fn project_kind(&self, kind: ProjectKind) -> &'static str {
        match kind {
            ProjectKind::Sira => "سرا",
            ProjectKind::Fifty => "خمسين",
            ProjectKind::Hundred => "مية",
            ProjectKind::FourHundred => "أربعمية",
        }
    }

    fn option(&self, family: Family, key: OptionKey) -> &'static str {
        match key {
            OptionKey::Target => "الهدف",
            OptionKey::Announces => "الإعلانات",
            OptionKey::ContractRule => "متى ينجح العقد",
            OptionKey::Litige => match family { French | Baloot | Bulgarian => "التعادل (ليتيج)", Bela | Klaverjas => "مجموعان متساويان" },
            OptionKey::CapotValue => "قيمة الكابو",
            OptionKey::DefendersCapot => "كابو الدفاع",
            OptionKey::BeloteOnInside => match family { French | Baloot | Bulgarian | Klaverjas => "البيلوت عند السقوط", Bela => "البيلا بعد السقوط" },
            OptionKey::InsideDeclarations => "الإعلانات عند السقوط",
            OptionKey::CapotDeclarations => match family { French | Baloot | Bulgarian | Klaverjas => "الإعلانات في الكابو", Bela => "الزفانيا بعد الشتيليا" },
            OptionKey::DeclarationTie => "إعلانات متساوية",
            OptionKey::Rounding => "التقريب",
            OptionKey::BothReachTarget => "الفريقان فوق الهدف",
            OptionKey::Undertrump => "اللعب تحت الحكم",
            OptionKey::Bid80Needs82 => "طلب الثمانين يحتاج اثنين وثمانين",
            OptionKey::MustBeatDefence => "يجب أيضًا تجاوز الدفاع",
            OptionKey::BeloteCountsForContract => "البيلوت يُحسب للعقد",
            OptionKey::Scoring => "طريقة الحساب",
            OptionKey::FailBase => "أساس العقد الساقط",
            OptionKey::DoubleScheme => "ما يضاعفه الكوانش",
            OptionKey::RedoubleFactor => "مضاعف السوركوانش",
            OptionKey::BeloteOnFailure => "البيلوت عند سقوط العقد",
            OptionKey::CapotUnbid => "كابو بلا طلب",
            OptionKey::CapotBidFailed => "طلب كابو ساقط",
            OptionKey::ReachTarget => "كسب اللعبة",
            OptionKey::TieRounding => "تقريب التوزيعة المعلّقة",
            OptionKey::NtValatDoubled => "فالات بلا حكم مضاعف",
            OptionKey::ValatCancelsDouble => "الفالات يلغي المضاعفة",
            OptionKey::EightCardRun => "سلسلة الثماني أوراق",
            OptionKey::ValatEnd => "الانتهاء على فالات",
            OptionKey::TrumpSequenceFirst => "سلسلة الحكم أولًا",
            OptionKey::System => "النظام",
            OptionKey::FourOfAKind => "أربع من نوع",
            OptionKey::DefendersPit => "بِت الدفاع",
            OptionKey::GameEnd => "نهاية اللعبة",
            OptionKey::Deals => "التوزيعات",
            OptionKey::Sakkas => "الصكات في المباراة",
            OptionKey::Counting => "الحسبة",
            OptionKey::Tie => "التعادل التام",
            OptionKey::HokumRounding => "حسبة الحكم عند الستة والستة",
            OptionKey::BalootCountsForContract => "البلوت يُحسب للمشتري",
            OptionKey::BalootInHundred => "البلوت داخل المية",
            OptionKey::LoserProjects => "مشاريع المشتري الخاسر",
            OptionKey::BalootOnLoss => "بلوت الخاسر",
            OptionKey::ProjectMultiplier => "حسبة المشاريع في الثري والفور",
            OptionKey::DoubledTie => "التعادل في الدبل",
            OptionKey::SunDoubleGate => "من يحق له دبل الصن",
            OptionKey::GahwaScore => "ما تكتبه القهوة",
            OptionKey::KabootDoubled => "الكبوت في الدبل",
            OptionKey::KabootLoserProjects => "مشاريع الفريق المكبوت",
            OptionKey::ReverseKaboot => "الكبوت المقلوب",
            OptionKey::QaydTakesProjects => "القيد يأخذ المشاريع",
        }
    }

    fn value(&self, family: Family, v: ValueName) -> &'static str {
        match v {
            ValueName::BeatDefenders => "تجاوز الدفاع",
            ValueName::HalfCardPoints => "اثنان وثمانون من نقاط الورق",
            ValueName::Hold => match family { French | Baloot | Bulgarian | Klaverjas => "تُحجز للفائز التالي", Bela => "تُعلّق (فيسي)" },
            ValueName::Inside => match family { French | Baloot | Bulgarian => "سقط", Bela => "المُعلن يسقط (باد)", Klaverjas => "نات" },
            ValueName::Made => match family { French | Baloot | Bulgarian | Bela => "نجح", Klaverjas => "نجح (النصف يكفي)" },
            ValueName::CapotValue => "قيمة الكابو",
            ValueName::Holder => match family { French | Bulgarian | Klaverjas => "يبقى لصاحبه", Bela => "يبقى للمُعلن", Baloot => "يبقى لصاحبه" },
            ValueName::Defenders => match family { French | Baloot | Bulgarian | Klaverjas => "للدفاع", Bela => "للفريق الآخر" },
            ValueName::Forfeit => "لا تُحسب لأحد",
            ValueName::Transfer => match family { French | Bulgarian | Klaverjas => "لصاحب الكابو", Bela => "لفريق الشتيليا", Baloot => "للفائزين" },
            ValueName::Void => match family { French | Bulgarian | Klaverjas => "تُلغى", Bela => "لا تُحسب لأحد", Baloot => "لا تُحسب لأحد" },
            ValueName::FirstInTurn => "الأول في الدور يفوز",
            ValueName::Cancel => "تُلغى كلها",
            ValueName::None => match family { French | Bulgarian | Bela | Klaverjas => "لا شيء", Baloot => "مسموح دائمًا" },
            ValueName::Nearest10 => "لأقرب عشرة، والخمسة تُجبر",
            ValueName::Nearest10SixUp => "لأقرب عشرة، والستة تُجبر",
            ValueName::HigherTotal => "المجموع الأعلى يفوز",
            ValueName::Draw => "تعادل",
            ValueName::Required => "إلزامي",
            ValueName::NotRequired => "غير إلزامي",
            ValueName::MadePlusBid => "النقاط المحققة مع الطلب",
            ValueName::PointsMade => "النقاط المحققة",
            ValueName::BidOnly => "الطلب وحده",
            ValueName::Whole => "مئة وستون مع الطلب، في المضاعف",
            ValueName::Official => "الرسمي",
            ValueName::CallerUp => "الطالبون يُجبرون",
            ValueName::HangingUp => "الجزء المعلّق يُجبر",
            ValueName::Split => match family { French | Bulgarian | Bela | Klaverjas => "بالتساوي", Baloot => "كل فريق يكتب ما له" },
            ValueName::OneMoreDeal => "توزيعة أخرى",
            ValueName::Reach => "البلوغ",
            ValueName::Exceed => "التجاوز",
            ValueName::Yes => "نعم",
            ValueName::No => "لا",
            ValueName::Taker => match family { French | Bulgarian | Bela | Klaverjas => "يفوز الفريق المُعلن", Baloot => "يفوز مشتري تلك التوزيعة" },
            ValueName::Amsterdam => "أمستردام",
            ValueName::Rotterdam => "روتردام",
            ValueName::Jacks200 => "الأولاد مئتان، والباقي مئة",
            ValueName::All100 => "كلها مئة",
            ValueName::Pagat => "باغات: الأولاد مئتان، من الإكة إلى العشرة مئة، والباقي لا شيء",
            ValueName::Deals => "بعد عدد من التوزيعات",
            ValueName::Target => "الأول إلى الهدف",
            ValueName::WithAbnat => "بالأبناط",
            ValueName::WithoutAbnat => "بدون أبناط",
            ValueName::BuyerFails => "المشتري يخسر",
            ValueName::ByContract => "الصن يُقسم والحكم يخسر",
            ValueName::DefendersCounted => "تُحسب كومة الدفاع (ثمانية وثمانية)",
            ValueName::LargerDown => "الكومة الأكبر تُكسر",
            ValueName::BuyerUp => "المشتري يُجبر (تسعة وسبعة)",
            ValueName::Counts => "يُحسب",
            ValueName::Cancelled => "يُلغى",
            ValueName::Capped2 => "الكل في اثنين",
            ValueName::Full => "في المستوى",
            ValueName::HundredCapped => "المية بس في اثنين",
            ValueName::DoublerLoses => "يخسر من دبّل",
            ValueName::LastRaiserLoses => "يخسر آخر من رفع",
            ValueName::BuyerLoses => "يخسر المشتري",
            ValueName::Over100 => "المشتري فوق المئة والمدبّل لا يتجاوزها",
            ValueName::At100 => "المشتري عند المئة أو فوقها والمدبّل دونها",
            ValueName::Flat => "ثابت",
            ValueName::ToTarget => "ما ينقصه إلى الهدف",
            ValueName::Multiplied => "مضروب في الدبل",
            ValueName::DefendersTake => "للدفاع إن كبّتوا المشتري",
        }
    }

    fn verdict(&self, style: VerdictStyle, v: Verdict) -> &'static str {
        match (style, v) {
            (VerdictStyle::Contract, Verdict::Made) => "نجح",
            (VerdictStyle::Contract, Verdict::Inside) => "سقط",
            (VerdictStyle::Contract, Verdict::Tie) => "معلّق",
            (VerdictStyle::Caller, Verdict::Made) => "نجح",
            (VerdictStyle::Caller, Verdict::Inside) => "سقط (باد)",
            (VerdictStyle::Caller, Verdict::Tie) => "معلّق (فيسي)",
            (VerdictStyle::Players, Verdict::Made) => "نجح",
            (VerdictStyle::Players, Verdict::Inside) | (VerdictStyle::Players, Verdict::Tie) => "نات (سقط)",
            (VerdictStyle::Buyer, Verdict::Made) => "نجح المشتري",
            (VerdictStyle::Buyer, Verdict::Inside) => "خسارة",
            (VerdictStyle::Buyer, Verdict::Tie) => "تعادل",
        }
    }

    fn heading(&self, h: Heading) -> &'static str {
        match h {
            Heading::ScoreSheet => "النشرة",
            Heading::Round => "التوزيعة",
            Heading::Verdict => "النتيجة",
            Heading::Pot => "الرصيد",
            Heading::Total => "المجموع",
        }
    }

    fn ending(&self, f: &mut dyn Write, e: Ending<'_>) -> fmt::Result {
        match e {
            Ending::PotHeld(pot) => put!(f, "الرصيد: ", self.n(pot), " (للفائز بالتوزيعة التالية)"),
            Ending::InProgress => f.write_str("اللعبة جارية"),
            Ending::Draw => f.write_str("انتهت اللعبة: تعادل"),
            Ending::Wins(side) => put!(f, "انتهت اللعبة: ", side, " يفوز"),
            Ending::SakkaWon(k, side) => put!(f, "الصكة ", self.n(i64::from(k)), " لصالح ", side),
            Ending::Sakkas([(a, wa), (b, wb)]) => put!(f, "الصكات: ", a, " ", self.n(wa), "، ", b, " ", self.n(wb)),
        }
    }
}

/// The Gulf's names of the suits: ♠ سبيت، ♥ هاص، ♦ ديمن، ♣ شريا.
fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "سبيت",
        Suit::Hearts => "هاص",
        Suit::Diamonds => "ديمن",
        Suit::Clubs => "شريا",
    }
}

/// A card's rank: الإكة (ace), الشايب (king), البنت (queen), الولد (jack), and the numbers.
fn rank(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "إكة",
        Rank::King => "شايب",
        Rank::Queen => "بنت",
        Rank::Jack => "ولد",
        Rank::Ten => "عشرة",
        Rank::Nine => "تسعة",
        Rank::Eight => "ثمانية",
        Rank::Seven => "سبعة",
    }
}

/// A rank in the plural, for "four kings": أربع شياب.
fn ranks(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "إكك",
        Rank::King => "شياب",
        Rank::Queen => "بنات",
        Rank::Jack => "أولاد",
        Rank::Ten => "عشرات",
        Rank::Nine => "تسعات",
        Rank::Eight => "ثمانيات",
        Rank::Seven => "سبعات",
    }
}

/// A Baloot project's name.
fn project_name(kind: ProjectKind) -> &'static str {
    match kind {
        ProjectKind::Sira => "سرا",
        ProjectKind::Fifty => "خمسين",
        ProjectKind::Hundred => "مية",
        ProjectKind::FourHundred => "أربعمية",
    }
}

/// How a Baloot deal was raised, after what was bought.
fn raise(double: Double) -> &'static str {
    match double {
        Double::None => "",
        Double::Double | Double::Redouble => "، دبل",
        Double::Three => "، ثري",
        Double::Four => "، فور",
        Double::Gahwa => "، قهوة",
    }
}

/// A Baloot double by its name.
fn double_name(double: Double) -> &'static str {
    match double {
        Double::None => "بلا دبل",
        Double::Double | Double::Redouble => "دبل",
        Double::Three => "ثري",
        Double::Four => "فور",
        Double::Gahwa => "قهوة",
    }
}

/// What a Baloot comparison found.
fn decision(d: Decision) -> &'static str {
    match d {
        Decision::Made => "نجح المشتري",
        Decision::Khasara => "خسارة",
        Decision::Equal => "تساوٍ",
    }
}

/// The rule that settles an exact Baloot tie.
fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::Split => "كل فريق يكتب ما له",
        TieRule::BuyerFails => "المشتري يخسر",
        TieRule::ByContract => "الصن يُقسم والحكم يخسر فيه المشتري",
        TieRule::DoublerLoses => "في الدبل يخسر من دبّل",
        TieRule::LastRaiserLoses => "في الدبل يخسر آخر من رفع",
        TieRule::BuyerLoses => "في الدبل يخسر المشتري",
    }
}

/// The declarations a comparison is of.
fn tracks(track: Track) -> &'static str {
    match track {
        Track::All => "إعلانات",
        Track::Sequences => "سلاسل",
        Track::Carres => "كاريهات",
        Track::Zvanja => "زفانيا",
        Track::Projects => "مشاريع",
    }
}

/// Why a team's declarations win.
fn why_declarations(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Uncontested => "بلا منافس",
        DeclReason::CarreBeatsSequence => "الكاريه يغلب أي سلسلة",
        DeclReason::HigherCarre => "أربع أعلى",
        DeclReason::Longer => "سلسلة أطول",
        DeclReason::HigherTop => "رأسها أعلى",
        DeclReason::Trump => "متساوية، لكنها من الحكم",
        DeclReason::FirstInTurn => "متساوية، والأولى في دور اللعب",
        DeclReason::HigherValue => "قيمة أعلى",
        DeclReason::SequenceBeatsCarre => "السلسلة تغلب الأربع",
    }
}

/// Why one of two belots wins, said after "belot for A"; nothing when it met no other.
fn why_belot(reason: DeclReason) -> &'static str {
    match reason {
        DeclReason::Trump => " (بيلوتان: هذا من الحكم)",
        DeclReason::FirstInTurn => " (بيلوتان: هذا الأول في دور اللعب)",
        DeclReason::Uncontested
        | DeclReason::CarreBeatsSequence
        | DeclReason::HigherCarre
        | DeclReason::Longer
        | DeclReason::HigherTop
        | DeclReason::HigherValue
        | DeclReason::SequenceBeatsCarre => "",
    }
}

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "نجح",
        Verdict::Inside => "سقط",
        Verdict::Tie => "معلّق",
    }
}

/// Bela's verdict words.
fn caller_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "نجح",
        Verdict::Inside => "سقط (باد)",
        Verdict::Tie => "معلّق (فيسي)",
    }
}

/// Klaverjas's verdict words: a contract not made is nat, an equal one too.
fn players_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Made => "نجح",
        Verdict::Inside | Verdict::Tie => "نات (سقط)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arabic_plural_forms() {
        let forms: Vec<Plural> = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 200]
            .iter()
            .map(|n| plural(*n))
            .collect();
        use Plural::*;
        assert_eq!(
            forms,
            [Other, One, Two, Few, Few, Many, Many, Other, Other, Other, Few, Many, Other]
        );
        let ar = Ar {
            digits: Digits::Latin,
        };
        let say = |n: i64, noun: &Noun| {
            let mut s = String::new();
            ar.count(&mut s, n, noun).unwrap();
            s
        };
        assert_eq!(say(1, &POINTS), "نقطة واحدة");
        assert_eq!(say(2, &POINTS), "نقطتان");
        assert_eq!(say(5, &POINTS), "5 نقاط");
        assert_eq!(say(17, &POINTS), "17 نقطة");
        assert_eq!(say(85, &ABNAT), "85 بنطًا");
        assert_eq!(say(130, &ABNAT), "130 بنطًا");
        assert_eq!(say(100, &ABNAT), "100 بنط");
    }

    #[test]
    fn arabic_indic_digits() {
        let mut s = String::new();
        N(1520, Digits::Arabic).put(&mut s).unwrap();
        assert_eq!(s, "١٥٢٠");
        s.clear();
        N(-3, Digits::Arabic).put(&mut s).unwrap();
        assert_eq!(s, "-٣");
    }
}
