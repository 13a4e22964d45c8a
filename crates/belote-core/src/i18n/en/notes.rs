//! English: the notes on the games — each house rule's one-line summary, as a variant plays it,
//! and each game's rules in brief, the rules assistant's reference.

use super::En;
use crate::i18n::words::{Notes, OptionKey};
use crate::variant::Variant;

#[rustfmt::skip]
impl Notes for En {
    /// The engine's own summary, declared with the option.
    fn summary(&self, _v: Variant, _key: OptionKey, english: &'static str) -> &'static str {
        english
    }

    fn reference(&self, v: Variant) -> &'static [&'static str] {
        match v {
            Variant::Classic => &[
                "The taking team must score more than the defenders, declarations and belote included; otherwise it is inside and the defenders take 162 and every declaration.",
                "Equal totals are a litige: the defenders score their points, the takers' points wait for the winner of the next deal.",
                "All eight tricks make a capot: 252 (the last trick's 10 becomes 100).",
                "Follow suit; if you cannot, trump when an opponent is winning, and overtrump if you can.",
            ],
            Variant::Contree => &[
                "Bids go from 80 to 160 in tens, then capot; the takers must reach their bid, belote included.",
                "Made: points made (rounded to ten) plus the bid; failed: the defenders score 160 plus the bid.",
                "A coinche doubles and a surcoinche quadruples; the winner takes it all.",
                "Contrée is played without declarations; the belote goes to the defenders when the contract fails.",
            ],
            Variant::Coinche => &[
                "Coinche is contrée with declarations, no trumps and all trumps, Pagat's way.",
                "A coinche multiplies the bid only: 160 + bid × 2.",
                "The belote stays with its holder even when the contract fails.",
                "An unbid capot scores 250 plus the bid; a capot bid scores 500.",
            ],
            Variant::Bulgarian => &[
                "Contracts: clubs < diamonds < hearts < spades < no trumps < all trumps; the game goes to 151.",
                "Points are divided by ten and rounded: problem digit 6 in suits, 4 in all trumps, no trumps doubled.",
                "Bidders with fewer points are inside; equal points hang for the next deal's winner.",
                "Sequences and four of a kind are compared separately; equal best sequences cancel. No game is won on a valat.",
            ],
            Variant::Bela => &[
                "Trump is named after six cards are dealt: any suit, or pass (“dalje”); if everyone passes, the dealer must name it (“mus”). The game goes to 1001.",
                "Follow suit and beat the highest card of the suit led if you can; if void, trump (overtrump if you can). A partner winning the trick releases you from nothing.",
                "Zvanja: terca 20, kvarta 50, kvinta 100, four queens, kings, tens or aces 100, four nines 150, four jacks 200. Only the team with the best zvanje scores, and then all of its zvanja. The bela (trump K+Q) is 20, outside the contest.",
                "The caller must score more than the other team, everything included; otherwise it falls (pad) and the other team writes every point of the deal. Equal totals are a fall too.",
                "All eight tricks (štiglja) add 90: 252. A belot — all eight cards of one suit — wins the match at once.",
            ],
            Variant::Klaverjas => &[
                "A game is 16 deals (each player deals four times); trump is always a suit. The playing team must score more than the other, roem included; otherwise it goes nat and the other team writes 162 plus all the roem.",
                "Roem lies in a trick and goes to the team that wins it: three in sequence 20, four 50, stuk (trump K+Q) 20, four of a kind 100 (four jacks 200 by house rule). Call it before the trick is turned.",
                "Follow suit; when trump is led, beat the highest trump if you can. If void: Amsterdam — no need to trump over your partner, and never undertrump; Rotterdam — always trump, overtrump if you can, else undertrump.",
                "All eight tricks (pit, or mars) add 100: 262.",
            ],
            Variant::Baloot => &[
                "Sun (no trumps): 130 card abnat, 26 game points a deal; Hokum (a trump suit): 162 abnat, 16 game points. Sun's abnat are doubled and divided by ten (a 5 stays), Hokum's divided by ten (6 and up rounds up).",
                "The buyer must beat the other side in game points, projects and Baloot included — when equal, in abnat. Otherwise it is khasara: the buyer writes 0 and the other side the whole deal with every counted project.",
                "Projects: sira 4 (Hokum 2), fifty 10 (5), hundred 20 (10), four hundred — four aces in Sun — 40. Only the team with the single best project scores projects, and then all of its own. The Baloot (trump K and Q) is 2 and never contested.",
                "Hokum may be doubled (×2), tripled (×3), quadrupled (×4) and made a Gahwa, whose winner takes the whole game; Sun is only doubled, and only by the team behind. All eight tricks (kaboot): 44 in Sun, 25 in Hokum.",
                "A game (sakka) goes to 152: once a team reaches it, the higher total wins, even the team that did not buy; equal totals play another deal.",
                "Play: follow the suit led, with any card of it; in Sun a player who cannot follow plays anything. In Hokum, when trumps are led, beat an opponent's trump if you can, never your partner's; if you cannot follow, trump — above an opponent's trump if you can — unless your partner's trick is settled: you play last, or third behind his ace or «إكه» card. A locked game leads no trump while the hand holds another suit.",
            ],
        }
    }
}
