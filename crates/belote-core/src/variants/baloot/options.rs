//! Saudi Baloot's house rules, each declared once: its values, its default, a one-line summary
//! and who plays it. No federation text could be read, so every point on which the Saudi rule
//! texts, the explainer videos, the two score-keeping apps (Qydha, Kammelna) and the hobby
//! calculators disagree is an option; the default is the side with the better sources. The
//! struct its rules read, the reader and the option table are written from this by `options!`.
//!
//! The sources are named in words (the docs' ids S…/R… are other games' sources): "the Saudi
//! rule texts" are one Saudi player's three published PDFs on scoring, play and doubling; "the
//! videos" Saudi explainer videos; Qydha read in its code; Kammelna as re-derived from 1,095
//! real deals; "calculators" the hobby score keepers and engines.

use crate::options::options;
use crate::trick::Undertrump;

options! {
    /// House rules of Saudi Baloot, as its rules read them.
    pub struct BalootOptions {
        target: number = 152,
            "Points that end a game (a sakka): 152, or 100 for the short game («مشدودة»).",
            sources "152: the Saudi rule text on play, Qydha, the calculators; 100: Qydha's short game";
        reach_target: enum ReachTarget { Reach = "reach", Exceed = "exceed" } = Reach,
            "A team ends the game by reaching the target, or only by going above it.",
            sources "reach: Qydha, most calculators; exceed: one calculator (AnasRa)";
        both_reach_target: enum BothReachTarget { HigherTotal = "higher_total", Taker = "taker" } = HigherTotal,
            "Both teams at the target with equal totals: play another deal, or that deal's buyer wins.",
            sources "another deal: Qydha's default, two hobby engines; the buyer: Qydha's other handler";
        sakkas: odd number = 1,
            "A match is the best of this many games (sakkas): the first team to win more than half of them wins.",
            sources "1: the 2018 championship's single-sakka knockout; 1 to 11: Qydha; 3: one calculator";
        counting: enum Counting {
            /// Both piles converted exactly; equal game points go to the abnat count.
            WithAbnat = "with_abnat",
            /// Only the defenders' pile, rounded to tens (5 up); no abnat count.
            WithoutAbnat = "without_abnat",
        } = WithAbnat,
            "With abnat: card abnat are converted exactly and equal game points are settled by counting both piles; without abnat (بدون أبناط): only the defenders' pile is rounded to tens, 5 up, and the buyer gets the rest.",
            sources "with abnat: the videos on abnat, Kammelna, the Saudi rule text for Hokum, a calculator's default «بالأبناط»; without abnat: the video on scoring, the Saudi rule texts for Sun, a calculator's «بدون أبناط»";
        tie: enum Tie {
            /// Each team writes its own; the buyer has made it.
            Split = "split",
            /// The buyer fails (khasara).
            BuyerFails = "buyer_fails",
            /// Sun split, Hokum khasara.
            ByContract = "by_contract",
        } = Split,
            "An undoubled exact tie (equal game points and equal abnat): each team writes its own, the buyer fails, or Sun is split and Hokum fails.",
            sources "split: the videos on abnat, Qydha (13–13, 8–8), two hobby engines; buyer fails: three calculators, a hobby engine, VIP Baloot's wording; by contract: Kammelna";
        hokum_rounding: enum HokumRounding {
            /// The defenders' pile is converted, the buyer gets the rest of 16 (86/76 → 8 : 8).
            DefendersCounted = "defenders_counted",
            /// The side with more card abnat rounds down.
            LargerDown = "larger_down",
            /// The buyer rounds up (86/76 → 9 : 7).
            BuyerUp = "buyer_up",
        } = DefendersCounted,
            "Hokum piles that both end in 6 (86/76): the defenders' pile is counted and the buyer gets the rest, the side with more abnat rounds down, or the buyer rounds up.",
            sources "defenders counted: the video on scoring (\"always count the pile of the team that did not buy\"), a hobby engine; larger down: Kammelna; buyer up: a calculator's \"86/76 rule\"";
        baloot_counts_for_contract: flag = true,
            "The Baloot's 2 points (20 abnat) count when deciding whether the buyer made it, not only after.",
            sources "counts: the videos (Baloot \"like the sira\"), a calculator; added after: Kammelna";
        baloot_in_hundred: enum BalootInHundred { Counts = "counts", Cancelled = "cancelled" } = Counts,
            "A Baloot whose K and Q lie in the holder's counted trump run of a hundred still scores 2, or is cancelled.",
            sources "counts: Pagat, Kammelna as a hobby engine reads it, Qydha (counted independently); cancelled: the Saudi rule text on play «ويلغى اذا كان معه مشروع المئة فقط»";
        trump_sequence_first: flag = false,
            "Between equal best projects, a run in trumps wins before order of play decides.",
            sources "order of play only: the Saudi rule text on play; a trump run first: a hobby engine";
        loser_projects: enum LoserProjects { Transfer = "transfer", Void = "void" } = Transfer,
            "The counted projects of a team that fails (khasara, a lost double) go to the winners, or count for nobody.",
            sources "transfer: the Saudi rule texts, the videos, Qydha, Kammelna; void: three calculators";
        baloot_on_loss: enum BalootOnLoss {
            /// To the team that won the deal.
            Transfer = "transfer",
            /// Kept by the team that holds it.
            Holder = "holder",
            /// Nobody scores it.
            Void = "void",
        } = Transfer,
            "The Baloot of a team that loses the deal goes to the winners, stays with its holder, or counts for nobody.",
            sources "transfer: Qydha, Kammelna; holder: a hobby engine, a calculator under doubles, a doubling engine; void: three calculators";
        project_multiplier: enum ProjectMultiplier {
            /// ×2 at every level of doubling.
            Capped2 = "capped_2",
            /// × the level (×3 in a three, ×4 in a four).
            Full = "full",
            /// Hundreds ×2, the other projects × the level.
            HundredCapped = "hundred_capped",
        } = Capped2,
            "Projects in a doubled deal: ×2 at every level, × the level, or hundreds ×2 and the rest × the level.",
            sources "×2: Qydha, a calculator's default «الكل ×2», three hobby engines; × the level: the Saudi rule text on doubling \"(16 + the project) × 3\", Kammelna, two calculators; hundreds ×2: a calculator «المية بس ×2»";
        doubled_tie: enum DoubledTie {
            /// The team that said double (the defenders).
            DoublerLoses = "doubler_loses",
            /// The team that raised last.
            LastRaiserLoses = "last_raiser_loses",
            /// The buyer's team.
            BuyerLoses = "buyer_loses",
        } = DoublerLoses,
            "An exact tie in a doubled deal (there is no tie there): the team that said double loses, the team that raised last loses, or the buyer loses.",
            sources "the doubler: Kammelna, a hobby engine; the last raiser: two hobby engines; the buyer: a hobby score keeper";
        sun_double_gate: enum SunDoubleGate {
            /// The buyer's team above 100, the doubling team at 100 or less.
            Over100 = "over_100",
            /// The buyer's team at 100 or more, the doubling team below 100.
            At100 = "at_100",
            /// Always allowed.
            Always = "none",
        } = Over100,
            "Sun may be doubled only by the team behind: the buyer's team above 100 and the doublers at 100 or less, the line drawn at 100 instead, or always.",
            sources "above 100: the Saudi rule texts on play and doubling, two calculators, a newspaper report; at 100: a video, a hobby engine";
        gahwa_score: enum GahwaScore { Flat = "flat", ToTarget = "to_target" } = Flat,
            "A Gahwa's winner writes 152, or only what it lacks to reach the target.",
            sources "152: the Saudi rule text on doubling, Kammelna, Qydha, a calculator; what it lacks: a calculator";
        kaboot_doubled: enum KabootDoubled { Flat = "flat", Multiplied = "multiplied" } = Flat,
            "A kaboot in a doubled deal writes 44 or 25 with nothing multiplied, or the kaboot times the double.",
            sources "flat: the video on kaboot (\"many, many people\"), Kammelna, three hobby engines; multiplied: the same video (\"some\"), Pagat, two calculators";
        kaboot_loser_projects: enum KabootLoserProjects {
            /// Nobody scores them.
            Void = "void",
            /// To the defenders, only when they swept the buyer.
            DefendersTake = "defenders_take",
            /// Always to the sweeping team.
            Transfer = "transfer",
        } = Void,
            "The swept team's counted projects and Baloot count for nobody, go to the defenders only when they swept the buyer, or always go to the sweepers.",
            sources "nobody: the Saudi rule text on scoring (\"he takes 44 only\"), Qydha, the videos on kaboot and projects; the defenders: the video on kaboot; always: Kammelna";
        reverse_kaboot: number of [88, 44] = 88,
            "A reverse kaboot (the defenders sweep in Sun after the buyer led) writes 88, or 44 like a normal kaboot.",
            sources "88: the video on the reverse kaboot (\"most\"), two hobby engines; 44: the same video (\"some\"), the Saudi rule text on scoring";
        qayd_takes_projects: flag = false,
            "A proven foul (qaid) also hands the offender's counted projects to the other team.",
            sources "no: the Saudi rule texts (\"he takes 26 only, not your project\"), a doubling engine; yes: the video on projects and qaid (both camps common)";
        partner_relief: enum PartnerRelief {
            /// Released only by a settled win: 4th to play, or 3rd behind the partner's led ace or «إكه» card.
            Settled = "settled",
            /// Released whenever the partner is winning.
            Winning = "winning",
        } = Settled,
            "Void in a plain suit led, a winning partner releases the player from trumping only when the win is settled — the player is 4th, or 3rd behind the partner's led ace or «إكه» card still winning — or whenever the partner is winning.",
            sources "settled: the videos on Hokum play and on «إكه», a legal-move specification, a hobby engine; whenever winning: three hobby engines";
        undertrump: Undertrump = NotRequired,
            "Void in a plain suit led, with an opponent's trump winning that none of the hand's trumps beats: any card, a lower trump included, or a trump all the same.",
            sources "any card: the videos on Hokum play, a hobby engine; a trump: a legal-move specification, three hobby engines";
    }
    /// Baloot's options, in BALOOT.md's order.
    pub const TABLE;
}
