//! Every step's English sentence, word for word: the output of `belote score`.

use super::*;
use crate::explain::{DeclNote, Parts, Rounds};
use crate::model::{Declaration, Team, Verdict, Winner};

/// Every step's English sentence, word for word (the output of `belote score`).
#[test]
fn every_step_in_english() {
    use Team::{A, B};
    let tierce = Declaration::Sequence {
        length: 3,
        top: Rank::King,
        suit: Suit::Hearts,
        seat: Some(0),
    };
    let run = Declaration::Sequence {
        length: 6,
        top: Rank::Ace,
        suit: Suit::Clubs,
        seat: None,
    };
    let carre = Declaration::Carre {
        rank: Rank::Jack,
        seat: None,
    };
    let verdict = |decided_by, verdict, t, d| Step::Verdict {
        takers: B,
        takers_points: t,
        defenders_points: d,
        verdict,
        decided_by,
    };
    let bid = |bid, need, must_beat_defence| Rule::Bid {
        bid,
        need,
        must_beat_defence,
    };
    let cases: Vec<(Step, &str)> = vec![
        (Step::CardPoints { a: 102, b: 60 }, "card points: A 102, B 60"),
        (
            Step::NoTrumpsDoubled { a: 0, b: 260 },
            "no trumps: card points doubled to A 0, B 260",
        ),
        (
            Step::Capot { team: A, points: 252 },
            "A took every trick (capot): 252 instead of the card points",
        ),
        (
            Step::Valat { team: B, bonus: 90 },
            "valat: B took every trick, +90",
        ),
        (
            Step::Declared {
                team: A,
                items: vec![
                    DeclNote::new(&tierce, 20),
                    DeclNote::new(&run, 100),
                    DeclNote::new(&carre, 200),
                ],
            },
            "A declares tierce to the K of hearts (20), run of 6 to the A of clubs (100), carré of J (200)",
        ),
        (
            Step::DeclarationsWon {
                team: B,
                track: Track::Carres,
                reason: DeclReason::HigherCarre,
                points: 150,
            },
            "B's carrés count (higher carré): 150",
        ),
        (
            Step::DeclarationsCancel { track: Track::All },
            "equal best declarations on both sides: no declaration counts",
        ),
        (
            Step::DeclarationsVoid { team: A, points: 50 },
            "A's declarations (50) count for nobody",
        ),
        (
            Step::Belote { team: B, count: 1, points: 20 },
            "belote for B: 20",
        ),
        (
            Step::Belote { team: A, count: 3, points: 60 },
            "3 belotes for A: 60",
        ),
        (
            Step::Total {
                team: A,
                cards: 90,
                declarations: 0,
                belote: 0,
                bonus: 0,
                total: 90,
            },
            "A has 90",
        ),
        (
            Step::Total {
                team: B,
                cards: 90,
                declarations: 20,
                belote: 20,
                bonus: 90,
                total: 220,
            },
            "B: 90 + 20 (declarations) + 20 (belote) + 90 (valat) = 220",
        ),
        (
            verdict(Rule::BeatDefenders, Verdict::Inside, 70, 92),
            "takers B 70 < defenders A 92: inside",
        ),
        (
            verdict(Rule::DoubledMorePoints, Verdict::Made, 9, -3),
            "doubled: takers B 9 > defenders A -3: made, the side with more points takes everything",
        ),
        (
            verdict(Rule::HalfCardPoints, Verdict::Tie, 81, 81),
            "takers B took 81 card points (82 needed, 81 is a tie): tie",
        ),
        (
            verdict(bid(80, 82, true), Verdict::Made, 90, 72),
            "takers B 90 against a bid of 80 (82 needed), defenders 72: made",
        ),
        (
            verdict(bid(100, 100, false), Verdict::Inside, 90, 72),
            "takers B 90 against a bid of 100: inside",
        ),
        (
            verdict(Rule::BidCapot, Verdict::Made, 252, 0),
            "capot bid by B: made",
        ),
        (
            verdict(Rule::TakersCapot, Verdict::Made, 252, 0),
            "takers B took every trick: made",
        ),
        (
            verdict(Rule::DefendersCapot, Verdict::Inside, 0, 252),
            "defenders A took every trick: inside",
        ),
        (
            Step::Scores {
                team: A,
                parts: Parts::nonzero(&[(Part::CardPoints, 102)]),
                total: 102,
            },
            "A scores 102",
        ),
        (
            Step::Scores {
                team: B,
                parts: Parts::nonzero(&[
                    (Part::Deal, 162),
                    (Part::Declarations, 0),
                    (Part::Belote, 20),
                ]),
                total: 182,
            },
            "B scores 162 (the deal) + 20 (belote) = 182",
        ),
        (Step::Doubled { factor: 4 }, "contract doubled: ×4"),
        (
            Step::Rounded {
                team: A,
                from: 85,
                to: 90,
                what: Rounds::Score,
            },
            "A: 85 rounded to 90",
        ),
        (
            Step::PotHeld { amount: 81, pot: 162 },
            "tie: 81 held in the pot (pot now 162)",
        ),
        (
            Step::PotAwarded { team: B, amount: 81 },
            "B wins the pot of 81",
        ),
        (
            Step::GameOver {
                winner: Winner::A,
                a: 1002,
                b: 640,
            },
            "game over at A 1002, B 640: A wins",
        ),
        (
            Step::GameOver {
                winner: Winner::Draw,
                a: 1002,
                b: 1002,
            },
            "game over at A 1002, B 1002: a draw",
        ),
        (
            Step::PlayOn { a: 510, b: 510 },
            "both over the target with A 510, B 510: play on",
        ),
        (
            Step::NoEndOnValat,
            "no game is won on a valat deal: one more deal",
        ),
    ];
    for (step, want) in cases {
        assert_eq!(step.to_string(), want, "{step:?}");
        let mut sink = String::new();
        step.write_en(&mut sink).unwrap();
        assert_eq!(sink, want);
    }
}
