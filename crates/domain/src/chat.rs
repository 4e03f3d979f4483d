//! Chat with the feedback moderator (spec §1, issue #21): what a message may hold, which side of a
//! conversation a reader is on, and what a conversation's state may be.

use crate::Problems;

/// The longest message text, in characters.
pub const MAX_TEXT_CHARS: usize = 2000;
/// The longest image URL a message may carry.
pub const MAX_IMAGE_URL_CHARS: usize = 300;
/// Only images uploaded through the upload call's `chat` folder may be attached.
pub const IMAGE_URL_PREFIX: &str = "/api/files/chat/";
/// The most messages one page (or one catch-up) returns.
pub const MAX_PAGE: u64 = 100;
/// The most messages a reconnecting socket is sent before it must page the rest.
pub const MAX_CATCH_UP: u64 = 500;

/// A message as the sender wrote it: trimmed text (may be empty only with an image) and an image.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageBody {
    pub text: String,
    pub image_url: Option<String>,
}

impl MessageBody {
    /// The text is trimmed and at most [`MAX_TEXT_CHARS`] characters; a message needs text or an
    /// image; an image is an uploaded chat file's URL. Control characters other than line breaks
    /// and tabs are refused (the text is shown as plain text, never as HTML).
    pub fn parse(text: Option<&str>, image_url: Option<&str>) -> Result<MessageBody, Problems> {
        let mut problems = Problems::default();
        let text = text.unwrap_or_default().trim().to_owned();
        let image_url = image_url.map(str::trim).filter(|u| !u.is_empty()).map(str::to_owned);
        if text.chars().count() > MAX_TEXT_CHARS {
            problems.push_with("text", "max_length", vec![("max", MAX_TEXT_CHARS.to_string())]);
        }
        if text.chars().any(|c| c.is_control() && c != '\n' && c != '\t' && c != '\r') {
            problems.push("text", "wrong_format");
        }
        if let Some(url) = &image_url
            && (url.chars().count() > MAX_IMAGE_URL_CHARS
                || !url.starts_with(IMAGE_URL_PREFIX)
                || url.contains("..")
                || !url[IMAGE_URL_PREFIX.len()..].chars().all(|c| c.is_ascii_alphanumeric() || "-_./".contains(c)))
        {
            problems.push("image_url", "wrong_format");
        }
        if text.is_empty() && image_url.is_none() {
            problems.push("text", "required");
        }
        problems.into_result()?;
        Ok(MessageBody { text, image_url })
    }
}

/// Whether a conversation waits for the moderators or is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Open,
    Resolved,
}

impl Status {
    pub fn parse(value: &str) -> Option<Status> {
        match value {
            "open" => Some(Status::Open),
            "resolved" => Some(Status::Resolved),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Resolved => "resolved",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_trimmed_and_bounded_and_an_image_may_stand_alone() {
        assert_eq!(MessageBody::parse(Some("  Merhaba \n"), None).unwrap().text, "Merhaba");
        assert_eq!(MessageBody::parse(Some(&"ş".repeat(MAX_TEXT_CHARS)), None).unwrap().text.chars().count(), MAX_TEXT_CHARS);
        assert_eq!(MessageBody::parse(Some(&"a".repeat(MAX_TEXT_CHARS + 1)), None).unwrap_err().codes(), vec![("text", "max_length")]);
        assert_eq!(MessageBody::parse(Some("   "), None).unwrap_err().codes(), vec![("text", "required")]);
        assert_eq!(MessageBody::parse(None, None).unwrap_err().codes(), vec![("text", "required")]);
        let image = MessageBody::parse(None, Some("/api/files/chat/2026/abc.webp")).unwrap();
        assert_eq!((image.text.as_str(), image.image_url.as_deref()), ("", Some("/api/files/chat/2026/abc.webp")));
    }

    #[test]
    fn only_uploaded_chat_images_and_no_control_characters() {
        for url in ["https://evil.example/x.png", "/api/files/salons/a.png", "/api/files/chat/../salons/a.png", "/api/files/chat/a b.png"] {
            assert_eq!(MessageBody::parse(Some("hi"), Some(url)).unwrap_err().codes(), vec![("image_url", "wrong_format")], "{url}");
        }
        assert_eq!(MessageBody::parse(Some("a\u{1b}[31m"), None).unwrap_err().codes(), vec![("text", "wrong_format")]);
        assert!(MessageBody::parse(Some("<b>bold</b>\nline"), None).is_ok(), "HTML is kept as text; the reader shows it literally");
    }

    #[test]
    fn status_round_trips() {
        for status in [Status::Open, Status::Resolved] {
            assert_eq!(Status::parse(status.as_str()), Some(status));
        }
        assert_eq!(Status::parse("closed"), None);
    }
}
