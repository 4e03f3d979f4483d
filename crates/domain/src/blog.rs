//! Blog posts (issue #20, spec §4 blog post states, §5 tags 1–10 and cover 600×390): the rules an
//! admin's post must meet before it is stored. The HTML is sanitised with the agreements' sanitiser
//! (the same editor writes both), so a pasted `<script>` never reaches a reader.

use chrono::{DateTime, Utc};

use crate::Problems;
use crate::agreement::sanitize_article_html;
use crate::text::slugify;

pub const TITLE_MAX_CHARS: usize = 200;
pub const AUTHOR_MAX_CHARS: usize = 120;
pub const SEO_TITLE_MAX_CHARS: usize = 70;
pub const SEO_DESCRIPTION_MAX_CHARS: usize = 160;
pub const EXCERPT_MAX_CHARS: usize = 500;
pub const HTML_MAX_CHARS: usize = 300_000;
pub const TAG_MAX_CHARS: usize = 50;
pub const MIN_TAGS: usize = 1;
pub const MAX_TAGS: usize = 10;
/// The cover's exact size (spec §5).
pub const COVER_WIDTH: i32 = 600;
pub const COVER_HEIGHT: i32 = 390;
/// Words read per minute for the reading time.
const WORDS_PER_MINUTE: usize = 200;

/// A post's state (spec §4): only published posts are public; a planned one becomes published
/// at its `publish_at` (the jobs worker's sweep).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PostStatus {
    Draft,
    Published,
    Planned,
}

impl PostStatus {
    pub const ALL: [PostStatus; 3] = [PostStatus::Draft, PostStatus::Published, PostStatus::Planned];

    pub fn as_str(self) -> &'static str {
        match self {
            PostStatus::Draft => "draft",
            PostStatus::Published => "published",
            PostStatus::Planned => "planned",
        }
    }

    pub fn parse(text: &str) -> Option<PostStatus> {
        PostStatus::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// One tag as written by the admin and its slug.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    pub name: String,
    pub slug: String,
}

/// Comma-separated tags: trimmed, empty parts dropped, duplicates (by slug) merged; 1 to 10.
pub fn parse_tags(text: &str, problems: &mut Problems) -> Option<Vec<Tag>> {
    let mut tags: Vec<Tag> = Vec::new();
    for part in text.split(',') {
        let name = part.trim();
        if name.is_empty() {
            continue;
        }
        if name.chars().count() > TAG_MAX_CHARS {
            problems.push_with("tags", "max_length", vec![("max", TAG_MAX_CHARS.to_string())]);
            return None;
        }
        let slug = slugify(name);
        if slug.is_empty() {
            problems.push("tags", "invalid");
            return None;
        }
        if !tags.iter().any(|t| t.slug == slug) {
            tags.push(Tag { name: name.to_owned(), slug });
        }
    }
    if tags.len() < MIN_TAGS || tags.len() > MAX_TAGS {
        problems.push_with("tags", "blog_tags_count", vec![("min", MIN_TAGS.to_string()), ("max", MAX_TAGS.to_string())]);
        return None;
    }
    Some(tags)
}

/// Whether an uploaded image may be a cover: exactly 600×390.
pub fn cover_fits(width: Option<i32>, height: Option<i32>) -> bool {
    width == Some(COVER_WIDTH) && height == Some(COVER_HEIGHT)
}

/// Minutes to read the HTML's text (at least one).
pub fn reading_minutes(html: &str) -> u32 {
    let words = visible_text(html).split_whitespace().count();
    words.div_ceil(WORDS_PER_MINUTE).max(1) as u32
}

/// The URL slug of a post or page: the one typed, else the title's; a title that gives no slug
/// (only symbols) is a `required` slug once the title itself is fine.
pub fn slug_of(typed: Option<&str>, title: &str, title_ok: bool, problems: &mut Problems) -> String {
    let slug = slugify(typed.map(str::trim).filter(|s| !s.is_empty()).unwrap_or(title));
    if slug.is_empty() && title_ok {
        problems.push("slug", "required");
    }
    slug
}

/// The body of a post or page: at most [`HTML_MAX_CHARS`], sanitised, with visible text in it.
pub fn article_html(raw: &str, problems: &mut Problems) -> Option<String> {
    if raw.chars().count() > HTML_MAX_CHARS {
        problems.push_with("html", "max_length", vec![("max", HTML_MAX_CHARS.to_string())]);
        return None;
    }
    let clean = sanitize_article_html(raw);
    if visible_text(&clean).is_empty() {
        problems.push("html", "required");
        return None;
    }
    Some(clean)
}

/// The HTML's text without tags (for reading time and a default description).
pub fn visible_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => {
                inside = false;
                out.push(' ');
            }
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A post as the editor sends it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostInput {
    pub title: String,
    pub slug: String,
    pub author: String,
    pub excerpt: String,
    pub seo_title: String,
    pub seo_description: String,
    /// Sanitised.
    pub html: String,
    pub tags: Vec<Tag>,
    pub status: PostStatus,
    pub publish_at: Option<DateTime<Utc>>,
}

/// The raw fields of a post.
pub struct RawPost<'a> {
    pub title: &'a str,
    pub slug: Option<&'a str>,
    pub author: &'a str,
    pub excerpt: Option<&'a str>,
    pub seo_title: Option<&'a str>,
    pub seo_description: Option<&'a str>,
    pub html: &'a str,
    pub tags: &'a str,
    pub status: &'a str,
    pub publish_at: Option<DateTime<Utc>>,
}

impl PostInput {
    /// Checks every field. The slug defaults to the transliterated title; a planned post needs a
    /// date; a published one without a date is published now (`now`).
    pub fn parse(raw: RawPost<'_>, now: DateTime<Utc>) -> Result<PostInput, Problems> {
        let mut problems = Problems::default();
        let title = problems.required_text("title", raw.title, TITLE_MAX_CHARS);
        let author = problems.required_text("author", raw.author, AUTHOR_MAX_CHARS);
        let slug = slug_of(raw.slug, raw.title, title.is_some(), &mut problems);
        let excerpt = problems.optional_text("excerpt", raw.excerpt, EXCERPT_MAX_CHARS).map(Option::unwrap_or_default);
        let seo_title = problems.optional_text("seo_title", raw.seo_title, SEO_TITLE_MAX_CHARS).map(Option::unwrap_or_default);
        let seo_description =
            problems.optional_text("seo_description", raw.seo_description, SEO_DESCRIPTION_MAX_CHARS).map(Option::unwrap_or_default);
        let html = article_html(raw.html, &mut problems);
        let tags = parse_tags(raw.tags, &mut problems);
        let status = PostStatus::parse(raw.status);
        if status.is_none() {
            problems.push("status", "invalid");
        }
        let publish_at = match status {
            Some(PostStatus::Planned) if raw.publish_at.is_none() => {
                problems.push("publish_at", "required");
                None
            }
            Some(PostStatus::Published) => Some(raw.publish_at.filter(|at| *at <= now).unwrap_or(now)),
            _ => raw.publish_at,
        };
        let parsed = match (title, author, excerpt, seo_title, seo_description, html, tags, status) {
            (Some(title), Some(author), Some(excerpt), Some(seo_title), Some(seo_description), Some(html), Some(tags), Some(status))
                if !slug.is_empty() =>
            {
                Some(PostInput { title, slug, author, excerpt, seo_title, seo_description, html, tags, status, publish_at })
            }
            _ => None,
        };
        problems.finish(parsed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw<'a>(tags: &'a str, html: &'a str) -> RawPost<'a> {
        RawPost {
            title: "Saç bakımında İpuçları",
            slug: None,
            author: "Ayşe",
            excerpt: None,
            seo_title: None,
            seo_description: None,
            html,
            tags,
            status: "draft",
            publish_at: None,
        }
    }

    #[test]
    fn slug_is_the_transliterated_title() {
        let post = PostInput::parse(raw("saç", "<p>Metin</p>"), Utc::now()).unwrap();
        assert_eq!(post.slug, "sac-bakiminda-ipuclari");
    }

    #[test]
    fn tags_are_one_to_ten_and_merged() {
        let mut problems = Problems::default();
        let tags = parse_tags(" Saç , sac, boya,, ", &mut problems).unwrap();
        assert_eq!(tags.iter().map(|t| t.slug.as_str()).collect::<Vec<_>>(), ["sac", "boya"]);
        assert!(parse_tags(" , ", &mut problems).is_none());
        let eleven = (1..=11).map(|i| format!("t{i}")).collect::<Vec<_>>().join(",");
        assert!(parse_tags(&eleven, &mut problems).is_none());
        assert_eq!(problems.codes(), vec![("tags", "blog_tags_count"), ("tags", "blog_tags_count")]);
    }

    #[test]
    fn script_is_removed_and_reading_time_counts_words() {
        let post = PostInput::parse(raw("a", "<p>Merhaba</p><script>alert(1)</script>"), Utc::now()).unwrap();
        assert_eq!(post.html, "<p>Merhaba</p>");
        assert_eq!(reading_minutes(&"<p>söz </p>".repeat(401)), 3);
    }

    #[test]
    fn cover_must_be_600_by_390() {
        assert!(cover_fits(Some(600), Some(390)));
        assert!(!cover_fits(Some(600), Some(400)));
        assert!(!cover_fits(None, None));
    }
}
