use serde::{Deserialize, Serialize};

/// An amount of Turkish lira in kuruş (1/100 TRY). Integers only: no float ever touches money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct Money(pub i64);

impl Money {
    pub fn from_lira(lira: i64) -> Money {
        Money(lira * 100)
    }

    pub fn kurus(self) -> i64 {
        self.0
    }

    /// Applies a discount in whole percent, rounding half up to the kuruş. The one discount
    /// formula: a percent outside 0..=100 counts as the nearest bound. `store::sql::FINAL_PRICE`
    /// is its SQL twin and must give the same numbers (a store test compares them).
    pub fn discounted(self, percent: impl Into<i64>) -> Money {
        let percent = percent.into().clamp(0, 100);
        Money((self.0 * (100 - percent) + 50).div_euclid(100))
    }

    /// `1.599,00 ₺`-style display with two decimals, as Turkish users expect.
    pub fn format_try(self) -> String {
        let negative = self.0 < 0;
        let abs = self.0.unsigned_abs();
        let lira = (abs / 100).to_string();
        let mut grouped = String::new();
        for (i, ch) in lira.chars().enumerate() {
            if i > 0 && (lira.len() - i).is_multiple_of(3) {
                grouped.push('.');
            }
            grouped.push(ch);
        }
        format!("{}{},{:02} ₺", if negative { "-" } else { "" }, grouped, abs % 100)
    }
}

/// What a client pays for one unit of a salon service: its price in kuruş less its discount.
pub fn final_price(price: i64, discount_percent: impl Into<i64>) -> i64 {
    Money(price).discounted(discount_percent).kurus()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_with_two_decimals_and_grouping() {
        assert_eq!(Money(159_900).format_try(), "1.599,00 ₺");
        assert_eq!(Money(5).format_try(), "0,05 ₺");
        assert_eq!(Money(123_456_789).format_try(), "1.234.567,89 ₺");
        assert_eq!(Money(-250).format_try(), "-2,50 ₺");
    }

    #[test]
    fn discount_rounds_to_kurus() {
        assert_eq!(Money(1000).discounted(15), Money(850));
        assert_eq!(Money(999).discounted(50), Money(500));
        assert_eq!(Money(1000).discounted(120), Money(0));
        assert_eq!(Money(1000).discounted(-5), Money(1000));
        assert_eq!(Money(1).discounted(50), Money(1), "half a kuruş rounds up");
        assert_eq!(Money(1).discounted(51), Money(0));
    }

    #[test]
    fn final_price_is_the_discounted_unit_price() {
        assert_eq!(final_price(45_000, 10i16), 40_500);
        assert_eq!(final_price(99_999, 33i16), 66_999);
        assert_eq!(final_price(45_000, 0i16), 45_000);
        assert_eq!(final_price(45_000, 100i16), 0);
    }
}
