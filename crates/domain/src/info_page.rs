//! Info pages (issue #20 item 7, spec route `/i/{slug}`): short pages an admin writes per language
//! in the blog's editor (campaigns, city guides). The rules are the blog's: the slug is the
//! transliterated title unless given, the HTML goes through the agreements' sanitiser and must
//! have visible text; a page is a draft (never public) or published.

use crate::Problems;
use crate::blog::{SEO_DESCRIPTION_MAX_CHARS, SEO_TITLE_MAX_CHARS, TITLE_MAX_CHARS, article_html, slug_of, visible_text};

/// A page's state: only published pages are public.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageStatus {
    Draft,
    Published,
}

impl PageStatus {
    pub const ALL: [PageStatus; 2] = [PageStatus::Draft, PageStatus::Published];

    pub fn as_str(self) -> &'static str {
        match self {
            PageStatus::Draft => "draft",
            PageStatus::Published => "published",
        }
    }

    pub fn parse(text: &str) -> Option<PageStatus> {
        PageStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// A page as the editor sends it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageInput {
    pub title: String,
    pub slug: String,
    pub seo_title: String,
    pub seo_description: String,
    /// Sanitised.
    pub html: String,
    pub status: PageStatus,
}

/// The raw fields of a page.
pub struct RawPage<'a> {
    pub title: &'a str,
    pub slug: Option<&'a str>,
    pub seo_title: Option<&'a str>,
    pub seo_description: Option<&'a str>,
    pub html: &'a str,
    pub status: &'a str,
}

impl PageInput {
    /// Checks every field at once (per-field codes as the blog's editor gets them).
    pub fn parse(raw: RawPage<'_>) -> Result<PageInput, Problems> {
        let mut problems = Problems::default();
        let title = problems.required_text("title", raw.title, TITLE_MAX_CHARS);
        let slug = slug_of(raw.slug, raw.title, title.is_some(), &mut problems);
        let seo_title = problems.optional_text("seo_title", raw.seo_title, SEO_TITLE_MAX_CHARS).map(Option::unwrap_or_default);
        let seo_description =
            problems.optional_text("seo_description", raw.seo_description, SEO_DESCRIPTION_MAX_CHARS).map(Option::unwrap_or_default);
        let html = article_html(raw.html, &mut problems);
        let status = PageStatus::parse(raw.status);
        if status.is_none() {
            problems.push("status", "invalid");
        }
        let parsed = match (title, seo_title, seo_description, html, status) {
            (Some(title), Some(seo_title), Some(seo_description), Some(html), Some(status)) if !slug.is_empty() => {
                Some(PageInput { title, slug, seo_title, seo_description, html, status })
            }
            _ => None,
        };
        problems.finish(parsed)
    }
}

/// The description a page is served with: its SEO description, else the text's beginning.
pub fn description(seo_description: &str, html: &str) -> String {
    if !seo_description.is_empty() {
        return seo_description.to_owned();
    }
    visible_text(html).chars().take(SEO_DESCRIPTION_MAX_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw<'a>(title: &'a str, html: &'a str, status: &'a str) -> RawPage<'a> {
        RawPage { title, slug: None, seo_title: None, seo_description: None, html, status }
    }

    #[test]
    fn slug_is_the_transliterated_title_and_html_is_sanitised() {
        let page = PageInput::parse(raw("İstanbul Şehir Rehberi", "<p>Merhaba<script>alert(1)</script></p>", "published")).unwrap();
        assert_eq!(page.slug, "istanbul-sehir-rehberi");
        assert!(!page.html.contains("script"));
        assert_eq!(page.status, PageStatus::Published);
    }

    #[test]
    fn every_field_is_reported_at_once() {
        let problems = PageInput::parse(raw("", "<p> </p>", "planned")).unwrap_err();
        assert!(problems.has("title") && problems.has("html") && problems.has("status"), "{problems:?}");
    }

    #[test]
    fn description_falls_back_to_the_text() {
        assert_eq!(description("", "<p>Kampanya <b>metni</b></p>"), "Kampanya metni");
        assert_eq!(description("SEO", "<p>x</p>"), "SEO");
    }
}
