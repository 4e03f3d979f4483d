//! The client's IP address for every per-IP limit (SMS code sends, password logins, captcha).
//!
//! Behind a reverse proxy every TCP connection comes from the proxy, so the client's address is in
//! `Forwarded` or `X-Forwarded-For`. Those headers are believed only when the TCP peer is one of the
//! configured `trusted_proxies`: from anyone else they are ignored, so a client cannot pick a new
//! address per request by writing the header itself.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use ipnet::IpNet;

use crate::state::AppState;

/// The caller's address, for per-IP limits.
pub struct ClientIp(pub String);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
        Ok(ClientIp(
            client_ip(peer, &parts.headers, &state.config.trusted_proxies).map_or_else(|| "unknown".to_owned(), |ip| ip.to_string()),
        ))
    }
}

/// The client's address: the peer's, unless the peer is a trusted proxy; then the nearest address
/// in the forwarding chain that is not a trusted proxy itself (the leftmost when all are).
pub fn client_ip(peer: Option<IpAddr>, headers: &HeaderMap, trusted: &[IpNet]) -> Option<IpAddr> {
    let peer = peer?;
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return Some(peer);
    }
    let chain = forwarded_for(headers);
    chain.iter().rev().find(|ip| !is_trusted(ip)).or(chain.first()).copied().or(Some(peer))
}

/// The addresses of `Forwarded: for=…` (RFC 7239) when present, else of `X-Forwarded-For`, in
/// order from the original client to the nearest proxy. Entries that are no IP address
/// (`unknown`, obfuscated names) are left out.
fn forwarded_for(headers: &HeaderMap) -> Vec<IpAddr> {
    let values = |name: &str| headers.get_all(name).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).map(str::trim);
    let forwarded: Vec<IpAddr> = values("forwarded")
        .flat_map(|element| element.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .filter(|(key, _)| key.trim().eq_ignore_ascii_case("for"))
        .filter_map(|(_, value)| parse_node(value.trim().trim_matches('"')))
        .collect();
    if !forwarded.is_empty() {
        return forwarded;
    }
    values("x-forwarded-for").filter_map(parse_node).collect()
}

/// `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1` or `[2001:db8::1]:4711`.
fn parse_node(text: &str) -> Option<IpAddr> {
    if let Ok(ip) = text.parse() {
        return Some(ip);
    }
    if let Some(rest) = text.strip_prefix('[') {
        return rest.split_once(']').and_then(|(ip, _)| ip.parse().ok());
    }
    text.parse::<SocketAddr>().ok().map(|s| s.ip())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().unwrap());
        }
        map
    }

    fn ip(text: &str) -> Option<IpAddr> {
        Some(text.parse().unwrap())
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_writes() {
        let h = headers(&[("x-forwarded-for", "203.0.113.9"), ("forwarded", "for=203.0.113.8")]);
        assert_eq!(client_ip(ip("198.51.100.7"), &h, &[]), ip("198.51.100.7"));
        let trusted = ["10.0.0.0/8".parse().unwrap()];
        assert_eq!(client_ip(ip("198.51.100.7"), &h, &trusted), ip("198.51.100.7"));
    }

    #[test]
    fn a_trusted_proxy_passes_the_nearest_untrusted_address() {
        let trusted: Vec<IpNet> = vec!["10.0.0.0/8".parse().unwrap(), "127.0.0.1/32".parse().unwrap()];
        let peer = ip("10.1.2.3");
        // A client's own made-up first entry is skipped: the chain is read from the right.
        let h = headers(&[("x-forwarded-for", "1.1.1.1, 203.0.113.9, 10.0.0.5")]);
        assert_eq!(client_ip(peer, &h, &trusted), ip("203.0.113.9"));
        let h = headers(&[("x-forwarded-for", "1.1.1.1"), ("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(client_ip(peer, &h, &trusted), ip("203.0.113.9"), "repeated headers are one list");
        let h = headers(&[("forwarded", "for=\"[2001:db8::1]:4711\";proto=https, for=10.0.0.5"), ("x-forwarded-for", "203.0.113.9")]);
        assert_eq!(client_ip(peer, &h, &trusted), ip("2001:db8::1"), "Forwarded wins over X-Forwarded-For");
        let h = headers(&[("x-forwarded-for", "10.0.0.9, 10.0.0.5")]);
        assert_eq!(client_ip(peer, &h, &trusted), ip("10.0.0.9"), "all trusted: the leftmost");
        assert_eq!(client_ip(peer, &HeaderMap::new(), &trusted), peer, "no header: the proxy itself");
        let h = headers(&[("x-forwarded-for", "203.0.113.9:5555")]);
        assert_eq!(client_ip(peer, &h, &trusted), ip("203.0.113.9"));
    }
}
