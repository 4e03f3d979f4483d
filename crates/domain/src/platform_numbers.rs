//! The platform's numbers for its admin (issue #19 item 6): the period a chart or report covers,
//! the monthly recurring revenue, churn and conversion rules, and what a recorded page view may
//! hold. Page views are counted per (day, route kind, salon, locale, referrer host) and carry no
//! personal data: no address, no account, no cookie, no full URL.

use chrono::{Duration, NaiveDate};

use crate::Locale;
use crate::problems::Problems;
use crate::subscription::Status;

/// The longest period one chart or report call covers: a year (leap day included), so a call
/// cannot ask the database for decades of days.
pub const MAX_PERIOD_DAYS: i64 = 366;
/// The period a screen opens with: the last 30 days, today included.
pub const DEFAULT_PERIOD_DAYS: i64 = 30;

/// Days `from..=to` (salon-local, Europe/Istanbul), both ends included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl Period {
    /// The period of `from` / `to` (`yyyy-MM-dd`); a missing end defaults to the last
    /// [`DEFAULT_PERIOD_DAYS`] days up to `today`. `from` after `to` or more than
    /// [`MAX_PERIOD_DAYS`] days is a 422 on the field, never a silent clamp.
    pub fn parse(from: Option<&str>, to: Option<&str>, today: NaiveDate) -> Result<Period, Problems> {
        let mut problems = Problems::default();
        // Absent is not blank: `?to=` names the parameter with no date in it, a wrong format.
        let to = to.and_then(|text| problems.date("to", text));
        let from = from.and_then(|text| problems.date("from", text));
        problems.into_result()?;
        let to = to.unwrap_or(today);
        let from = from.unwrap_or(to - Duration::days(DEFAULT_PERIOD_DAYS - 1));
        if from > to {
            return Err(Problems::one("from", "period_order"));
        }
        let period = Period { from, to };
        if period.days() > MAX_PERIOD_DAYS {
            let mut out = Problems::default();
            out.push_with("from", "period_too_long", vec![("max", MAX_PERIOD_DAYS.to_string())]);
            return Err(out);
        }
        Ok(period)
    }

    /// How many days it covers.
    pub fn days(self) -> i64 {
        (self.to - self.from).num_days() + 1
    }

    /// Every day of the period in order (the charts show days without bookings as zero).
    pub fn each_day(self) -> impl Iterator<Item = NaiveDate> {
        self.from.iter_days().take_while(move |d| *d <= self.to)
    }

    /// The day after the last one: instants before its start are inside the period.
    pub fn end_exclusive(self) -> NaiveDate {
        self.to.succ_opt().unwrap_or(self.to)
    }
}

/// A subscription's monthly contribution to MRR, in kuruş: a paid plan in a state that is paid
/// for (active, or past due while its retries run). Trials and cancelled ones bring nothing.
pub fn monthly_revenue_kurus(plan: crate::plan::Plan, status: Status) -> i64 {
    match status {
        Status::Active | Status::PastDue => plan.monthly_price_kurus(),
        Status::Trial | Status::Cancelled => 0,
    }
}

/// A share in basis points (1 % = 100 bp), rounded half up; `None` when nothing was counted
/// below the line (no page views, no paying salons): a rate of nothing is not 0 %.
pub fn rate_bp(part: i64, whole: i64) -> Option<i64> {
    if whole <= 0 {
        return None;
    }
    let part = part.max(0) as i128;
    Some(((part * 10_000 * 2 + whole as i128) / (2 * whole as i128)) as i64)
}

/// Churn of a period: of the subscriptions that were paying when it began (`paying_at_start`),
/// the share that ended inside it (`ended`), in basis points.
pub fn churn_bp(ended: i64, paying_at_start: i64) -> Option<i64> {
    rate_bp(ended, paying_at_start)
}

/// Conversion: bookings made online per salon page view, in basis points.
pub fn conversion_bp(bookings: i64, page_views: i64) -> Option<i64> {
    rate_bp(bookings, page_views)
}

/// The kinds of pages counted. Anything else the web reports (cabinets, unknown names) is
/// `other`: a fixed, small set keeps the counters bounded.
pub const PAGE_KINDS: [&str; 12] =
    ["home", "salon", "master", "places", "city-service", "blog", "blog-post", "order", "partners", "about", "contact", "other"];

/// The route kind of a route name the web matched (`routes.json`); unknown names are `other`.
pub fn page_kind(route: &str) -> &'static str {
    match route {
        // The landing `/{city}-{service}` is the city-service page under another path.
        "city-service-landing" => "city-service",
        _ => PAGE_KINDS.iter().copied().find(|k| *k == route).unwrap_or("other"),
    }
}

/// Whether a page kind names a salon (its views count towards that salon's conversion).
pub fn kind_has_salon(kind: &str) -> bool {
    matches!(kind, "salon" | "master")
}

/// The longest referrer host kept (DNS names are at most 253 characters).
pub const REFERRER_HOST_MAX_CHARS: usize = 253;
/// Distinct referrer hosts kept per day; views from any further new host count as
/// [`OTHER_REFERRER`], so a bot inventing hosts cannot grow the table without bound.
pub const MAX_REFERRER_HOSTS_PER_DAY: i64 = 200;
/// The referrer host of views from hosts beyond the day's [`MAX_REFERRER_HOSTS_PER_DAY`].
pub const OTHER_REFERRER: &str = "other";
/// The longest referrer URL and route name read from a page view.
pub const REFERRER_MAX_CHARS: usize = 2048;
pub const ROUTE_MAX_CHARS: usize = 64;
pub const SLUG_MAX_CHARS: usize = 200;

/// The host of an external `http(s)` referrer, lowercased and without `www.`; `""` (direct)
/// for none, one that is not a plain host name, or the site's own host (`own_host`, as the
/// request's Host header names it, port ignored). Only the host is kept: paths and queries can
/// carry personal data.
pub fn referrer_host(referrer: Option<&str>, own_host: Option<&str>) -> String {
    let Some(referrer) = referrer.map(str::trim).filter(|r| !r.is_empty()) else { return String::new() };
    let lower = referrer.to_ascii_lowercase();
    let Some(rest) = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://")) else { return String::new() };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    // Credentials before `@` are dropped with everything else but the host.
    let host_port = authority.rsplit('@').next().unwrap_or("");
    let host = host_port.split(':').next().unwrap_or("");
    let host = host.strip_prefix("www.").unwrap_or(host);
    let plain = !host.is_empty()
        && host.len() <= REFERRER_HOST_MAX_CHARS
        && host.contains('.')
        && host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
        && !host.starts_with(['.', '-'])
        && !host.ends_with(['.', '-']);
    if !plain {
        return String::new();
    }
    let own = own_host.map(|h| {
        let h = h.trim().to_ascii_lowercase();
        let h = h.split(':').next().unwrap_or("").to_owned();
        h.strip_prefix("www.").map(str::to_owned).unwrap_or(h)
    });
    if own.as_deref() == Some(host) {
        return String::new();
    }
    host.to_owned()
}

/// One page view as it is counted: what may be stored of it and nothing more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageView {
    pub day: NaiveDate,
    pub kind: &'static str,
    /// The salon of a salon or master page (resolved from its slug by the server).
    pub salon_id: Option<i64>,
    pub locale: Locale,
    /// `""` for direct visits and internal navigation.
    pub referrer_host: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::Plan;

    fn day(text: &str) -> NaiveDate {
        crate::time::parse_date(text).unwrap()
    }

    #[test]
    fn a_period_defaults_to_the_last_thirty_days() {
        let p = Period::parse(None, None, day("2026-11-24")).unwrap();
        assert_eq!((p.from, p.to, p.days()), (day("2026-10-26"), day("2026-11-24"), 30));
        assert_eq!(p.each_day().count(), 30);
        assert_eq!(p.end_exclusive(), day("2026-11-25"));
    }

    #[test]
    fn a_period_out_of_order_or_too_long_is_refused() {
        let today = day("2026-11-24");
        assert_eq!(Period::parse(Some("2026-11-20"), Some("2026-11-19"), today).unwrap_err().codes(), vec![("from", "period_order")]);
        assert_eq!(Period::parse(Some("2025-01-01"), Some("2026-01-02"), today).unwrap_err().codes(), vec![("from", "period_too_long")]);
        assert!(Period::parse(Some("2024-01-01"), Some("2024-12-31"), today).is_ok());
        assert!(Period::parse(Some("2026-13-01"), None, today).unwrap_err().has("from"));
        // A named but empty end is a wrong format, not a default (schemathesis ST201).
        assert_eq!(Period::parse(None, Some(""), today).unwrap_err().codes(), vec![("to", "wrong_format")]);
    }

    #[test]
    fn mrr_counts_paid_states_only() {
        assert_eq!(monthly_revenue_kurus(Plan::Premium, Status::Active), 159_900);
        assert_eq!(monthly_revenue_kurus(Plan::Premium, Status::PastDue), 159_900);
        assert_eq!(monthly_revenue_kurus(Plan::Premium, Status::Trial), 0);
        assert_eq!(monthly_revenue_kurus(Plan::Premium, Status::Cancelled), 0);
        assert_eq!(monthly_revenue_kurus(Plan::Free, Status::Active), 0);
    }

    #[test]
    fn rates_round_half_up_and_have_no_value_over_nothing() {
        assert_eq!(conversion_bp(1, 3), Some(3_333));
        assert_eq!(conversion_bp(2, 3), Some(6_667));
        assert_eq!(churn_bp(1, 4), Some(2_500));
        assert_eq!(conversion_bp(0, 10), Some(0));
        assert_eq!(conversion_bp(3, 0), None);
    }

    #[test]
    fn page_kinds_are_a_closed_set() {
        assert_eq!(page_kind("salon"), "salon");
        assert_eq!(page_kind("city-service-landing"), "city-service");
        assert_eq!(page_kind("admin-analytics"), "other");
        assert_eq!(page_kind("x".repeat(60).as_str()), "other");
        assert!(kind_has_salon("master") && !kind_has_salon("home"));
    }

    #[test]
    fn only_an_external_host_is_kept_of_a_referrer() {
        assert_eq!(referrer_host(Some("https://www.Google.com.tr/search?q=ali+veli"), Some("randevu.app")), "google.com.tr");
        assert_eq!(referrer_host(Some("http://user:pw@instagram.com:8080/p/1"), None), "instagram.com");
        assert_eq!(referrer_host(Some("https://randevu.app/isletme/x"), Some("www.randevu.app:443")), "");
        assert_eq!(referrer_host(Some("android-app://com.google"), None), "");
        assert_eq!(referrer_host(Some("https://localhost/"), None), "");
        assert_eq!(referrer_host(Some("https://exa_mple.com/"), None), "");
        assert_eq!(referrer_host(None, None), "");
    }
}
