//! Rules about the people in forms (spec §5): full names, phones, e-mail addresses, gender, and
//! the contact a booking or a client card takes (checkout, the desk's manual entry, the salon's
//! client cards). Each check pushes its [`Problems`] under the field's name.

use chrono::NaiveDate;

use crate::Phone;
use crate::problems::{Problems, present};

/// The longest full name a form takes.
pub const NAME_MAX_CHARS: usize = 120;

/// Spec §5: non-space text, an at sign, a dot-separated domain.
pub fn valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else { return false };
    !local.is_empty() && !email.contains(char::is_whitespace) && domain.split('.').count() >= 2 && domain.split('.').all(|p| !p.is_empty())
}

/// An e-mail address that passed [`valid_email`], trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(text: &str) -> Option<Email> {
        let text = text.trim();
        valid_email(text).then(|| Email(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }
}

/// A required full name: trimmed, at most [`NAME_MAX_CHARS`] (`required`, `max_length`).
pub fn full_name(field: &str, text: &str, out: &mut Problems) -> Option<String> {
    out.required_text(field, text, NAME_MAX_CHARS)
}

/// How a person is named where anyone can read it (public reviews): the first name and the
/// initial of the last, "Ayşe Kaya" → "Ayşe K.". A single name stays as it is; an already
/// shortened "Ayşe K." stays the same. The initial is upper-cased the Turkish way (i → İ).
pub fn public_name(full_name: &str) -> String {
    let mut words = full_name.split_whitespace();
    let Some(first) = words.next() else { return String::new() };
    let Some(last) = words.last() else { return first.to_owned() };
    let initial = match last.chars().next() {
        Some('i') => "İ".to_owned(),
        Some('ı') => "I".to_owned(),
        Some(c) => c.to_uppercase().collect(),
        None => String::new(),
    };
    format!("{first} {initial}.")
}

/// An optional e-mail: blank is `None`, anything else a valid address (`email`). The outer
/// `None` means "invalid".
pub fn optional_email(field: &str, text: Option<&str>, out: &mut Problems) -> Option<Option<Email>> {
    out.optional(field, text, "email", Email::parse)
}

/// An optional Turkish mobile: blank is `None`, anything else must be one (`wrong_format`).
/// The outer `None` means "invalid".
pub fn optional_phone(field: &str, text: Option<&str>, out: &mut Problems) -> Option<Option<Phone>> {
    out.optional(field, text, "wrong_format", |t| Phone::parse(t).ok())
}

/// A required Turkish mobile (`required`, `wrong_format`).
pub fn required_phone(field: &str, text: Option<&str>, out: &mut Problems) -> Option<Phone> {
    if present(text).is_none() {
        out.push(field, "required");
        return None;
    }
    optional_phone(field, text, out).flatten()
}

/// A person's gender as forms send it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Gender {
    Male,
    Female,
}

impl Gender {
    pub fn as_str(self) -> &'static str {
        match self {
            Gender::Male => "male",
            Gender::Female => "female",
        }
    }

    pub fn parse(text: &str) -> Option<Gender> {
        [Gender::Male, Gender::Female].into_iter().find(|g| g.as_str() == text)
    }

    /// Optional: blank is `None`, anything but `male` or `female` is `wrong_format`. The outer
    /// `None` means "invalid".
    pub fn optional(field: &str, text: Option<&str>, out: &mut Problems) -> Option<Option<Gender>> {
        out.optional(field, text, "wrong_format", Gender::parse)
    }
}

/// Who a booking or a client card is for: the same three fields at checkout, at the desk's
/// manual entry and on the salon's client cards (`full_name`, `phone`, `email`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub full_name: String,
    pub phone: Phone,
    pub email: Option<Email>,
}

impl Contact {
    /// Full name and phone required, the e-mail valid when given; every problem is pushed.
    pub fn parse(full_name: Option<&str>, phone: Option<&str>, email: Option<&str>, out: &mut Problems) -> Option<Contact> {
        let full_name = self::full_name("full_name", full_name.unwrap_or_default(), out);
        let phone = required_phone("phone", phone, out);
        let email = optional_email("email", email, out);
        Some(Contact { full_name: full_name?, phone: phone?, email: email? })
    }
}

/// Who a booking is for, as checkout and the desk's manual entry take it: the contact and an
/// optional birthday (`yyyy-MM-dd`), every problem at once.
pub fn booking_contact(
    full_name: &str,
    phone: &str,
    email: Option<&str>,
    birthday: Option<&str>,
) -> Result<(Contact, Option<NaiveDate>), Problems> {
    let mut out = Problems::default();
    let contact = Contact::parse(Some(full_name), Some(phone), email, &mut out);
    let birthday = out.optional_date("birthday", birthday);
    out.finish(contact.zip(birthday))
}

/// The platform admin's search key of an account (issue #17, the users table): the folded name,
/// the phone's digits (as stored, `90555…`, and as dialled at home, `0555…`) and the folded
/// e-mail, separated by spaces, so "ayse isik" finds "Ayşe Işık", "0555 999 00 04" or
/// "+90 555 999" the phone and "AYSE@" the address. Stored in `accounts.search_key` on every write
/// of the account and matched as substrings.
pub fn account_search_key(full_name: &str, phone: Option<&str>, email: Option<&str>) -> String {
    let digits: String = phone.unwrap_or_default().chars().filter(char::is_ascii_digit).collect();
    let national = digits.strip_prefix("90").map(|rest| format!("0{rest}")).unwrap_or_default();
    let parts = [crate::text::fold(full_name.trim()), digits, national, crate::text::fold(email.unwrap_or_default().trim())];
    parts.into_iter().filter(|p| !p.is_empty()).collect::<Vec<_>>().join(" ")
}

/// What an admin's search term must find in [`account_search_key`], every part as a substring.
/// A term made only of digits and the phone mask's characters (`+90 555 999 00 04`,
/// `0555-999`) is one part, its digits, so the spaces of the mask do not split it. Any other term
/// is its folded words.
pub fn account_search_terms(term: &str) -> Vec<String> {
    let term = term.trim();
    let phone_like = term.chars().any(|c| c.is_ascii_digit()) && term.chars().all(|c| c.is_ascii_digit() || " +-()._".contains(c));
    if phone_like {
        return vec![term.chars().filter(char::is_ascii_digit).collect()];
    }
    crate::text::fold(term).split_whitespace().map(str::to_owned).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_name_is_first_name_and_initial() {
        assert_eq!(public_name("Ayşe Kaya"), "Ayşe K.");
        assert_eq!(public_name("  Mehmet Ali  Öztürk "), "Mehmet Ö.");
        assert_eq!(public_name("ilker işık"), "ilker İ.");
        assert_eq!(public_name("Ayşe K."), "Ayşe K.", "a seeded, already short name keeps its form");
        assert_eq!(public_name("Cher"), "Cher");
        assert_eq!(public_name("   "), "");
    }

    #[test]
    fn email_rule() {
        assert!(valid_email("a@b.co"));
        assert!(!valid_email("a@b"));
        assert!(!valid_email("a b@c.de"));
        assert!(!valid_email("@c.de"));
        assert!(!valid_email("a@c..de"));
        assert_eq!(Email::parse(" ayse@example.com ").map(Email::into_string), Some("ayse@example.com".into()));
    }

    #[test]
    fn a_contact_is_name_phone_and_maybe_an_email() {
        let mut out = Problems::default();
        let contact = Contact::parse(Some(" Ayşe Yılmaz "), Some("+90 555 111 22 33"), Some(" "), &mut out).unwrap();
        assert!(out.is_empty());
        assert_eq!((contact.full_name.as_str(), contact.phone.as_str(), contact.email), ("Ayşe Yılmaz", "+905551112233", None));
        let contact = Contact::parse(Some("Can"), Some("05551112233"), Some("can@example.com"), &mut out).unwrap();
        assert_eq!(contact.email.as_ref().map(Email::as_str), Some("can@example.com"));
        assert!(out.is_empty());
    }

    #[test]
    fn every_contact_problem_at_once() {
        let mut out = Problems::default();
        assert_eq!(Contact::parse(Some("  "), None, Some("ayse@"), &mut out), None);
        assert_eq!(out.codes(), vec![("full_name", "required"), ("phone", "required"), ("email", "email")]);

        let mut out = Problems::default();
        let long = "a".repeat(NAME_MAX_CHARS + 1);
        assert_eq!(Contact::parse(Some(&long), Some("+90 212 123 45 67"), None, &mut out), None);
        assert_eq!(out.codes(), vec![("full_name", "max_length"), ("phone", "wrong_format")]);
        assert_eq!(out.0[0].params, vec![("max", NAME_MAX_CHARS.to_string())]);

        let mut out = Problems::default();
        assert_eq!(Contact::parse(Some("Can"), Some("12345"), None, &mut out), None);
        assert_eq!(out.codes(), vec![("phone", "wrong_format")]);
    }

    #[test]
    fn a_booking_s_contact_has_an_optional_birthday() {
        let (contact, birthday) = booking_contact("Can Er", "+90 555 333 00 03", None, Some("1990-05-17")).unwrap();
        assert_eq!((contact.full_name.as_str(), birthday), ("Can Er", NaiveDate::from_ymd_opt(1990, 5, 17)));
        assert_eq!(booking_contact("Can Er", "5553330003", None, Some(" ")).unwrap().1, None);
        let problems = booking_contact("", "", Some("x"), Some("17.05.1990")).unwrap_err();
        assert_eq!(
            problems.codes(),
            vec![("full_name", "required"), ("phone", "required"), ("email", "email"), ("birthday", "wrong_format")]
        );
    }

    #[test]
    fn optional_phone_and_gender() {
        let mut out = Problems::default();
        assert_eq!(optional_phone("phone", Some(" "), &mut out), Some(None));
        assert_eq!(optional_phone("phone", Some("5321234567"), &mut out).flatten().map(String::from), Some("+905321234567".into()));
        assert_eq!(optional_phone("phone", Some("x"), &mut out), None);
        assert_eq!(Gender::optional("gender", Some("female"), &mut out), Some(Some(Gender::Female)));
        assert_eq!(Gender::optional("gender", None, &mut out), Some(None));
        assert_eq!(Gender::optional("gender", Some("x"), &mut out), None);
        assert_eq!(out.codes(), vec![("phone", "wrong_format"), ("gender", "wrong_format")]);
        assert_eq!(Gender::Male.as_str(), "male");
    }

    #[test]
    fn account_search_key_folds_name_and_email_and_keeps_phone_digits() {
        assert_eq!(
            account_search_key(" Ayşe IŞIK ", Some("+905559990004"), Some("Ayse@Example.com")),
            "ayse isik 905559990004 05559990004 ayse@example.com"
        );
        assert_eq!(account_search_key("", Some("+905559990004"), None), "905559990004 05559990004");
        assert_eq!(account_search_key("", None, None), "");
    }

    #[test]
    fn account_search_terms_take_a_phone_as_one_run_of_digits() {
        let key = account_search_key("Ayşe Işık", Some("+905559990004"), Some("ayse@example.com"));
        for term in ["555 999 00 04", "0555 999 00 04", "+90 555 999", "(555) 999-00-04", "0004"] {
            let parts = account_search_terms(term);
            assert_eq!(parts.len(), 1, "{term}");
            assert!(key.contains(&parts[0]), "{term} → {parts:?}");
        }
        assert_eq!(account_search_terms("0555 999"), vec!["0555999"]);
        assert_eq!(account_search_terms("+90 555"), vec!["90555"]);
        assert_eq!(account_search_terms("AYŞE  Işık"), vec!["ayse", "isik"]);
        assert_eq!(account_search_terms("AYSE@Example"), vec!["ayse@example"]);
        assert_eq!(account_search_terms("kuaför 2"), vec!["kuafor", "2"]);
        assert!(account_search_terms("  ").is_empty());
    }
}
