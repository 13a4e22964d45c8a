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

mod names;
mod notes;
mod numbers;
mod play;
mod words;

use super::piece::{project_cards, put, Decl, Piece};
use super::{Digits, Language, Sides};
use crate::card::Contract;
use crate::explain::{Conversion, Handed, Part, ProjectNote, Rule, Step, Track, Weigh};
use crate::model::{RoemItem, Team};
use crate::trick::Why;
use std::fmt::{self, Write};

use names::{
    caller_verdict, decision, double_name, players_verdict, project_name, raise, ranks, suit,
    tie_rule, tracks, verdict, why_belot, why_declarations,
};
use numbers::{ABNAT, POINTS, SPLITS};

/// Arabic, its numbers in `digits`.
pub(crate) struct Ar {
    pub digits: Digits,
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
        self.play(f, why)
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
