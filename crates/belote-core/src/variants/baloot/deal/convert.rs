//! Card abnat to game points (BALOOT.md A.4.1): Sun's and Hokum's rounding, and a deal's
//! conversion as `counting` and `hokum_rounding` say.

use super::Deal;
use crate::explain::{Conversion, Step, Steps};
use crate::model::{Round, Team};
use crate::variants::baloot::options::{Counting, HokumRounding};
use crate::variants::baloot::projects::is_sun;
use crate::variants::common::team_arr;

/// Sun converts doubled, ÷ 10, a units digit of 5 kept exact: 64 → 12, 65 → 13, 66 → 14.
pub fn sun_points(abnat: i64) -> i64 {
    let units = abnat.rem_euclid(10);
    2 * abnat.div_euclid(10)
        + match units {
            0..=4 => 0,
            5 => 1,
            _ => 2,
        }
}

/// Hokum converts ÷ 10, units 6 to 9 rounded up: 85 → 8, 86 → 9.
pub fn hokum_points(abnat: i64) -> i64 {
    abnat.div_euclid(10) + i64::from(abnat.rem_euclid(10) >= 6)
}

impl Deal<'_> {
    /// Card abnat to game points per team (A, B), as `counting` and `hokum_rounding` say.
    pub(super) fn convert(&self, round: &Round, abnat: [i64; 2], steps: &mut Steps) -> [i64; 2] {
        let (t, d) = (round.taker, round.taker.other());
        let (at, ad) = (abnat[t.index()], abnat[d.index()]);
        let sun = is_sun(round.contract);
        let base = if sun { 26 } else { 16 };
        let mut convert = |team: Team, abnat: i64, points: i64, how: Conversion| {
            steps.push(Step::Converted {
                team,
                abnat,
                points,
                how,
            });
            points
        };
        let (ct, cd) = if self.o.counting == Counting::WithoutAbnat {
            let rounded = (ad + 5).div_euclid(10) * 10;
            let cd = if sun { rounded / 5 } else { rounded / 10 };
            let cd = convert(d, ad, cd, Conversion::NearestTen { rounded });
            (base - cd, cd)
        } else if sun {
            let ct = convert(t, at, sun_points(at), Conversion::Sun);
            let cd = convert(d, ad, sun_points(ad), Conversion::Sun);
            return team_arr(t, ct, cd);
        } else {
            let both_six = at.rem_euclid(10) == 6 && ad.rem_euclid(10) == 6;
            match (self.o.hokum_rounding, both_six) {
                (HokumRounding::LargerDown, true) => {
                    let (larger, smaller) = if at > ad { (t, d) } else { (d, t) };
                    let (al, asm) = (abnat[larger.index()], abnat[smaller.index()]);
                    let cl = convert(larger, al, al.div_euclid(10), Conversion::LargerDown);
                    let cs = convert(smaller, asm, hokum_points(asm), Conversion::Hokum);
                    return team_arr(larger, cl, cs);
                }
                (HokumRounding::BuyerUp, true) => {
                    let ct = convert(t, at, hokum_points(at), Conversion::BuyerUp);
                    steps.push(Step::Rest {
                        team: d,
                        of: base,
                        other: ct,
                        points: base - ct,
                    });
                    return team_arr(t, ct, base - ct);
                }
                _ => {
                    let cd = convert(d, ad, hokum_points(ad), Conversion::Hokum);
                    (base - cd, cd)
                }
            }
        };
        steps.push(Step::Rest {
            team: t,
            of: base,
            other: cd,
            points: ct,
        });
        team_arr(t, ct, cd)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions() {
        let sun: Vec<i64> = [64, 65, 66, 75, 85, 45, 24, 25, 26, 130, 0]
            .iter()
            .map(|a| sun_points(*a))
            .collect();
        assert_eq!(sun, [12, 13, 14, 15, 17, 9, 4, 5, 6, 26, 0]);
        let hokum: Vec<i64> = [85, 86, 81, 76, 162, 0, 56]
            .iter()
            .map(|a| hokum_points(*a))
            .collect();
        assert_eq!(hokum, [8, 9, 8, 8, 16, 0, 6]);
        // Sun's two sides always add up to 26.
        for a in 0..=130 {
            assert_eq!(sun_points(a) + sun_points(130 - a), 26, "{a}");
        }
    }
}
