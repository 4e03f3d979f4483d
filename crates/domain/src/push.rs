//! Web Push (issue #21 item 2): what a browser's `PushManager` subscription must look like to be
//! stored, and which push services the server may post to.
//!
//! A subscription names a URL the server will POST to later, so it is checked here: an absolute
//! `https://` URL (plain `http://` only where the configuration allows it, for a local test push
//! service) on a host of a known push service, and the two RFC 8291 keys of the browser in their
//! exact sizes.

use crate::access::Role;
use crate::{Locale, Problems};

/// Longest endpoint stored (push services' URLs are a few hundred characters).
pub const MAX_ENDPOINT_LEN: usize = 1024;
/// Longest device label stored (the browser's user agent, cut).
pub const MAX_DEVICE_LEN: usize = 200;
/// An uncompressed P-256 point: `0x04 || x || y`.
pub const P256DH_LEN: usize = 65;
/// The browser's authentication secret.
pub const AUTH_LEN: usize = 16;

/// Hosts of the browsers' push services (Chrome/Edge/Opera via FCM, Firefox, Safari, Windows);
/// a host matches itself and its subdomains.
pub const PUSH_SERVICE_HOSTS: [&str; 5] =
    ["fcm.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com", "push.microsoft.com"];

/// A subscription fit to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    pub endpoint: String,
    /// base64url, as the browser gave it (checked to decode to [`P256DH_LEN`] bytes).
    pub p256dh: String,
    /// base64url (checked to decode to [`AUTH_LEN`] bytes).
    pub auth: String,
    pub device: String,
}

/// Where pushes may go: the hosts (and their subdomains) and whether plain `http` is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Destinations {
    pub hosts: Vec<String>,
    pub allow_http: bool,
}

impl Destinations {
    /// The browsers' push services over https.
    pub fn push_services() -> Destinations {
        Destinations { hosts: PUSH_SERVICE_HOSTS.iter().map(|h| (*h).to_owned()).collect(), allow_http: false }
    }

    /// Whether `endpoint` is an absolute URL on an allowed host with an allowed scheme.
    pub fn allows(&self, endpoint: &str) -> bool {
        let Some((scheme, rest)) = endpoint.split_once("://") else { return false };
        match scheme {
            "https" => {}
            "http" if self.allow_http => {}
            _ => return false,
        }
        let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
        if authority.contains('@') {
            return false;
        }
        let host = match authority.rsplit_once(':') {
            Some((host, port)) if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => host,
            _ => authority,
        }
        .to_ascii_lowercase();
        !host.is_empty()
            && self.hosts.iter().any(|allowed| {
                let allowed = allowed.to_ascii_lowercase();
                host == allowed || host.ends_with(&format!(".{allowed}"))
            })
    }
}

impl Subscription {
    /// Checks a subscription as the browser sent it; every mistake at once.
    pub fn parse(endpoint: &str, p256dh: &str, auth: &str, device: &str, destinations: &Destinations) -> Result<Subscription, Problems> {
        let mut problems = Problems::default();
        let endpoint = endpoint.trim();
        if endpoint.is_empty() {
            problems.push("endpoint", "required");
        } else if endpoint.chars().count() > MAX_ENDPOINT_LEN {
            problems.push_with("endpoint", "max_length", vec![("max", MAX_ENDPOINT_LEN.to_string())]);
        } else if !destinations.allows(endpoint) {
            problems.push("endpoint", "wrong_format");
        }
        let key = base64url_decode(p256dh.trim());
        if !key.as_ref().is_some_and(|k| k.len() == P256DH_LEN && k[0] == 4) {
            problems.push("keys.p256dh", "wrong_format");
        }
        if base64url_decode(auth.trim()).is_none_or(|a| a.len() != AUTH_LEN) {
            problems.push("keys.auth", "wrong_format");
        }
        // The label is only shown to the user; a long user agent is cut rather than refused.
        let device: String = device.trim().chars().filter(|c| !c.is_control()).take(MAX_DEVICE_LEN).collect();
        problems.into_result()?;
        Ok(Subscription { endpoint: endpoint.to_owned(), p256dh: p256dh.trim().to_owned(), auth: auth.trim().to_owned(), device })
    }
}

/// Where clicking a push leads: the notifications page of the recipient's role, in their
/// language (the routes `dashboard-notifications`, `master-notifications`,
/// `admin-salon-notifications`, `admin-notifications`).
pub fn notifications_path(role: Option<Role>, locale: Locale) -> String {
    let path = match role {
        Some(Role::Client) | None => "/dashboard/notifications",
        Some(Role::SalonMaster) => "/master/notifications",
        Some(Role::SalonAdmin | Role::SalonManager) => "/admin-salon/notifications",
        Some(Role::Admin) => "/admin/notifications",
    };
    format!("{}{path}", locale.path_prefix())
}

/// Decodes base64url with or without padding (what `PushSubscription.toJSON()` gives); `None`
/// when it is not base64url.
pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut buffer = 0u32;
    let mut bits = 0;
    for byte in text.bytes() {
        let value = match byte {
            b'A'..=b'Z' => byte - b'A',
            b'a'..=b'z' => byte - b'a' + 26,
            b'0'..=b'9' => byte - b'0' + 52,
            b'-' => 62,
            b'_' => 63,
            _ => return None,
        };
        buffer = (buffer << 6) | u32::from(value);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
            buffer &= (1 << bits) - 1;
        }
    }
    // Leftover bits must be padding zeros, and one leftover character cannot encode a byte.
    (bits < 6 && buffer == 0).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
    const AUTH: &str = "tBHItJI5svbpez7KI4CCXg";

    #[test]
    fn decodes_base64url_as_browsers_write_it() {
        assert_eq!(base64url_decode("AQID"), Some(vec![1, 2, 3]));
        assert_eq!(base64url_decode("AQI"), Some(vec![1, 2]));
        assert_eq!(base64url_decode("AQ=="), Some(vec![1]));
        assert_eq!(base64url_decode("-_8"), Some(vec![0xfb, 0xff]));
        assert_eq!(base64url_decode("A"), None, "one character is no byte");
        assert_eq!(base64url_decode("AQ+/"), None, "standard base64 is not base64url");
        assert_eq!(base64url_decode(KEY).map(|k| k.len()), Some(65));
    }

    #[test]
    fn a_push_opens_the_notifications_of_the_role_in_its_language() {
        assert_eq!(notifications_path(Some(Role::Client), Locale::Tr), "/dashboard/notifications");
        assert_eq!(notifications_path(Some(Role::SalonMaster), Locale::En), "/en/master/notifications");
        assert_eq!(notifications_path(Some(Role::SalonManager), Locale::Ru), "/ru/admin-salon/notifications");
        assert_eq!(notifications_path(Some(Role::Admin), Locale::Tr), "/admin/notifications");
    }

    #[test]
    fn push_services_are_https_hosts_of_the_browsers() {
        let services = Destinations::push_services();
        assert!(services.allows("https://fcm.googleapis.com/fcm/send/abc"));
        assert!(services.allows("https://updates.push.services.mozilla.com/wpush/v2/x"));
        assert!(services.allows("https://web.push.apple.com/QGu"));
        assert!(services.allows("https://wns2-par02p.notify.windows.com/w/?token=x"));
        assert!(!services.allows("http://fcm.googleapis.com/fcm/send/abc"), "plain http");
        assert!(!services.allows("https://evilfcm.googleapis.com.attacker.example/x"));
        assert!(!services.allows("https://fcm.googleapis.com@169.254.169.254/x"), "credentials trick");
        assert!(!services.allows("https://169.254.169.254/latest/meta-data"));
        assert!(!services.allows("fcm.googleapis.com/x"));
        let local = Destinations { hosts: vec!["127.0.0.1".into()], allow_http: true };
        assert!(local.allows("http://127.0.0.1:4000/push/1"));
        assert!(!local.allows("http://127.0.0.2:4000/push/1"));
    }

    #[test]
    fn a_subscription_needs_an_allowed_endpoint_and_both_keys() {
        let services = Destinations::push_services();
        let ok = Subscription::parse(" https://fcm.googleapis.com/fcm/send/abc ", KEY, AUTH, "Chrome on Linux", &services).unwrap();
        assert_eq!(ok.endpoint, "https://fcm.googleapis.com/fcm/send/abc");
        let wrong = Subscription::parse("https://example.com/x", "AQID", "AQID", "", &services).unwrap_err();
        assert_eq!(wrong.codes(), [("endpoint", "wrong_format"), ("keys.p256dh", "wrong_format"), ("keys.auth", "wrong_format")]);
        let long = format!("https://fcm.googleapis.com/{}", "a".repeat(MAX_ENDPOINT_LEN));
        assert_eq!(Subscription::parse(&long, KEY, AUTH, "", &services).unwrap_err().codes(), [("endpoint", "max_length")]);
        assert_eq!(Subscription::parse("", KEY, AUTH, "", &services).unwrap_err().codes(), [("endpoint", "required")]);
        let device = "x".repeat(500);
        assert_eq!(
            Subscription::parse("https://fcm.googleapis.com/a", KEY, AUTH, &device, &services).unwrap().device.len(),
            MAX_DEVICE_LEN
        );
    }
}
