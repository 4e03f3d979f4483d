//! The newsletter (issue #20 item 6): double opt-in by e-mail, the consent kept with the fields
//! İYS (İleti Yönetim Sistemi, the Turkish registry of commercial-message consents) asks for:
//! type e-mail, source web, status, recipient type individual, consent date, recipient.

use chrono::{DateTime, Duration, Utc};

use crate::Problems;
use crate::person::Email;

/// The longest address the form takes (RFC 5321's path limit).
pub const EMAIL_MAX_CHARS: usize = 254;
/// How long a confirmation link works.
pub const CONFIRM_LINK_HOURS: i64 = 72;
/// A new confirmation mail to the same address at most this often (a repeated form re-sends).
pub const RESEND_AFTER_SECS: i64 = 60;
/// Sign-ups from one address (IP) per hour.
pub const MAX_PER_IP_PER_HOUR: u64 = 10;

/// İYS consent values as stored (exported with these names and the İYS codes beside them).
pub const CONSENT_TYPE: &str = "email";
pub const CONSENT_SOURCE: &str = "web";
pub const RECIPIENT_TYPE: &str = "individual";

/// Where a subscriber stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Asked; the confirmation link is not yet opened. Nothing is sent but the confirmation.
    Pending,
    /// Confirmed (İYS `ONAY`).
    Approved,
    /// Unsubscribed (İYS `RET`).
    Rejected,
}

impl Status {
    pub const ALL: [Status; 3] = [Status::Pending, Status::Approved, Status::Rejected];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Pending => "pending",
            Status::Approved => "approved",
            Status::Rejected => "rejected",
        }
    }

    /// The İYS status code (a pending address has none yet).
    pub fn iys_code(self) -> &'static str {
        match self {
            Status::Pending => "",
            Status::Approved => "ONAY",
            Status::Rejected => "RET",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// The address of a sign-up: trimmed, lower-cased (one subscriber per mailbox), at most
/// [`EMAIL_MAX_CHARS`]; `email` (the spec's "Please enter a valid e-mail address") otherwise.
pub fn parse_email(text: &str) -> Result<Email, Problems> {
    let text = text.trim();
    if text.is_empty() {
        return Err(Problems::one("email", "required"));
    }
    if text.chars().count() > EMAIL_MAX_CHARS || text.chars().any(char::is_control) {
        return Err(Problems::one("email", "email"));
    }
    Email::parse(&text.to_lowercase()).ok_or_else(|| Problems::one("email", "email"))
}

/// What a repeated sign-up of a known address does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeat {
    /// Already confirmed: nothing changes, nothing is sent (the answer looks the same).
    Nothing,
    /// Pending or unsubscribed: a new confirmation mail.
    Resend,
    /// The last mail went out moments ago: nothing is sent now.
    TooSoon,
}

/// What a sign-up of an address already stored does.
pub fn on_repeat(status: Status, confirm_sent_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Repeat {
    match status {
        Status::Approved => Repeat::Nothing,
        Status::Pending | Status::Rejected => match confirm_sent_at {
            Some(sent) if now - sent < Duration::seconds(RESEND_AFTER_SECS) => Repeat::TooSoon,
            _ => Repeat::Resend,
        },
    }
}

/// Whether a confirmation link sent at `sent_at` still works at `now`.
pub fn link_alive(sent_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> bool {
    sent_at.is_some_and(|sent| now - sent <= Duration::hours(CONFIRM_LINK_HOURS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_lower_cased_and_checked() {
        assert_eq!(parse_email("  Ayse@Example.COM ").unwrap().as_str(), "ayse@example.com");
        assert_eq!(parse_email("").unwrap_err().codes(), vec![("email", "required")]);
        assert_eq!(parse_email("ayse@").unwrap_err().codes(), vec![("email", "email")]);
        assert_eq!(parse_email(&format!("{}@x.com", "a".repeat(260))).unwrap_err().codes(), vec![("email", "email")]);
    }

    #[test]
    fn repeats_resend_unless_confirmed_or_just_sent() {
        let now = Utc::now();
        assert_eq!(on_repeat(Status::Approved, Some(now - Duration::days(3)), now), Repeat::Nothing);
        assert_eq!(on_repeat(Status::Pending, Some(now - Duration::seconds(5)), now), Repeat::TooSoon);
        assert_eq!(on_repeat(Status::Pending, Some(now - Duration::minutes(5)), now), Repeat::Resend);
        assert_eq!(on_repeat(Status::Rejected, None, now), Repeat::Resend);
    }

    #[test]
    fn links_expire_after_three_days() {
        let now = Utc::now();
        assert!(link_alive(Some(now - Duration::hours(71)), now));
        assert!(!link_alive(Some(now - Duration::hours(73)), now));
        assert!(!link_alive(None, now));
    }
}
