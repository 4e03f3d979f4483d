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

    /// Applies a discount in whole percent (0..=100), rounding half up to the kuruş.
    pub fn discounted(self, percent: u8) -> Money {
        let percent = i64::from(percent.min(100));
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
    }
}
