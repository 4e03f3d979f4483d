//! Turkish mobile phone numbers. Only Turkish mobiles (+90 5xx xxx xx xx) can log in, so the
//! rule is small enough to state here instead of pulling in a world-wide metadata library.

use serde::{Deserialize, Serialize};

/// A Turkish mobile number in E.164 form, e.g. `+905321234567`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Phone(String);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PhoneError {
    #[error("not a phone number")]
    Malformed,
    #[error("not a Turkish mobile number")]
    NotTurkishMobile,
}

impl Phone {
    /// Accepts the masked form `+90 532 123 45 67`, `0532 123 45 67`, `5321234567` and the like.
    pub fn parse(input: &str) -> Result<Phone, PhoneError> {
        let trimmed = input.trim();
        if trimmed.is_empty() || trimmed.chars().any(|c| !(c.is_ascii_digit() || " +-()._".contains(c))) {
            return Err(PhoneError::Malformed);
        }
        let digits: String = trimmed.chars().filter(char::is_ascii_digit).collect();
        let national = if let Some(rest) = digits.strip_prefix("90").filter(|r| r.len() == 10) {
            rest
        } else if let Some(rest) = digits.strip_prefix('0').filter(|r| r.len() == 10) {
            rest
        } else if digits.len() == 10 {
            &digits
        } else {
            return Err(PhoneError::Malformed);
        };
        if !national.starts_with('5') {
            return Err(PhoneError::NotTurkishMobile);
        }
        Ok(Phone(format!("+90{national}")))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The last four digits, which confirm a user deletion (spec §5).
    pub fn last_four(&self) -> &str {
        &self.0[self.0.len() - 4..]
    }

    /// `+90 532 123 45 67`, the mask users type.
    pub fn display(&self) -> String {
        let n = &self.0[3..];
        format!("+90 {} {} {} {}", &n[0..3], &n[3..6], &n[6..8], &n[8..10])
    }
}

impl TryFrom<String> for Phone {
    type Error = PhoneError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Phone::parse(&value)
    }
}

impl From<Phone> for String {
    fn from(phone: Phone) -> String {
        phone.0
    }
}

impl std::fmt::Display for Phone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_the_usual_ways_of_writing_a_mobile() {
        for input in ["+90 532 123 45 67", "+905321234567", "0532 123 45 67", "5321234567", "90 (532) 123-45-67"] {
            assert_eq!(Phone::parse(input).unwrap().as_str(), "+905321234567", "{input}");
        }
        assert_eq!(Phone::parse("+905321234567").unwrap().display(), "+90 532 123 45 67");
        assert_eq!(Phone::parse("+905321234567").unwrap().last_four(), "4567");
    }

    #[test]
    fn refuses_landlines_foreign_and_incomplete_numbers() {
        assert_eq!(Phone::parse("+90 212 123 45 67"), Err(PhoneError::NotTurkishMobile));
        assert_eq!(Phone::parse("+90 532 123 45 6_"), Err(PhoneError::Malformed));
        assert_eq!(Phone::parse("+7 912 345 67 89"), Err(PhoneError::Malformed));
        assert_eq!(Phone::parse("532123456"), Err(PhoneError::Malformed));
        assert_eq!(Phone::parse(""), Err(PhoneError::Malformed));
    }
}
