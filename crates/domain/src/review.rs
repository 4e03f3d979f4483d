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

/// The longest salon answer (shown under the review on the salon page).
pub const ANSWER_MAX_CHARS: usize = 1000;
/// The longest reason of a salon's dispute or an admin's rejection.
pub const REASON_MAX_CHARS: usize = 500;

/// Where a review stands (spec §4 "Review reply: placed or rejected"; a salon's rejection is a
/// dispute the admin decides, so a salon cannot silently hide what a client wrote).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Public and counted in the ratings.
    Placed,
    /// The salon rejected it: hidden and not counted until the admin decides.
    Disputed,
    /// Hidden and not counted.
    Rejected,
}

impl Status {
    pub const ALL: [Status; 3] = [Status::Placed, Status::Disputed, Status::Rejected];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Placed => "placed",
            Status::Disputed => "disputed",
            Status::Rejected => "rejected",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// What a salon did to one of its reviews.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SalonDecision {
    Confirm,
    Reject,
}

/// The status a salon's decision leads to, or `None` when the admin has decided already (the
/// salon cannot reopen that: otherwise a dispute and a confirmation could go round for ever).
pub fn salon_decides(current: Status, admin_decided: bool, decision: SalonDecision) -> Option<Status> {
    if admin_decided || current == Status::Rejected {
        return None;
    }
    Some(match decision {
        SalonDecision::Confirm => Status::Placed,
        SalonDecision::Reject => Status::Disputed,
    })
}

/// A required reason (`reason`, at most [`REASON_MAX_CHARS`]), trimmed.
pub fn parse_reason(reason: Option<&str>) -> Result<String, Problems> {
    let mut out = Problems::default();
    let reason = out.required_text("reason", reason.unwrap_or(""), REASON_MAX_CHARS);
    out.finish(reason)
}

/// The salon's answer (`text`, 1 to [`ANSWER_MAX_CHARS`]), trimmed.
pub fn parse_answer(text: &str) -> Result<String, Problems> {
    let mut out = Problems::default();
    let text = out.required_text("text", text, ANSWER_MAX_CHARS);
    out.finish(text)
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

    #[test]
    fn a_salon_disputes_or_confirms_until_the_admin_decides() {
        use SalonDecision::*;
        assert_eq!(salon_decides(Status::Placed, false, Reject), Some(Status::Disputed));
        assert_eq!(salon_decides(Status::Disputed, false, Confirm), Some(Status::Placed));
        assert_eq!(salon_decides(Status::Placed, true, Reject), None);
        assert_eq!(salon_decides(Status::Rejected, false, Confirm), None);
    }

    #[test]
    fn reasons_and_answers_are_required_and_bounded() {
        assert_eq!(parse_reason(Some("  spam ")).unwrap(), "spam");
        assert_eq!(parse_reason(None).unwrap_err().codes(), vec![("reason", "required")]);
        assert_eq!(parse_answer(&"a".repeat(ANSWER_MAX_CHARS + 1)).unwrap_err().codes(), vec![("text", "max_length")]);
        assert_eq!(parse_answer("   ").unwrap_err().codes(), vec![("text", "required")]);
    }
}
