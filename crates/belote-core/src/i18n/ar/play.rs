//! Arabic: why a card may or may not be played, in the words Saudi tables use for the rule of
//! play (BALOOT.md D, E.1.8): «الأرض» the suit led, «الحلّة» the trick, «خويك» the partner,
//! «يدق» to trump, «يكبّر» to raise, «يربّع» to lead a trump, «مقفول» the locked game, «إكه» the
//! master-card call.

use super::names::suit;
use super::Ar;
use crate::i18n::piece::put;
use crate::trick::{Reason, Why};
use std::fmt::{self, Write};

impl Ar {
    /// Why these cards are the legal ones.
    #[rustfmt::skip]
    pub(super) fn play<W: Write + ?Sized>(&self, f: &mut W, why: &Why) -> fmt::Result {
        let led = why.led.map_or("", suit);
        let best = |f: &mut W| self.card(f, why.best);
        // "No card of the suit led (its name)": how every void player's answer starts.
        let void = |f: &mut W| put!(f, "ما عندك من الأرض (", led, ")");
        match why.reason {
            Reason::Lead => f.write_str("أول ورقة في الحلّة حرّة: أي ورقة"),
            Reason::LockedNoTrumpLead => f.write_str("اللعب مقفول: ما تربّع بالحكم وفي يدك غيره"),
            Reason::LockedOnlyTrumps => f.write_str("اللعب مقفول، لكن ما في يدك إلا حكم: ربّع بأي حكم"),
            Reason::FollowSuit => put!(f, "لازم تلعب من الأرض (", led, ")"),
            Reason::FollowAndBeat => {
                put!(f, "لازم تلعب من الأرض (", led, ") وتكبّر على ")?;
                best(f)
            }
            Reason::FollowCannotBeat => {
                put!(f, "لازم تلعب من الأرض (", led, ")؛ ما عندك أكبر من ")?;
                best(f)?;
                put!(f, "، فأي ورقة من ", led)
            }
            Reason::TrumpLedOvertrump => {
                f.write_str("الأرض حكم: لازم تكبّر بحكم أكبر من ")?;
                best(f)
            }
            Reason::TrumpLedAnyTrump => {
                f.write_str("الأرض حكم وما عندك أكبر من ")?;
                best(f)?;
                f.write_str(": العب أي حكم")
            }
            Reason::TrumpLedPartnerWinning => {
                f.write_str("الأرض حكم والحلّة لخويك بـ")?;
                best(f)?;
                f.write_str(": العب أي حكم، ما تكبّر على خويك")
            }
            Reason::CannotFollowAnyCard => {
                void(f)?;
                f.write_str(": اقطع بأي ورقة")
            }
            Reason::PartnerWinning => {
                void(f)?;
                f.write_str(" والحلّة لخويك")?;
                if why.best.is_some() {
                    f.write_str(" بـ")?;
                    best(f)?;
                }
                f.write_str(": اقطع بأي ورقة")
            }
            Reason::PartnerAka => {
                void(f)?;
                f.write_str("؛ خويك نزّل ")?;
                best(f)?;
                f.write_str(" إكه وهي ماكلة: اقطع بأي ورقة")
            }
            Reason::PartnerNotSettled => {
                void(f)?;
                f.write_str("؛ الحلّة لخويك بـ")?;
                best(f)?;
                f.write_str("، لكنها لا إكة ولا أكّك عليها، وباقي آخر لاعب: لازم تدق بالحكم")
            }
            Reason::NoTrumpInHand => {
                void(f)?;
                f.write_str(" ولا معك حكم: اقطع بأي ورقة")
            }
            Reason::MustTrump => {
                void(f)?;
                f.write_str(" والخصم ماكل الحلّة: لازم تدق بالحكم")
            }
            Reason::MustOvertrump => {
                void(f)?;
                f.write_str(" والخصم ماكل بـ")?;
                best(f)?;
                f.write_str(": لازم تدق وتكبّر")
            }
            Reason::MustUndertrump => {
                f.write_str("ما عندك من الأرض وما تقدر تكبّر على ")?;
                best(f)?;
                f.write_str(": لازم تدق بأي حكم (الدق تحت حكم الخصم لازم)")
            }
            Reason::MayDiscard => {
                f.write_str("ما عندك من الأرض وما تقدر تكبّر على ")?;
                best(f)?;
                f.write_str(": اقطع بأي ورقة (الدق تحت حكم الخصم مو لازم)")
            }
            Reason::FollowTrumped => put!(f, "لازم تلعب من الأرض (", led, ")؛ الحلّة مدقوقة بالحكم، فأي ورقة من ", led),
            Reason::VoidMustTrump => {
                void(f)?;
                f.write_str(": لازم تدق بالحكم مهما كان الماكل")
            }
            Reason::VoidMustOvertrump => {
                void(f)?;
                f.write_str(": لازم تدق بحكم أكبر من ")?;
                best(f)?;
                f.write_str(" مهما كان الماكل")
            }
            Reason::NoUndertrumping => {
                void(f)?;
                f.write_str(" وما تقدر تكبّر على ")?;
                best(f)?;
                f.write_str(": العب ورقة غير الحكم (لا دق تحت الحكم)")
            }
            Reason::OnlyLowerTrumps => {
                void(f)?;
                f.write_str(" وما معك إلا حكم أصغر من ")?;
                best(f)?;
                f.write_str(": أي واحد منها")
            }
            Reason::PartnerTrumpMustBeat => {
                void(f)?;
                f.write_str(" والحلّة لخويك بـ")?;
                best(f)?;
                f.write_str(": أي ورقة، بس الحكم لازم يكبّر عليها")
            }
        }
    }
}
