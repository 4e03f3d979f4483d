//! The platform's numbers for its admin (issue #19 item 6): the monthly recurring revenue, churn and conversion rules, and what a recorded page view may
//! hold. Page views are counted per (day, route kind, salon, locale, referrer host) and carry no
//! personal data: no address, no account, no cookie, no full URL.

use chrono::NaiveDate;

use crate::Locale;
use crate::subscription::Status;

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
