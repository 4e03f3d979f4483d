//! A client's review of a completed visit (spec §3 review): three ratings from 1 to 5 and an
//! optional text.

use crate::problems::{Problems, present};

/// The lowest and highest rating.
pub const RATING_MIN: i64 = 1;
pub const RATING_MAX: i64 = 5;
/// The longest review text.
pub const TEXT_MAX_CHARS: usize = 2000;

/// A rating from [`RATING_MIN`] to [`RATING_MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rating(u8);

impl Rating {
    /// The rating, or `between` 1 and 5 on `field`.
    pub fn parse(field: &str, value: i64, out: &mut Problems) -> Option<Rating> {
        out.between(field, value, RATING_MIN, RATING_MAX).map(|v| Rating(v as u8))
    }

    pub fn get(self) -> i16 {
        i16::from(self.0)
    }
}

/// A review as the client sends it, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub service_quality: Rating,
    pub atmosphere: Rating,
    pub cleanliness: Rating,
    /// Trimmed; blank is none.
    pub text: Option<String>,
}

impl Review {
    /// The three ratings (`service_quality`, `salon_atmosphere`, `salon_cleanliness`) and the
    /// text (`text`, at most [`TEXT_MAX_CHARS`]), every problem at once.
    pub fn parse(service_quality: i64, atmosphere: i64, cleanliness: i64, text: Option<&str>) -> Result<Review, Problems> {
        let mut out = Problems::default();
        let quality = Rating::parse("service_quality", service_quality, &mut out);
        let atmosphere = Rating::parse("salon_atmosphere", atmosphere, &mut out);
        let cleanliness = Rating::parse("salon_cleanliness", cleanliness, &mut out);
        let text = out.optional_text("text", present(text), TEXT_MAX_CHARS);
        let review = (|| Some(Review { service_quality: quality?, atmosphere: atmosphere?, cleanliness: cleanliness?, text: text? }))();
        out.finish(review)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_ratings_and_a_text() {
        let review = Review::parse(5, 4, 1, Some("  Çok memnun kaldım ")).unwrap();
        assert_eq!((review.service_quality.get(), review.atmosphere.get(), review.cleanliness.get()), (5, 4, 1));
        assert_eq!(review.text.as_deref(), Some("Çok memnun kaldım"));
        assert_eq!(Review::parse(3, 3, 3, Some("   ")).unwrap().text, None);
    }

    #[test]
    fn ratings_are_1_to_5_and_the_text_bounded() {
        let long = "a".repeat(TEXT_MAX_CHARS + 1);
        let problems = Review::parse(0, 6, 3, Some(&long)).unwrap_err();
        assert_eq!(problems.codes(), vec![("service_quality", "between"), ("salon_atmosphere", "between"), ("text", "max_length")]);
        assert_eq!(problems.0[0].params, vec![("min", "1".to_owned()), ("max", "5".to_owned())]);
        assert_eq!(problems.0[2].params, vec![("max", "2000".to_owned())]);
        assert!(Review::parse(1, 5, 5, Some(&"a".repeat(TEXT_MAX_CHARS))).is_ok());
    }
}
