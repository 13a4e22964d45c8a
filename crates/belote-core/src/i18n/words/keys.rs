//! Every house rule's key and every value a rule takes that is not a number, by the name a
//! match file (or the screens' key) gives it: the options a language must name.

/// An enum of names, each member with the name a match file (or the screens' key) gives it:
/// `ALL`, `name()` and `parse()`.
macro_rules! named {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$vmeta:meta])* $member:ident = $text:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $member,)+
        }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$member),+];

            /// Its name: the option's key, the value's JSON string.
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$member => $text),+
                }
            }

            pub fn parse(s: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|m| m.name() == s)
            }
        }
    };
}

named! {
    /// Every house rule's key, in any variant (a test proves each variant's options are here
    /// and nothing else is): a new option is a new member, and every language must name it.
    pub enum OptionKey {
        Target = "target",
        Announces = "announces",
        ContractRule = "contract_rule",
        Litige = "litige",
        CapotValue = "capot_value",
        DefendersCapot = "defenders_capot",
        BeloteOnInside = "belote_on_inside",
        InsideDeclarations = "inside_declarations",
        CapotDeclarations = "capot_declarations",
        DeclarationTie = "declaration_tie",
        Rounding = "rounding",
        BothReachTarget = "both_reach_target",
        Undertrump = "undertrump",
        Bid80Needs82 = "bid_80_needs_82",
        MustBeatDefence = "must_beat_defence",
        BeloteCountsForContract = "belote_counts_for_contract",
        Scoring = "scoring",
        FailBase = "fail_base",
        DoubleScheme = "double_scheme",
        RedoubleFactor = "redouble_factor",
        BeloteOnFailure = "belote_on_failure",
        CapotUnbid = "capot_unbid",
        CapotBidFailed = "capot_bid_failed",
        ReachTarget = "reach_target",
        TieRounding = "tie_rounding",
        NtValatDoubled = "nt_valat_doubled",
        ValatCancelsDouble = "valat_cancels_double",
        EightCardRun = "eight_card_run",
        ValatEnd = "valat_end",
        TrumpSequenceFirst = "trump_sequence_first",
        System = "system",
        FourOfAKind = "four_of_a_kind",
        DefendersPit = "defenders_pit",
        GameEnd = "game_end",
        Deals = "deals",
        Sakkas = "sakkas",
        Counting = "counting",
        Tie = "tie",
        HokumRounding = "hokum_rounding",
        BalootCountsForContract = "baloot_counts_for_contract",
        BalootInHundred = "baloot_in_hundred",
        LoserProjects = "loser_projects",
        BalootOnLoss = "baloot_on_loss",
        ProjectMultiplier = "project_multiplier",
        DoubledTie = "doubled_tie",
        SunDoubleGate = "sun_double_gate",
        GahwaScore = "gahwa_score",
        KabootDoubled = "kaboot_doubled",
        KabootLoserProjects = "kaboot_loser_projects",
        ReverseKaboot = "reverse_kaboot",
        QaydTakesProjects = "qayd_takes_projects",
        PartnerRelief = "partner_relief",
    }
}

named! {
    /// Every value a house rule takes that is not a number, by its name in a match file
    /// (`true` and `false` too): a test proves each variant's values are here and nothing else
    /// is. The screens say a value by its name, whatever the option.
    pub enum ValueName {
        BeatDefenders = "beat_defenders",
        HalfCardPoints = "half_card_points",
        Hold = "hold",
        Inside = "inside",
        Made = "made",
        CapotValue = "capot_value",
        Holder = "holder",
        Defenders = "defenders",
        Forfeit = "forfeit",
        Transfer = "transfer",
        Void = "void",
        FirstInTurn = "first_in_turn",
        Cancel = "cancel",
        None = "none",
        Nearest10 = "nearest_10",
        Nearest10SixUp = "nearest_10_six_up",
        HigherTotal = "higher_total",
        Draw = "draw",
        Required = "required",
        NotRequired = "not_required",
        MadePlusBid = "made_plus_bid",
        PointsMade = "points_made",
        BidOnly = "bid_only",
        Whole = "whole",
        Official = "official",
        CallerUp = "caller_up",
        HangingUp = "hanging_up",
        Split = "split",
        OneMoreDeal = "one_more_deal",
        Reach = "reach",
        Exceed = "exceed",
        Yes = "true",
        No = "false",
        Taker = "taker",
        Amsterdam = "amsterdam",
        Rotterdam = "rotterdam",
        Jacks200 = "jacks_200",
        All100 = "all_100",
        Pagat = "pagat",
        Deals = "deals",
        Target = "target",
        WithAbnat = "with_abnat",
        WithoutAbnat = "without_abnat",
        BuyerFails = "buyer_fails",
        ByContract = "by_contract",
        DefendersCounted = "defenders_counted",
        LargerDown = "larger_down",
        BuyerUp = "buyer_up",
        Counts = "counts",
        Cancelled = "cancelled",
        Capped2 = "capped_2",
        Full = "full",
        HundredCapped = "hundred_capped",
        DoublerLoses = "doubler_loses",
        LastRaiserLoses = "last_raiser_loses",
        BuyerLoses = "buyer_loses",
        Over100 = "over_100",
        At100 = "at_100",
        Flat = "flat",
        ToTarget = "to_target",
        Multiplied = "multiplied",
        DefendersTake = "defenders_take",
        Settled = "settled",
        Winning = "winning",
    }
}
