//! Rules about the people in forms (spec §5): names and e-mail addresses.

/// The longest full name a form takes.
pub const NAME_MAX_CHARS: usize = 120;

/// Spec §5: non-space text, an at sign, a dot-separated domain.
pub fn valid_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else { return false };
    !local.is_empty() && !email.contains(char::is_whitespace) && domain.split('.').count() >= 2 && domain.split('.').all(|p| !p.is_empty())
}

#[cfg(test)]
mod tests {
    #[test]
    fn email_rule() {
        assert!(super::valid_email("a@b.co"));
        assert!(!super::valid_email("a@b"));
        assert!(!super::valid_email("a b@c.de"));
        assert!(!super::valid_email("@c.de"));
        assert!(!super::valid_email("a@c..de"));
    }
}
