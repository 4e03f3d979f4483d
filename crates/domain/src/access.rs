//! Roles, login-code policy and account lifecycle rules (spec §4, §6, §9; DESIGN §7).

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc, Weekday};
use serde::{Deserialize, Serialize};

/// The roles an account may hold. `salon_manager` exists only in route guards (spec §1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Client,
    Admin,
    SalonAdmin,
    SalonManager,
    SalonMaster,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Client => "client",
            Role::Admin => "admin",
            Role::SalonAdmin => "salon_admin",
            Role::SalonManager => "salon_manager",
            Role::SalonMaster => "salon_master",
        }
    }

    pub fn parse(text: &str) -> Option<Role> {
        Some(match text {
            "client" => Role::Client,
            "admin" => Role::Admin,
            "salon_admin" => Role::SalonAdmin,
            "salon_manager" => Role::SalonManager,
            "salon_master" => Role::SalonMaster,
            _ => return None,
        })
    }

    /// The route a user lands on after login or a role switch (spec §4).
    pub fn home_route(self) -> &'static str {
        match self {
            Role::Client => "dashboard-personal",
            Role::SalonAdmin | Role::SalonManager => "admin-salon-salon",
            Role::SalonMaster => "master-personal",
            Role::Admin => "admin-services-catalog",
        }
    }

    /// Staff of a salon: may use `/api/salon`.
    pub fn is_salon_staff(self) -> bool {
        matches!(self, Role::SalonAdmin | Role::SalonManager)
    }
}

/// Login codes: 4 digits, alive 300 s, dead after 5 wrong tries.
pub const CODE_LENGTH: usize = 4;
pub const CODE_TTL_SECONDS: i64 = 300;
pub const CODE_MAX_WRONG_TRIES: i32 = 5;
/// Sending limits: per phone 1 a minute and 5 a day, per IP 10 an hour.
pub const SENDS_PER_PHONE_MIN_GAP_SECONDS: i64 = 60;
pub const SENDS_PER_PHONE_PER_DAY: usize = 5;
pub const SENDS_PER_IP_PER_HOUR: usize = 10;
/// Password logins: at most 10 failed tries per phone and 10 per IP address in 15 minutes; the
/// next one is refused (`too_many_requests`) until older tries leave the window.
pub const PASSWORD_TRIES_PER_WINDOW: u64 = 10;
pub const PASSWORD_TRIES_WINDOW_MINUTES: i64 = 15;

/// Whether one more password login may be tried, given the failed tries of the window for the
/// phone and for the IP address.
pub fn may_try_password(failed_by_phone: u64, failed_by_ip: u64) -> bool {
    failed_by_phone < PASSWORD_TRIES_PER_WINDOW && failed_by_ip < PASSWORD_TRIES_PER_WINDOW
}

/// Web login cookie lifetime (spec §9).
pub const SESSION_DAYS: i64 = 30;

/// Why a code may not be sent now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendRefusal {
    /// Retry after this many seconds.
    TooSoon(i64),
    DailyLimit,
    IpLimit,
}

/// Decides whether one more code may be sent, given the earlier sends to the same phone and
/// from the same IP address (any order).
pub fn may_send_code(phone_sends: &[DateTime<Utc>], ip_sends: &[DateTime<Utc>], now: DateTime<Utc>) -> Result<(), SendRefusal> {
    if let Some(last) = phone_sends.iter().max() {
        let since = (now - *last).num_seconds();
        if since < SENDS_PER_PHONE_MIN_GAP_SECONDS {
            return Err(SendRefusal::TooSoon(SENDS_PER_PHONE_MIN_GAP_SECONDS - since));
        }
    }
    if phone_sends.iter().filter(|t| now - **t < Duration::hours(24)).count() >= SENDS_PER_PHONE_PER_DAY {
        return Err(SendRefusal::DailyLimit);
    }
    if ip_sends.iter().filter(|t| now - **t < Duration::hours(1)).count() >= SENDS_PER_IP_PER_HOUR {
        return Err(SendRefusal::IpLimit);
    }
    Ok(())
}

/// A code is accepted only while alive, unused and under the wrong-try limit.
pub fn code_usable(created_at: DateTime<Utc>, used: bool, wrong_tries: i32, now: DateTime<Utc>) -> bool {
    !used && wrong_tries < CODE_MAX_WRONG_TRIES && (now - created_at).num_seconds() < CODE_TTL_SECONDS
}

/// The date `business_days` working days (Mon-Fri) after `from`: account deletions are processed
/// within 7 business days (spec §1).
pub fn add_business_days(from: NaiveDate, business_days: u32) -> NaiveDate {
    let mut date = from;
    let mut left = business_days;
    while left > 0 {
        date += Duration::days(1);
        if !matches!(date.weekday(), Weekday::Sat | Weekday::Sun) {
            left -= 1;
        }
    }
    date
}

/// Business days within which a deletion request is carried out.
pub const DELETION_BUSINESS_DAYS: u32 = 7;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_failed_password_tries_per_phone_or_ip() {
        assert!(may_try_password(9, 9));
        assert!(!may_try_password(10, 0), "the 11th try for a phone");
        assert!(!may_try_password(0, 10), "the 11th try from an address");
    }

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    #[test]
    fn one_send_a_minute_five_a_day() {
        assert_eq!(may_send_code(&[], &[], at(0)), Ok(()));
        assert_eq!(may_send_code(&[at(0)], &[], at(30)), Err(SendRefusal::TooSoon(30)));
        assert_eq!(may_send_code(&[at(0)], &[], at(60)), Ok(()));
        let five: Vec<_> = (0..5).map(|i| at(i * 3600)).collect();
        assert_eq!(may_send_code(&five, &[], at(5 * 3600)), Err(SendRefusal::DailyLimit));
        assert_eq!(may_send_code(&five, &[], at(24 * 3600 + 1)), Ok(()), "the oldest send left the window");
    }

    #[test]
    fn ten_sends_an_hour_per_ip() {
        let ten: Vec<_> = (0..10).map(|i| at(i * 60)).collect();
        assert_eq!(may_send_code(&[], &ten, at(700)), Err(SendRefusal::IpLimit));
        assert_eq!(may_send_code(&[], &ten, at(3601)), Ok(()));
    }

    #[test]
    fn codes_expire_and_die_after_five_wrong_tries() {
        assert!(code_usable(at(0), false, 0, at(299)));
        assert!(!code_usable(at(0), false, 0, at(300)));
        assert!(!code_usable(at(0), true, 0, at(1)));
        assert!(code_usable(at(0), false, 4, at(1)));
        assert!(!code_usable(at(0), false, 5, at(1)));
    }

    #[test]
    fn business_days_skip_weekends() {
        let friday = NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
        assert_eq!(add_business_days(friday, 1), NaiveDate::from_ymd_opt(2026, 11, 23).unwrap());
        assert_eq!(add_business_days(friday, 7), NaiveDate::from_ymd_opt(2026, 12, 1).unwrap());
    }

    #[test]
    fn role_homes() {
        assert_eq!(Role::parse("salon_admin").unwrap().home_route(), "admin-salon-salon");
        assert_eq!(Role::Admin.home_route(), "admin-services-catalog");
        assert_eq!(Role::parse("nobody"), None);
    }
}
