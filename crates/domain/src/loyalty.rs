//! A salon's loyalty points programme (issue #19 item 3): how many points a completed visit
//! earns, what a point is worth when redeemed, the most of a total points may pay, and when
//! points expire. Amounts are kuruş; points are whole numbers.

use chrono::{DateTime, Months, Utc};

use crate::problems::Problems;

/// Bounds of the programme's settings (typo guards, stated in the OpenAPI document).
pub const POINTS_PER_100_TRY_MAX: i32 = 1_000;
/// A point is worth at most 100 TRY.
pub const POINT_VALUE_MAX_KURUS: i32 = 10_000;
pub const EXPIRY_MONTHS_MAX: i32 = 60;
/// The most points one booking may redeem (a bound of the request, not of the balance).
pub const REDEEM_POINTS_MAX: i64 = 1_000_000;

/// The programme's settings as the salon saved them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Programme {
    /// Whether clients earn and redeem points now.
    pub enabled: bool,
    /// Points earned per 100 TRY paid for a completed visit (pro rata, rounded down).
    pub points_per_100_try: i32,
    /// What one point takes off a total, in kuruş.
    pub point_value_kurus: i32,
    /// The most of a booking's total that points may pay, in percent (1..=100).
    pub max_redeem_percent: i32,
    /// Months after which earned points expire; `None`: never.
    pub expiry_months: Option<i32>,
}

impl Programme {
    /// Checks every setting at once (422 with a message per field).
    pub fn parse(
        enabled: bool,
        points_per_100_try: i32,
        point_value_kurus: i32,
        max_redeem_percent: i32,
        expiry_months: Option<i32>,
    ) -> Result<Programme, Problems> {
        let mut out = Problems::default();
        let mut between = |field: &'static str, value: i32, min: i32, max: i32| {
            if !(min..=max).contains(&value) {
                out.push_with(field, "between", vec![("min", min.to_string()), ("max", max.to_string())]);
            }
        };
        between("points_per_100_try", points_per_100_try, 1, POINTS_PER_100_TRY_MAX);
        between("point_value_kurus", point_value_kurus, 1, POINT_VALUE_MAX_KURUS);
        between("max_redeem_percent", max_redeem_percent, 1, 100);
        if let Some(months) = expiry_months {
            between("expiry_months", months, 1, EXPIRY_MONTHS_MAX);
        }
        out.into_result()?;
        Ok(Programme { enabled, points_per_100_try, point_value_kurus, max_redeem_percent, expiry_months })
    }

    /// Points a completed visit for which the client paid `paid_kurus` earns: pro rata, rounded
    /// down (10 points per 100 TRY: 349.99 TRY earns 34).
    pub fn points_earned(&self, paid_kurus: i64) -> i64 {
        if paid_kurus <= 0 {
            return 0;
        }
        paid_kurus.saturating_mul(i64::from(self.points_per_100_try)) / 10_000
    }

    /// What `points` take off a total, in kuruş.
    pub fn value_of(&self, points: i64) -> i64 {
        points.saturating_mul(i64::from(self.point_value_kurus))
    }

    /// The most points a client holding `balance` may redeem on `total_kurus`: never more than
    /// they hold, and never a discount beyond `max_redeem_percent` of the total.
    pub fn max_redeemable(&self, total_kurus: i64, balance: i64) -> i64 {
        let cap_kurus = total_kurus.max(0).saturating_mul(i64::from(self.max_redeem_percent)) / 100;
        (cap_kurus / i64::from(self.point_value_kurus.max(1))).min(balance.max(0))
    }

    /// The discount of redeeming `points` on `total_kurus`, or why it is refused. The balance is
    /// not checked here: the store checks it under the balance row's lock.
    pub fn discount(&self, points: i64, total_kurus: i64) -> Result<i64, RedeemRefusal> {
        if !self.enabled {
            return Err(RedeemRefusal::ProgrammeOff);
        }
        if points <= 0 {
            return Err(RedeemRefusal::NotPositive);
        }
        if points > self.max_redeemable(total_kurus, i64::MAX) {
            return Err(RedeemRefusal::BeyondCap { max_points: self.max_redeemable(total_kurus, i64::MAX) });
        }
        Ok(self.value_of(points))
    }

    /// When points earned at `earned_at` expire; `None`: never.
    pub fn expires_at(&self, earned_at: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let months = u32::try_from(self.expiry_months?).ok()?;
        earned_at.checked_add_months(Months::new(months))
    }
}

/// Why points cannot pay (part of) a booking.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedeemRefusal {
    /// The salon has no programme running.
    ProgrammeOff,
    NotPositive,
    /// More than `max_redeem_percent` of the total; `max_points` is the most allowed.
    BeyondCap {
        max_points: i64,
    },
}

/// What the salon collects for a visit: its price less the discount its points gave. Revenue,
/// income, average bills, commission bases and points earned all count this, never the points
/// (the SQL twin is `store::sql::COLLECTED`).
pub fn collected(total_price: i64, points_discount: i64) -> i64 {
    total_price - points_discount
}

/// Points that expire now (first in, first out): earned points whose expiry has passed, less
/// what has already left the balance (redeemed net of returns, and earlier expiries). Points
/// leave the balance oldest first, so spent points are the ones that would expire first.
pub fn expiry_due(expired_earned: i64, redeemed_net: i64, already_expired: i64, balance: i64) -> i64 {
    (expired_earned - redeemed_net.max(0) - already_expired).clamp(0, balance.max(0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn programme() -> Programme {
        Programme::parse(true, 10, 50, 50, Some(6)).unwrap()
    }

    #[test]
    fn earning_is_pro_rata_and_rounds_down() {
        let p = programme();
        assert_eq!(p.points_earned(35_000), 35);
        assert_eq!(p.points_earned(34_999), 34);
        assert_eq!(p.points_earned(999), 0);
        assert_eq!(p.points_earned(-5), 0);
    }

    #[test]
    fn redeeming_is_capped_by_the_percentage_and_the_balance() {
        let p = programme();
        // 50 % of 300 TRY = 150 TRY = 300 points of 0.50 TRY.
        assert_eq!(p.max_redeemable(30_000, 1_000), 300);
        assert_eq!(p.max_redeemable(30_000, 20), 20);
        assert_eq!(p.discount(20, 30_000), Ok(1_000));
        assert_eq!(p.discount(301, 30_000), Err(RedeemRefusal::BeyondCap { max_points: 300 }));
        assert_eq!(p.discount(0, 30_000), Err(RedeemRefusal::NotPositive));
        let off = Programme { enabled: false, ..p };
        assert_eq!(off.discount(1, 30_000), Err(RedeemRefusal::ProgrammeOff));
    }

    #[test]
    fn settings_out_of_bounds_are_named_field_by_field() {
        let problems = Programme::parse(true, 0, 10_001, 101, Some(0)).unwrap_err();
        assert_eq!(
            problems.codes(),
            vec![
                ("points_per_100_try", "between"),
                ("point_value_kurus", "between"),
                ("max_redeem_percent", "between"),
                ("expiry_months", "between")
            ]
        );
    }

    #[test]
    fn expiry_counts_months_and_spends_oldest_first() {
        let p = programme();
        let earned = Utc.with_ymd_and_hms(2026, 8, 31, 10, 0, 0).unwrap();
        assert_eq!(p.expires_at(earned), Some(Utc.with_ymd_and_hms(2027, 2, 28, 10, 0, 0).unwrap()));
        assert_eq!(Programme { expiry_months: None, ..p }.expires_at(earned), None);
        // 35 earned and expired, 20 redeemed: 15 expire; a second sweep finds nothing.
        assert_eq!(expiry_due(35, 20, 0, 15 + 40), 15);
        assert_eq!(expiry_due(35, 20, 15, 40), 0);
        // Redeemed points returned later expire with the points they came from.
        assert_eq!(expiry_due(35, 0, 15, 60), 20);
    }
}
